import Foundation
import GistServer

/// The demo's data for the in-process server: `Config/demo/seed.json` (what `dehub demo`
/// embeds), the large log, and the demo user `you` with the demo token.
public enum DemoSeed {
  /// The demo user.
  public static let login = "you"
  /// The token that signs in as `you` (what `dehub demo` uses).
  public static let token = "demo-token"

  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The tour the demo plays.
  public static var tour: URL { root.appendingPathComponent("Config/demo/tour.demo") }

  /// Puts the demo's users and gists in `store`; a seed that cannot be read leaves the
  /// store with the demo user alone (the tests then fail on what they cannot see).
  public static func load(into store: GistStore) {
    store.addUser(login, token: token, name: "Demo User")
    let file = root.appendingPathComponent("Config/demo/seed.json")
    if let data = FileManager.default.contents(atPath: file.path),
      let seed = try? JSONDecoder().decode(SeedFile.self, from: data)
    {
      store.load(seed)
    }
    store.load(SeedFile(users: [], gists: [LargeLog.gist]))
  }
}
