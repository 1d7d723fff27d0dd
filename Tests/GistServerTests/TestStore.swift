import Foundation
import GistServer

/// The store the GistServer tests start from: a fixed clock, and two users, octocat
/// (token `t0k`) and ada (token `ada`).
enum TestStore {
  static func make() -> GistStore {
    let store = GistStore(
      baseURL: "http://127.0.0.1:1", now: { Date(timeIntervalSince1970: 1_800_000_000) })
    store.addUser("octocat", token: "t0k")
    store.addUser("ada", token: "ada")
    return store
  }
}
