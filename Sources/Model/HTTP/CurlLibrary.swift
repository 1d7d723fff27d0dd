import CCurl
import GistValues

/// The libcurl requests go through: dehub's own build beside the program when it is there
/// (`PREFIX/lib/dehub/libcurl.so.4`, HTTP and HTTPS only), else the system's libcurl 4, or
/// the one `DEHUB_LIBCURL` names. Loaded once, at the first request or by
/// `CurlHTTPClient.preload()`.
public struct CurlLibrary: Sendable, Equatable {
  /// What the library says of itself: `libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 …`.
  public var version: String
  /// The file it was loaded from.
  public var path: String
  /// Whether it is dehub's own build rather than the system's (or one `DEHUB_LIBCURL` names).
  public var isOwn: Bool

  /// Why libcurl cannot be used, or nil once it is loaded (loading it first if need be): a
  /// problem of this machine, not of the network.
  static let failure: GistError? = {
    var message = [CChar](repeating: 0, count: 512)
    guard dehub_curl_load(&message, message.count) == 0 else { return nil }
    let reason = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if reason.hasPrefix("DEHUB_LIBCURL") {
      return .local("\(reason); unset it to use the system's libcurl.")
    }
    return .local(
      "libcurl, which dehub needs to reach GitHub, cannot be loaded (\(reason)): reinstall "
        + "dehub, or install the libcurl4 package.")
  }()

  /// The loaded library (loading it if no request has yet), or why it cannot be loaded.
  public static func loaded() throws(GistError) -> CurlLibrary {
    if let failure { throw failure }
    return CurlLibrary(
      version: dehub_curl_version().map { String(cString: $0) } ?? "libcurl",
      path: dehub_curl_library_path().map { String(cString: $0) } ?? "",
      isOwn: dehub_curl_is_own() != 0)
  }
}
