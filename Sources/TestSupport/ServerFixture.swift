import Foundation
import GistServer
import Model
import Reactive
import System

/// A GistServer on a free loopback port with one signed-in user, for tests. Call `stop()`
/// when done (or use `ServerFixture.with`), so no server outlives its test.
public final class ServerFixture: Sendable {
  /// The token that signs in as `login`.
  public static let token = "test-token-0123456789"
  /// The signed-in user.
  public static let login = "octocat"

  /// The server.
  public let server: GistServer
  /// Its store, to seed and inspect.
  public var store: GistStore { server.store }

  private init(server: GistServer) {
    self.server = server
  }

  /// Starts a server; `seed` prepares the store first; each request waits `latency`.
  public static func start(seed: (GistStore) -> Void = { _ in }, latency: Duration = .zero)
    async throws -> ServerFixture
  {
    let store = GistStore()
    store.addUser(login, token: token, name: "The Octocat")
    seed(store)
    let server = try GistServer(store: store, latency: latency)
    try await server.start()
    return ServerFixture(server: server)
  }

  /// Runs `body` with a started server and stops the server afterwards, whatever happens.
  ///
  /// `body` blocks (libcurl, subprocesses), so it runs on a thread of its own and the test
  /// only awaits it: Swift's cooperative pool has as many threads as the machine has cores,
  /// and other tests' tasks need them.
  public static func with<T: Sendable>(
    seed: (GistStore) -> Void = { _ in }, _ body: @escaping @Sendable (ServerFixture) throws -> T
  ) async throws -> T {
    let fixture = try await start(seed: seed)
    let result = await onOwnThread { try body(fixture) }
    await fixture.server.stop()
    return try result.get()
  }

  /// Runs `body` with two started servers that take the same token (so a token sent to the
  /// wrong one would work, and show), stopped afterwards whatever happens.
  public static func withTwo<T: Sendable>(
    seed: (GistStore) -> Void = { _ in },
    _ body: @escaping @Sendable (ServerFixture, ServerFixture) throws -> T
  ) async throws -> T {
    let first = try await start(seed: seed)
    let second: ServerFixture
    do {
      second = try await start(seed: seed)
    } catch {
      await first.server.stop()
      throw error
    }
    let result = await onOwnThread { try body(first, second) }
    await first.server.stop()
    await second.server.stop()
    return try result.get()
  }

  /// Whether any request this server took carried a token.
  public var tookAToken: Bool {
    store.requests.contains { $0.headers["authorization"] != nil }
  }

  /// The API URL.
  public var baseURL: String { server.baseURL }

  /// A client of this server signed in with `token` (nil: anonymous).
  public func api(
    token: String? = ServerFixture.token, timeout: TimeInterval = 10, git: GitProgram = .onPath()
  ) throws -> GistAPI {
    let router = try Router(baseURL: baseURL, token: token, version: "test")
    let client = CurlHTTPClient(
      options: CurlHTTPClient.Options(timeout: timeout, connectTimeout: min(5, timeout)))
    return GistAPI(router: router, client: client, git: git)
  }
}
