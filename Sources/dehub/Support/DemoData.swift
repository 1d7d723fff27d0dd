import Foundation
import GistServer
import Model

/// The demo data set: the seed the gist server loads and the tour script, built into the
/// binary (from `Config/demo/`), or read from `DEHUB_DEMO_DIR` when it is set.
struct DemoData {
  /// The seed's JSON.
  let seed: Data
  /// Where the seed came from, for messages.
  let seedName: String
  /// The tour's text.
  let tour: String

  /// The built-in data, or `DEHUB_DEMO_DIR`'s `seed.json` and `tour.demo`.
  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> DemoData
  {
    guard let folder = environment["DEHUB_DEMO_DIR"], !folder.isEmpty else {
      return DemoData(
        seed: Data(EmbeddedFiles.demoSeed.utf8), seedName: "the built-in demo seed",
        tour: EmbeddedFiles.demoTour)
    }
    let url = URL(fileURLWithPath: folder)
    let seedFile = url.appendingPathComponent("seed.json")
    guard let seed = FileManager.default.contents(atPath: seedFile.path),
      let tour = try? String(
        contentsOf: url.appendingPathComponent("tour.demo"), encoding: .utf8)
    else {
      throw CommandFailure.failure(
        "DEHUB_DEMO_DIR (\(folder)) must hold seed.json and tour.demo.")
    }
    return DemoData(seed: seed, seedName: seedFile.path, tour: tour)
  }

  /// A gist server on a free loopback port with the demo data, the demo token signing in as
  /// `you`, and one file over GitHub's 1 MB, which the API sends truncated.
  func startServer() throws -> GistServer {
    let file: SeedFile
    do {
      file = try JSONDecoder().decode(SeedFile.self, from: seed)
    } catch {
      throw CommandFailure.failure("The demo seed (\(seedName)) is not valid: \(error).")
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
