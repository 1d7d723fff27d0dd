import ScreenLogic

extension AppDriver {
  /// Runs `body` with a driver at `columns` × `rows`, signed in, on a server holding one
  /// public gist of ada's (id `c0ffee`, `description`, `files`), opened on its detail as
  /// `dehub open c0ffee` opens it.
  public static func withGist<T: Sendable>(
    columns: Int, rows: Int, description: String, files: [String: String],
    _ body: @escaping @Sendable (AppDriver) throws -> T
  ) async throws -> T {
    try await with(
      columns: columns, rows: rows,
      seed: JourneySeed.oneGist(
        id: "c0ffee", owner: "ada", description: description, files: files),
      token: ServerFixture.token, config: JourneySeed.config,
      opening: .gist(id: "c0ffee", revision: nil), body)
  }
}
