import FoundationEssentials
import Glibc

/// What TLS certificates are checked against. Verification is always on; this is only
/// where the trusted authorities are read from.
///
/// With no CA file named, libcurl hands OpenSSL the system's whole bundle (148
/// certificates on Debian), parsed at every start: 48.5 ms a GET against 14.9 ms when
/// OpenSSL is given the hashed directory `update-ca-certificates` keeps, from which it reads
/// only the issuer it needs. So the directory is used when there is one.
public enum TrustStore: Equatable, Sendable {
  /// A PEM file the user named: `ca_file`, `SSL_CERT_FILE` or `CURL_CA_BUNDLE`.
  case file(String)
  /// The system's hashed certificate directory (`SSL_CERT_DIR`, else `/etc/ssl/certs`).
  case directory(String)
  /// libcurl's own default (no hashed directory was found).
  case builtIn

  /// The store for `caFile` (already resolved from the config and the environment), or
  /// the system's hashed directory, or libcurl's default.
  public static func choose(caFile: String?, environment: [String: String]) -> TrustStore {
    if let caFile, !caFile.isEmpty {
      // The system's own bundle named (SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt, as
      // many images set it) is the hashed directory beside it, made from the same list by
      // update-ca-certificates: the directory is read instead.
      let file = URL(fileURLWithPath: caFile)
      let folder = file.deletingLastPathComponent().path
      if file.lastPathComponent == "ca-certificates.crt", isHashedDirectory(folder) {
        return .directory(folder)
      }
      return .file(caFile)
    }
    let named = environment["SSL_CERT_DIR"]?.split(separator: ":").first.map(String.init)
    for folder in [named, "/etc/ssl/certs"].compactMap({ $0 }) where isHashedDirectory(folder) {
      return .directory(folder)
    }
    return .builtIn
  }

  /// Whether `folder` holds at least one certificate under OpenSSL's hashed name
  /// (`9d6523ce.0`): it stops at the first.
  static func isHashedDirectory(_ folder: String) -> Bool {
    guard let directory = opendir(folder) else { return false }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      let parts = name.split(separator: ".")
      if parts.count == 2, parts[0].count == 8, parts[0].allSatisfy(\.isHexDigit),
        parts[1].allSatisfy(\.isNumber)
      {
        return true
      }
    }
    return false
  }

  /// `isHashedDirectory`, for tests.
  public static func isHashedDirectoryForTesting(_ folder: String) -> Bool {
    isHashedDirectory(folder)
  }

  /// What `dehub doctor` says of it.
  public var description: String {
    switch self {
    case .file(let path): "the CA file \(path)"
    case .directory(let path): "the system's certificates in \(path) (read as needed)"
    case .builtIn: "libcurl's default CA bundle"
    }
  }
}
