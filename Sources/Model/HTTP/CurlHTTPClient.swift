import CCurl
import FoundationEssentials
import GistValues
import Reactive

/// HTTP over libcurl.
///
/// - Handles are pooled and reused, so connections stay alive between requests.
/// - Asks for gzip; honours the usual proxy variables (libcurl reads them); always verifies
///   TLS; takes a custom CA file from options, `SSL_CERT_FILE` or `CURL_CA_BUNDLE`, else
///   the system's hashed certificate directory (`TrustStore`).
/// - Refuses `http://` except to this machine.
/// - Has a connect and an overall time limit, and stops at once when its `Cancellation`
///   is set.
/// - Follows redirects only for requests that allow it (never ones carrying the token).
public final class CurlHTTPClient: HTTPClient, @unchecked Sendable {
  /// Settings of the client.
  public struct Options: Sendable {
    /// The overall time limit of one request, in seconds.
    public var timeout: TimeInterval
    /// The time limit of the connection phase, in seconds (at most `timeout`).
    public var connectTimeout: TimeInterval
    /// A PEM file of extra certificate authorities.
    public var caFile: String?
    /// The certificate folder `SSL_CERT_DIR` names, looked at when no CA file is.
    var certificateFolder: String?

    /// What certificates are checked against: `caFile`, else the system's hashed
    /// directory, else libcurl's default. Looking reads a folder: the client asks once, at
    /// its first request.
    public var trust: TrustStore {
      TrustStore.choose(
        caFile: caFile, environment: certificateFolder.map { ["SSL_CERT_DIR": $0] } ?? [:])
    }

    /// Options with the given limits; the CA file falls back to `SSL_CERT_FILE`, then
    /// `CURL_CA_BUNDLE`.
    public init(
      timeout: TimeInterval = 30, connectTimeout: TimeInterval = 10, caFile: String? = nil,
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
      self.timeout = timeout
      self.connectTimeout = min(connectTimeout, timeout)
      self.caFile = caFile ?? environment["SSL_CERT_FILE"] ?? environment["CURL_CA_BUNDLE"]
      certificateFolder = environment["SSL_CERT_DIR"]
    }
  }

  /// Starts loading libcurl (`CurlLibrary`) on a thread of its own, for a program that knows a
  /// request is coming: the load then overlaps the program's own start.
  public static func preload() {
    dehub_curl_preload()
  }

  /// The client's settings.
  public let options: Options
  // Guards `idle`, the handles not in use, `opened` and `chosenTrust`.
  private let lock = Lock()
  private var idle: [UnsafeMutableRawPointer] = []
  private var opened = 0
  private var chosenTrust: TrustStore?

  /// `options.trust`, looked up at the first request (off a start's way to its first paint).
  private var trust: TrustStore {
    lock.withLock {
      if let chosenTrust { return chosenTrust }
      let trust = options.trust
      chosenTrust = trust
      return trust
    }
  }

  /// How many connections the client has opened so far (libcurl's count of new ones per
  /// transfer, added up): reused connections do not count.
  public var connectionsOpened: Int { lock.withLock { opened } }

  /// Where the handles go when the client is gone (see `HandleParking`).
  private let parking: HandleParking

  /// A client with `options`.
  public convenience init(options: Options = Options()) {
    self.init(options: options, parking: .shared)
  }

  /// A client with `options` whose handles go to `parking` when it is gone.
  init(options: Options, parking: HandleParking) {
    self.options = options
    self.parking = parking
  }

  deinit {
    parking.park(idle)
  }

  public func send(_ request: HTTPRequest, cancellation: Cancellation?) throws(GistError)
    -> HTTPResponse
  {
    try Self.checkScheme(of: request.url)
    if let failure = CurlLibrary.failure { throw failure }
    parking.cleanUp()
    guard let handle = takeHandle() else {
      throw GistError.network("libcurl could not make a transfer handle")
    }
    defer { giveBack(handle) }
    let transfer = CurlTransfer(cancellation: cancellation, bodyLimit: request.bodyLimit)
    return try withExtendedLifetime(transfer) { () throws(GistError) -> HTTPResponse in
      try perform(request, on: handle, transfer: transfer)
    }
  }

