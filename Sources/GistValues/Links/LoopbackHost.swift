import Basics

/// Host names that mean this machine, where plain http is allowed.
public enum LoopbackHost {
  /// Whether `host` is `localhost`, an address in 127.0.0.0/8, or `::1`.
  public static func contains(_ host: String) -> Bool {
    let bare = host.trimming(["[", "]"]).lowercased()
    if bare == "localhost" || bare == "::1" { return true }
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127"
      && parts.allSatisfy { UInt8($0) != nil }
  }
}
