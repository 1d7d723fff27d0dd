import CBuildInfo

/// dehub's version, sent in `User-Agent` and printed by `--version`: the release tag the
/// build was made from (`scripts/version`, passed by `scripts/build-release`), or else the
/// newest release of CHANGELOG.md.
public enum DehubVersion {
  /// The version string.
  public static let current = String(cString: dehub_build_version())
}
