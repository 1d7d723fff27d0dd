import Foundation
import GistServer
import Model

/// The demo data set: `Config/demo/` (the seed the gist server loads, the tour script),
/// found beside the checkout the binary was built in, or at `DEHUB_DEMO_DIR`.
struct DemoData {
  /// The folder.
  let folder: URL
  /// The seed file.
  var seed: URL { folder.appendingPathComponent("seed.json") }
  /// The default tour.
  var tour: URL { folder.appendingPathComponent("tour.demo") }

  /// The demo folder: `DEHUB_DEMO_DIR`, else `Config/demo` in a folder above the binary.
  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> DemoData
  {
    if let folder = environment["DEHUB_DEMO_DIR"], !folder.isEmpty {
      return DemoData(folder: URL(fileURLWithPath: folder))
    }
    if let seed = CheckoutFile.find("Config/demo/seed.json") {
      return DemoData(folder: seed.deletingLastPathComponent())
    }
    throw CommandFailure.failure(
      "Cannot find the demo data (Config/demo); set DEHUB_DEMO_DIR to that folder.")
  }

  /// A gist server on a free loopback port with the demo data, the demo token signing in as
  /// `you`, and one file over GitHub's 1 MB, which the API sends truncated.
  func startServer() throws -> GistServer {
    guard let data = FileManager.default.contents(atPath: seed.path) else {
      throw CommandFailure.failure("Cannot read the demo seed \(seed.path).")
    }
    let file: SeedFile
    do {
      file = try JSONDecoder().decode(SeedFile.self, from: data)
    } catch {
      throw CommandFailure.failure("The demo seed \(seed.path) is not valid: \(error).")
    }
    let store = GistStore()
    store.addUser("you", token: DemoCommand.token, name: "Demo User")
    store.load(file)
    let lines = (1...24_000).map {
      "2026-11-\(10 + $0 % 20)T12:\(10 + $0 % 50):00Z INFO request \($0) served in \($0 % 97) ms"
    }
    store.load(
      SeedFile(
        users: [],
        gists: [
          SeedGist(
            id: "b16f11e", owner: "you",
            description: "A large server log (over 1 MB, truncated by the API)",
            isPublic: false, files: ["server.log": lines.joined(separator: "\n") + "\n"],
            hoursAgo: 30)
        ]))
    let server = try GistServer(store: store)
    _ = try server.startBlocking()
    return server
  }
}
