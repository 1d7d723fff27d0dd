/// dehub's version, sent in `User-Agent` and printed by `--version`.
public enum DehubVersion {
  /// The version string.
  public static let current = "0.1.0"
}