  /// Whether `url` may be used: https anywhere, http only to this machine.
  static func checkScheme(of url: URL) throws(GistError) {
    switch url.scheme?.lowercased() {
    case "https": return
    case "http" where LoopbackHost.contains(url.host ?? ""): return
    case "http": throw GistError.insecureURL(url.absoluteString)
    default: throw GistError.unsupportedURL(url.absoluteString)
    }
  }

  private func perform(
    _ request: HTTPRequest, on handle: UnsafeMutableRawPointer, transfer: CurlTransfer
  ) throws(GistError) -> HTTPResponse {
    var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    var headerList: UnsafeMutablePointer<curl_slist>?
    for (name, value) in request.headers {
      headerList = dehub_curl_slist_append(headerList, "\(name): \(value)")
    }
    // No `Expect: 100-continue` round trip for larger bodies.
    headerList = dehub_curl_slist_append(headerList, "Expect:")
    defer { dehub_curl_slist_free_all(headerList) }

    let code = errorBuffer.withUnsafeMutableBufferPointer { buffer -> CURLcode in
      configure(handle, for: request, transfer: transfer, headers: headerList)
      dehub_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
      let code = dehub_curl_engine_perform(handle)
      dehub_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, nil)
      return code
    }
    guard code == CURLE_OK else {
      let detail = String(
        decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw error(
        for: code, detail: detail, url: request.url, transfer: transfer,
        bodyLimit: request.bodyLimit)
    }
    var status = 0
    dehub_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
    var connects = 0
    dehub_curl_get_long(handle, CURLINFO_NUM_CONNECTS, &connects)
    lock.withLock { opened += connects }
    return HTTPResponse(status: status, headers: transfer.headers, body: transfer.body)
  }

