import FlyingFox
import FlyingSocks
import Foundation
import Model
import Synchronization

/// The gist service over HTTP on 127.0.0.1: a `GistStore` behind a FlyingFox server.
///
/// Used by the tests, the demo and the benchmarks. `start()` binds a port (0: any free
/// one) and returns once the server listens; `stop()` closes it and every connection.
public final class GistServer: Sendable {
  /// Where the git mirror is brought up to date (git blocks; the pool must not).
  static let mirrorQueue = DispatchQueue(label: "gistserver.mirror")
  /// Where answers are made (rendering a page of 100 gists is real work): threads of
  /// Dispatch's, so a client asking for eight pages at once never holds Swift's cooperative
  /// pool, which every server of a test process shares with its I/O (two threads on two
  /// cores: a busy pool made other servers miss one-second deadlines).
  static let answerQueue = DispatchQueue(
    label: "gistserver.answers", qos: .userInitiated, attributes: .concurrent)
  /// The state and semantics.
  public let store: GistStore
  private let server: HTTPServer
  private let task: Mutex<Task<Void, any Error>?> = Mutex(nil)
  private let boundPort: Mutex<Int> = Mutex(0)
  private let rawHost: String
  private let publicURL: String?
  private let gitFolder: URL

  /// The largest request body it reads (GitHub refuses large ones too): 32 MB. A larger one
  /// is answered 413 without being read whole (a 200 MB POST made the server 842 MB).
  public static let bodyLimit = 32 << 20

  /// A server on `port` of 127.0.0.1 (0 picks a free port). `raw_url`s use `rawHost`
  /// (default `localhost`), so they are on another host than the API, as on GitHub. A
  /// request that came through `publicURL` (its `Host` is that address's), such as a TLS
  /// front's `https://127.0.0.1:PORT/api/v3`, gets links and urls that start with it.
  /// A body over `bodyLimit` is answered 413; each request waits `latency` first (a round
  /// trip to GitHub, for the benchmarks).
  public init(
    store: GistStore = GistStore(), port: UInt16 = 0, rawHost: String = "localhost",
    publicURL: String? = nil, bodyLimit: Int = GistServer.bodyLimit, latency: Duration = .zero
  ) throws {
    self.publicURL = publicURL
    self.store = store
    gitFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dehub-gists-\(getpid())-\(UUID().uuidString.prefix(8))")
    store.mirrorGit(in: gitFolder)
    self.rawHost = rawHost
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
    let config = HTTPServer.Configuration(address: address, timeout: 3600, logger: .disabled)
    let handler = StoreHandler(store: store, bodyLimit: bodyLimit, latency: latency)
    server = HTTPServer(config: config, handler: handler)
  }

  /// The port it listens on (after `start`).
  public var port: Int { boundPort.withLock { $0 } }

  /// The API base URL (after `start`).
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Starts listening; returns the port.
  @discardableResult
  public func start() async throws -> Int {
    let server = self.server
    let running = Task { try await server.run() }
    task.withLock { $0 = running }
    try await server.waitUntilListening(timeout: 10)
    guard case .ip4(_, let port) = await server.listeningAddress else {
      throw GistError.local("the gist server did not report its port")
    }
    boundPort.withLock { $0 = Int(port) }
    Self.sendAtOnce(port: port)
    store.setBaseURL(baseURL, rawBaseURL: "http://\(rawHost):\(port)")
    store.setPublicURL(publicURL)
    return Int(port)
  }

  /// Turns Nagle's algorithm off on the listening socket of `port`, which the connections
  /// it accepts inherit. FlyingFox writes a response's head and body in two writes; with
  /// Nagle on, the body waited for the client's delayed ACK of the head, 40 ms for every
  /// request on a kept-alive connection. FlyingFox does not expose its socket, so it is
  /// found among this process's descriptors by its address.
  static func sendAtOnce(port: UInt16) {
    for descriptor in Int32(3)..<Int32(4096) {
      var address = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          getsockname(descriptor, $0, &length)
        }
      }
      guard named == 0, address.sin_family == sa_family_t(AF_INET),
        UInt16(bigEndian: address.sin_port) == port
      else { continue }
      var listening: Int32 = 0
      var size = socklen_t(MemoryLayout<Int32>.size)
      guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0,
        listening == 1
      else { continue }
      var on: Int32 = 1
      setsockopt(
        descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }
  }

  /// Starts listening from synchronous code; returns the port. The server's tasks run on
  /// Swift's cooperative pool, so call this from a thread outside it (the main thread of a
  /// command), never from inside an async task that would then block the pool.
  @discardableResult
  public func startBlocking() throws -> Int {
    let result = Mutex<Result<Int, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        let port = try await self.start()
        result.withLock { $0 = .success(port) }
      } catch {
        result.withLock { $0 = .failure(error) }
      }
      done.signal()
    }
    done.wait()
    return try result.withLock { $0 ?? .failure(GistError.local("the gist server did not start")) }
      .get()
  }

  /// Stops the server and closes every connection.
  public func stop() async {
    await server.stop(timeout: 0)
    try? FileManager.default.removeItem(at: gitFolder)
    task.withLock {
      $0?.cancel()
      $0 = nil
    }
  }

  /// Stops the server from synchronous code.
  public func stopBlocking() {
    let done = DispatchSemaphore(value: 0)
    Task {
      await self.stop()
      done.signal()
    }
    done.wait()
  }
}

