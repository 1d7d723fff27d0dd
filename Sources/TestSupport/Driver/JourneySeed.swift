import GistServer
import Store

/// Seeds and settings the journeys share (on the driver and in tmux).
public enum JourneySeed {
  /// A seed of one gist (and the user "ada").
  public static func oneGist(
    id: String, owner: String, description: String, files: [String: String],
    comments: [SeedGist.Comment]? = nil, isPublic: Bool = true
  ) -> @Sendable (GistStore) -> Void {
    { store in
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: id, owner: owner, description: description, isPublic: isPublic, files: files,
              comments: comments, hoursAgo: 0.1)
          ]))
    }
  }

  /// Three gists of the signed-in user, newest first: a public one, a secret one, a public
  /// one; by description they go apple, Mango, Zebra.
  public static func threeGists(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: "ada")],
        gists: [
          SeedGist(
            id: "feed01", owner: ServerFixture.login, description: "Zebra notes",
            isPublic: true, files: ["zebra.md": "# Zebras\nstripes\n"], hoursAgo: 1),
          SeedGist(
            id: "feed02", owner: ServerFixture.login, description: "apple pie",
            isPublic: false, files: ["pie.txt": "flour\nbutter\n"], hoursAgo: 2),
          SeedGist(
            id: "feed03", owner: ServerFixture.login, description: "Mango lassi",
            isPublic: true, files: ["lassi.txt": "mango\nyoghurt\n"], hoursAgo: 3),
        ]))
  }

  /// Five gists of the signed-in user, bulk01 the newest ("bulk 1" … "bulk 5", one file
  /// each, `b1.txt` holding "text 1"); bulk02 is secret.
  public static func fiveGists(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [],
        gists: (1...5).map { number in
          SeedGist(
            id: "bulk0\(number)", owner: ServerFixture.login, description: "bulk \(number)",
            isPublic: number != 2, files: ["b\(number).txt": "text \(number)\n"],
            hoursAgo: Double(number))
        }))
  }

  /// 300 generated gists of the signed-in user and, beyond the first pages, an old one
  /// with a word found only inside one of its files ("quuxfrobnicate", in runbook.txt).
  public static func searchable(_ store: GistStore) {
    store.generate(count: 300, owner: ServerFixture.login)
    store.load(
      SeedFile(
        users: [],
        gists: [
          SeedGist(
            id: "feedface01", owner: ServerFixture.login, description: "old notes",
            isPublic: false,
            files: [
              "a-readme.md": "# notes\n", "runbook.txt": "line one\nthe quuxfrobnicate step\n",
            ],
            hoursAgo: 5000)
        ]))
  }

  /// The settings of a journey: the search indexer fetches no content (what the screens
  /// fetch is indexed), unless a journey is about it.
  public static var config: Config {
    var config = Config()
    config.searchRateShare = 0
    return config
  }
}
