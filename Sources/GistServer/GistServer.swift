import Dispatch
import FoundationEssentials
import GistValues
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The gist service over HTTP on 127.0.0.1: a `GistStore` behind a SwiftNIO HTTP/1.1
/// server (one event loop of its own; `StoreChannelHandler` speaks for the store).
///
/// Used by the tests, the demo and the benchmarks. `start()` binds a port (0: any free
/// one) and returns once the server listens; `stop()` closes it and every connection.
public final class GistServer: Sendable {
  /// Where the git mirror is brought up to date (git blocks; the pool must not).
  static let mirrorQueue = DispatchQueue(label: "gistserver.mirror")
  /// Where answers are made (rendering a page of 100 gists is real work): threads of
  /// Dispatch's, so a client asking for eight pages at once never holds the event loop,
  /// which carries every connection's I/O.
  static let answerQueue = DispatchQueue(
    label: "gistserver.answers", qos: .userInitiated, attributes: .concurrent)
  /// The state and semantics.
  public let store: GistStore
  private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
  /// Whether `stop` was called: an answer made after it is not handed to the stopped loop.
  private let stopping = StopFlag()
  private let boundPort: Mutex<Int> = Mutex(0)
  private let requestedPort: Int
  private let rawHost: String
  private let publicURL: String?
  private let gitFolder: URL
  private let bodyLimit: Int
  private let latency: Duration

  /// The largest request body it reads (GitHub refuses large ones too): 32 MB. A larger one
  /// is answered 413 and not kept (a 200 MB POST made the server 842 MB).
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
    requestedPort = Int(port)
    self.bodyLimit = bodyLimit
    self.latency = latency
  }

  /// The port it listens on (after `start`).
  public var port: Int { boundPort.withLock { $0 } }

  /// The API base URL (after `start`).
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Starts listening; returns the port.
  @discardableResult
  public func start() async throws -> Int {
    try listening(on: try await bootstrap().bind(host: "127.0.0.1", port: requestedPort).get())
  }

  /// Starts listening from synchronous code (never on one of its own event loop's
  /// threads); returns the port.
  @discardableResult
  public func startBlocking() throws -> Int {
    try listening(on: try bootstrap().bind(host: "127.0.0.1", port: requestedPort).wait())
  }

  /// Stops the server and closes every connection.
  public func stop() async {
    stopping.raise()
    try? await group.shutdownGracefully()
    try? FileManager.default.removeItem(at: gitFolder)
  }

  /// Stops the server from synchronous code.
  public func stopBlocking() {
    stopping.raise()
    try? group.syncShutdownGracefully()
    try? FileManager.default.removeItem(at: gitFolder)
  }

  /// Every connection gets HTTP/1.1 and a handler of its own; Nagle's algorithm is off (a
  /// head and body written apart would wait for the client's delayed ACK, 40 ms).
  private func bootstrap() -> ServerBootstrap {
    let (store, bodyLimit, latency, stopping) = (store, bodyLimit, latency, stopping)
    return ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.configureHTTPServerPipeline(
            withErrorHandling: true)
          try channel.pipeline.syncOperations.addHandler(
            StoreChannelHandler(
              store: store, bodyLimit: bodyLimit, latency: latency, stopping: stopping))
        }
      }
  }

  private func listening(on channel: any Channel) throws -> Int {
    guard let port = channel.localAddress?.port else {
      throw GistError.local("the gist server did not report its port")
    }
    boundPort.withLock { $0 = port }
    store.setBaseURL(baseURL, rawBaseURL: "http://\(rawHost):\(port)")
    store.setPublicURL(publicURL)
    return port
  }
}