/// Passes FlyingFox requests to the store and its responses back, with their delivery.
private struct StoreHandler: HTTPHandler {
  let store: GistStore
  let bodyLimit: Int
  /// How long each request waits before it is answered (the network's round trip).
  let latency: Duration

  /// The request's body, read up to `bodyLimit`; nil when it is larger.
  func body(of request: FlyingFox.HTTPRequest) async throws -> Data? {
    if let count = request.bodySequence.count, count > bodyLimit { return nil }
    var data = Data()
    for try await chunk in request.bodySequence {
      data.append(chunk)
      if data.count > bodyLimit { return nil }
    }
    return data
  }

  func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
    if latency > .zero { try await Task.sleep(for: latency) }
    var headers: [String: String] = [:]
    for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
    var query: [String: String] = [:]
    for item in request.query { query[item.name] = item.value }
    if request.method.rawValue == "GET", request.path.hasPrefix("/git/") {
      // The git mirror, over git's dumb HTTP protocol (clones from the loopback API host).
      let gitRequest = ServerRequest(
        method: "GET", path: request.path, query: query, headers: headers, body: Data())
      if let faulted = store.faultedResponse(to: gitRequest) {
        var outHeaders = FlyingFox.HTTPHeaders()
        for (name, value) in faulted.headers { outHeaders[HTTPHeader(name)] = value }
        if faulted.status == 401 {
          outHeaders[HTTPHeader("WWW-Authenticate")] = "Basic realm=\"gist\""
        }
        return FlyingFox.HTTPResponse(
          statusCode: HTTPStatusCode(faulted.status, phrase: Self.phrase(faulted.status)),
          headers: outHeaders, body: faulted.body)
      }
      // A clone starts with info/refs: the gist's repository is brought up to date then
      // (git runs on a thread of its own, not on the cooperative pool the server shares),
      // not on every API read of the gist (that cost 60 ms a gist).
      let parts = request.path.split(separator: "/")
      if parts.count >= 3, parts[1].hasSuffix(".git"), request.path.hasSuffix("/info/refs") {
        let (store, id) = (store, String(parts[1].dropLast(4)))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          GistServer.mirrorQueue.async {
            store.updateMirror(id: id)
            done.resume()
          }
        }
      }
      guard let data = store.mirrorFile(String(request.path.dropFirst(5))) else {
        return FlyingFox.HTTPResponse(statusCode: .notFound)
      }
      return FlyingFox.HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/octet-stream"], body: data)
    }
    guard let body = try await body(of: request) else {
      return FlyingFox.HTTPResponse(
        statusCode: HTTPStatusCode(413, phrase: "Payload Too Large"),
        headers: [.contentType: "application/json; charset=utf-8", .connection: "close"],
        body: Data(#"{"message":"The request body is too large."}"#.utf8))
    }
    let serverRequest = ServerRequest(
      method: request.method.rawValue, path: request.path, query: query, headers: headers,
      body: body)
    let store = self.store
    let response = await withCheckedContinuation {
      (done: CheckedContinuation<ServerResponse, Never>) in
      GistServer.answerQueue.async { done.resume(returning: store.handle(serverRequest)) }
    }
    var outHeaders = FlyingFox.HTTPHeaders()
    for (name, value) in response.headers { outHeaders[HTTPHeader(name)] = value }
    let status = HTTPStatusCode(response.status, phrase: Self.phrase(response.status))
    let bytes = [UInt8](response.body)
    switch response.delivery {
    case .normal:
      return FlyingFox.HTTPResponse(statusCode: status, headers: outHeaders, body: response.body)
    case .stall:
      try await Task.sleep(for: .seconds(3600))
      return FlyingFox.HTTPResponse(statusCode: status)
    case .drop:
      let body = ScriptedBody(
        bytes: bytes, chunkSize: max(1, bytes.count / 2), delay: .zero,
        failAfter: max(1, bytes.count / 2))
      return FlyingFox.HTTPResponse(
        statusCode: status, headers: outHeaders,
        body: HTTPBodySequence(from: body, count: max(2, bytes.count)))
    case .huge(let count):
      outHeaders[.contentLength] = nil
      return FlyingFox.HTTPResponse(
        statusCode: status, headers: outHeaders,
        body: HTTPBodySequence(from: RepeatingBody(count: count), count: count))
    case .slow(let delay):
      let body = ScriptedBody(bytes: bytes, chunkSize: 64, delay: delay, failAfter: nil)
      return FlyingFox.HTTPResponse(
        statusCode: status, headers: outHeaders,
        body: HTTPBodySequence(from: body, count: bytes.count))
    }
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 409: "Conflict"
    case 422: "Unprocessable Entity"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    default: "Status"
    }
  }
}