  private func configure(
    _ handle: UnsafeMutableRawPointer, for request: HTTPRequest, transfer: CurlTransfer,
    headers: UnsafeMutablePointer<curl_slist>?
  ) {
    dehub_curl_set_string(handle, CURLOPT_URL, request.url.absoluteString)
    dehub_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
    let redirectProtocols = request.url.scheme?.lowercased() == "https" ? "https" : "http,https"
    dehub_curl_set_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, redirectProtocols)
    dehub_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, request.followsRedirects ? 1 : 0)
    dehub_curl_set_long(handle, CURLOPT_MAXREDIRS, 5)
    dehub_curl_set_long(handle, CURLOPT_UNRESTRICTED_AUTH, 0)
    dehub_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
    dehub_curl_set_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
    dehub_curl_set_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
    switch trust {
    case .file(let path):
      dehub_curl_set_string(handle, CURLOPT_CAINFO, path)
    case .directory(let path):
      // No bundle to parse whole at every start: OpenSSL looks up the issuer it needs.
      dehub_curl_set_string(handle, CURLOPT_CAINFO, nil)
      dehub_curl_set_string(handle, CURLOPT_CAPATH, path)
    case .builtIn:
      break
    }
    dehub_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "gzip, deflate")
    dehub_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(options.timeout * 1000))
    dehub_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(options.connectTimeout * 1000))
    dehub_curl_set_long(handle, CURLOPT_TCP_KEEPALIVE, 1)
    // Plain http (this machine only) goes through no proxy: a proxy would see the token in
    // clear. https honours HTTPS_PROXY, ALL_PROXY and NO_PROXY (libcurl reads them): the
    // token is inside TLS, and the proxy only tunnels it.
    if request.url.scheme?.lowercased() == "http" {
      dehub_curl_set_string(handle, CURLOPT_PROXY, "")
    }
    // A declared length over the limit stops before the body; a body without one (or
    // growing when decompressed) is stopped by `CurlTransfer.receiveBody`.
    dehub_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.bodyLimit))
    dehub_curl_set_list(handle, CURLOPT_HTTPHEADER, headers)

    switch (request.method, request.body) {
    case ("GET", _):
      dehub_curl_set_long(handle, CURLOPT_HTTPGET, 1)
    case ("POST", let body):
      setBody(handle, body ?? Data())
    case (let method, let body?):
      setBody(handle, body)
      dehub_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, method)
    case (let method, nil):
      // PUT without a body still says `Content-Length: 0`, as GitHub asks for stars.
      if method == "PUT" { setBody(handle, Data()) }
      dehub_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, method)
    }

    let context = Unmanaged.passUnretained(transfer).toOpaque()
    dehub_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
      CurlTransfer.deliver(data, size * count, context) { $0.receiveBody($1) }
    }
    dehub_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
    dehub_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
      CurlTransfer.deliver(data, size * count, context) { $0.receiveHeaderLine($1) }
    }
    dehub_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
    dehub_curl_set_long(handle, CURLOPT_NOPROGRESS, 0)
    dehub_curl_set_progress_callback(handle) { context, _, _, _, _ in
      guard let context else { return 0 }
      return CurlTransfer.from(context).isCancelled ? 1 : 0
    }
    dehub_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context)
  }

  private func setBody(_ handle: UnsafeMutableRawPointer, _ body: Data) {
    dehub_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
    body.withUnsafeBytes { bytes in
      let empty: StaticString = ""
      let pointer = bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start)
      dehub_curl_set_pointer(
        handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: pointer))
    }
  }

  private func error(
    for code: CURLcode, detail: String, url: URL, transfer: CurlTransfer, bodyLimit: Int
  ) -> GistError {
    let host = url.host ?? url.absoluteString
    let port = url.port ?? (url.scheme?.lowercased() == "http" ? 80 : 443)
    let text = detail.isEmpty ? String(cString: dehub_curl_easy_strerror(code)) : detail
    switch code {
    case CURLE_ABORTED_BY_CALLBACK where transfer.isCancelled:
      return .cancelled
    case CURLE_WRITE_ERROR where transfer.isTooLarge, CURLE_FILESIZE_EXCEEDED:
      return .tooLarge(limit: bodyLimit)
    case CURLE_COULDNT_CONNECT:
      return .cannotConnect(host: host, port: port)
    case CURLE_OPERATION_TIMEDOUT:
      return .timeout(host: host, seconds: Int(options.timeout.rounded(.up)))
    case CURLE_COULDNT_RESOLVE_HOST:
      return .unknownHost(host)
    case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ISSUER_ERROR:
      return .tls(host: host, detail: Self.verificationFailure(text))
    case CURLE_SSL_CACERT_BADFILE:
      return .tls(host: host, detail: "the CA file \(options.caFile ?? "") cannot be read.")
    case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER:
      return .tls(host: host, detail: "the TLS handshake failed (is it an https server?).")
    case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
      return .connectionLost(host: host)
    case CURLE_BAD_CONTENT_ENCODING:
      return .malformedResponse("the compressed body is damaged")
    default:
      return .network(text)
    }
  }

  /// Why a certificate was refused, in words that lead somewhere: a name mismatch and an
  /// expired certificate are not fixed by naming a CA file.
  static func verificationFailure(_ detail: String) -> String {
    let said = detail.lowercased()
    if said.contains("subject name") || said.contains("does not match")
      || said.contains("no alternative certificate")
    {
      return "its certificate is for another name: check the address, or what stands between "
        + "dehub and the server (a proxy, a captive portal)."
    }
    if said.contains("expired") {
      return "its certificate has expired (or this machine's clock is wrong)."
    }
    if said.contains("not yet valid") {
      return "its certificate is not valid yet (is this machine's clock right?)."
    }
    return "its certificate could not be verified (for a private CA, set ca_file or "
      + "SSL_CERT_FILE)."
  }

  private func takeHandle() -> UnsafeMutableRawPointer? {
    lock.lock()
    let handle = idle.popLast()
    lock.unlock()
    return handle ?? dehub_curl_easy_init()
  }

  private func giveBack(_ handle: UnsafeMutableRawPointer) {
    dehub_curl_easy_reset(handle)
    lock.lock()
    idle.append(handle)
    lock.unlock()
  }
}
