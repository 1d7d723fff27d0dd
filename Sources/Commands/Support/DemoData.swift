import FoundationEssentials
import ServerCommandLine

/// The demo data set: the seed the gist server loads and the tour script, built into the
/// binary (from `Config/demo/`), or read from `DEHUB_DEMO_DIR` when it is set.
struct DemoData {
  /// The token the demo's server takes for its signed-in user.
  static let token = "demo-token"

  /// The seed's JSON.
  let seed: Data
  /// Where the seed came from, for messages.
  let seedName: String
  /// The tour's text.
  let tour: String

  /// The built-in data, or `DEHUB_DEMO_DIR`'s `seed.json` and `tour.demo`.
  static func locate(environment: [String: String] = Console.current.environment)
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

  /// Starts the gist server (`dehub-server`) on a free loopback port with the demo data,
  /// the demo token signing in as `you`, and one file over GitHub's 1 MB, which the API
  /// sends truncated. The seed is written into `folder` for it.
  func startServer(in folder: URL) throws(CommandFailure) -> ServerChild {
    let seedFile = folder.appendingPathComponent("seed.json")
    do {
      try seed.write(to: seedFile)
    } catch {
      throw .failure("Cannot write the demo seed to \(folder.path): \(error)")
    }
    do {
      let options = try ServerOptions.parse([
        "--owner=you", "--token=\(Self.token)", "--name=Demo User",
        "--seed=\(seedFile.path)",
        "--large-log",
      ])
      return try ServerProgram.start(options, folder: folder)
    } catch let error as CommandFailure {
      throw .failure("\(error.message) (the seed was \(seedName))")
    } catch {
      throw .failure("The demo's server options are not valid: \(error).")
    }
  }
}
