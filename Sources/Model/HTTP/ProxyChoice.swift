import Basics
import FoundationEssentials

/// The proxy a request to a URL goes through, read from the environment as libcurl reads
/// it (for `dehub doctor` to name): `https_proxy` or `HTTPS_PROXY` for https, `all_proxy` or
/// `ALL_PROXY` for any, unless `no_proxy` or `NO_PROXY` names the host (`*`, a host, or a
/// domain that ends the host's name). Plain http, which only this machine's servers speak,
/// goes through none (a proxy would see the token in clear).
public enum ProxyChoice {
  /// The proxy for `url`, as written in the environment; nil for none.
  public static func proxy(for url: URL, environment: [String: String]) -> String? {
    guard url.scheme?.lowercased() == "https", let host = url.host?.lowercased() else {
      return nil
    }
    let names = ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
    guard
      let proxy = names.lazy.compactMap({ environment[$0]?.trimmingSpaces() })
        .first(where: { !$0.isEmpty })
    else { return nil }
    let skipped = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
      .split(separator: ",").map { $0.trimmingSpaces().lowercased() }.filter { !$0.isEmpty }
    for entry in skipped {
      if entry == "*" { return nil }
      let name = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
      if host == name || host.hasSuffix("." + name) { return nil }
    }
    return proxy
  }
}
