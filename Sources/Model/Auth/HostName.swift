import FoundationEssentials

/// GitHub hosts as `gh` names them, and the API address of each: `github.com` (the API at
/// `https://api.github.com`), a GHE.com tenancy `NAME.ghe.com` (`https://api.NAME.ghe.com`),
/// and any other host an Enterprise Server (`https://HOST/api/v3`). A host may carry a port
/// (`127.0.0.1:8443`, a test server). Which token goes where follows from the kind
/// (`TokenSource`).
public enum HostName {
  /// GitHub's own host.
  public static let github = "github.com"
  /// The domain of GitHub's tenancies.
  static let tenancySuffix = ".ghe.com"

  /// `host` lower-cased, a subdomain of github.com as github.com (`api.github.com`,
  /// `gist.github.com`), and of a tenancy as the tenancy (`api.acme.ghe.com` is
  /// `acme.ghe.com`).
  public static func normalize(_ host: String) -> String {
    var name = host.lowercased()
    while name.hasSuffix(".") { name.removeLast() }
    if name == github || name.hasSuffix("." + github) { return github }
    if name.hasSuffix(tenancySuffix) {
      let before = name.dropLast(tenancySuffix.count)
      let last = before.split(separator: ".").last.map(String.init) ?? String(before)
      return last + tenancySuffix
    }
    return name
  }

  /// Whether `host` is a GitHub Enterprise Server (not github.com, not a tenancy): its
  /// tokens are `GH_ENTERPRISE_TOKEN`'s, never `GH_TOKEN`'s.
  public static func isEnterprise(_ host: String) -> Bool {
    let name = normalize(host)
    return name != github && !name.hasSuffix(tenancySuffix)
  }

  /// The host of the API at `baseURL`: `github.com` for `https://api.github.com`, the
  /// tenancy for `https://api.NAME.ghe.com`, else the URL's host with its port when it has
  /// one (`ghe.example.com`, `127.0.0.1:8443`).
  public static func of(api baseURL: URL) -> String {
    let host = baseURL.host?.lowercased() ?? ""
    let name = normalize(host)
    if name == github || name.hasSuffix(tenancySuffix) { return name }
    return baseURL.port.map { "\(host):\($0)" } ?? host
  }

  /// The API address of `host` (as `gh` builds it): github.com's, a tenancy's, or an
  /// Enterprise Server's `/api/v3`, always over https.
  public static func apiURL(of host: String) -> String {
    let name = normalize(host)
    if name == github { return "https://api.github.com" }
    if name.hasSuffix(tenancySuffix) { return "https://api.\(name)" }
    return "https://\(host.lowercased())/api/v3"
  }

  /// The web address of gists on `host`: `https://gist.github.com` for github.com,
  /// `https://HOST/gist` elsewhere.
  public static func gistWeb(of host: String) -> String {
    normalize(host) == github ? "https://gist.github.com" : "https://\(host.lowercased())/gist"
  }
}
