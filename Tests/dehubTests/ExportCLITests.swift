import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// `dehub export` (issue 34, item 2): the whole account mirrored into a folder, and a rerun
/// that asks only what changed.
@Suite struct ExportCLITests {
  @Test func aSecondRunFetchesOnlyWhatChangedAndRemovesWhatWasDeleted() async throws {
    try await CLI.with(seed: { $0.generate(count: 300, owner: ServerFixture.login) }) {
      cli, fixture in
      let folder = cli.home.appendingPathComponent("mirror")
      let first = try cli.run("export", folder.path)
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout.isEmpty)
      #expect(first.stderr.hasPrefix("300 gists: 300 new"), "\(first.stderr)")
      let api = try fixture.api()
      let gists = try api.gists(.mine, limit: 1000)
      #expect(Set(try Self.folders(in: folder)) == Set(gists.map(\.id)))
      // Each folder holds the gist's files and GitHub's object as it came.
      let sample = try #require(gists.first)
      let whole = try api.gist(id: sample.id)
      for file in whole.files {
        let written = folder.appendingPathComponent(sample.id).appendingPathComponent(file.filename)
        #expect(try String(contentsOf: written, encoding: .utf8) == file.content)
      }
      let object = try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent(sample.id + "/gist.json")))
      #expect((object as? [String: Any])?["id"] as? String == sample.id)

      // Three change (one loses a file, gains another), one is deleted.
      let changed = gists[10..<13].map(\.id)
      for id in changed {
        _ = try api.update(id: id, GistChanges(description: "changed \(id)"))
      }
      let renamed = try #require(try api.gist(id: changed[0]).files.first?.filename)
      _ = try api.update(
        id: changed[0], GistChanges(files: [renamed: nil, "added.txt": .init(content: "new\n")]))
      let deleted = gists[20].id
      try api.delete(id: deleted)
      fixture.store.clearLog()

      let second = try cli.run("export", folder.path)
      #expect(second.status == 0, "\(second.stderr)")
      #expect(
        second.stderr.hasPrefix("299 gists: 3 updated, 1 removed, 296 unchanged"),
        "\(second.stderr)")
      let asked = fixture.store.requests.filter {
        $0.method == "GET" && $0.path.hasPrefix("/gists/") && $0.path.count > 7
      }
      #expect(
        Set(asked.filter { $0.status == 200 }.map { String($0.path.dropFirst(7)) })
          == Set(changed))
      #expect(asked.filter { $0.status == 304 }.count == 296)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(deleted).path))
      let first3 = folder.appendingPathComponent(changed[0])
      #expect(!FileManager.default.fileExists(atPath: first3.appendingPathComponent(renamed).path))
      #expect(
        try String(contentsOf: first3.appendingPathComponent("added.txt"), encoding: .utf8)
          == "new\n")

      // Nothing changed: every gist answers 304.
      let third = try cli.run("export", folder.path)
      #expect(third.stderr.hasPrefix("299 gists: 299 unchanged"), "\(third.stderr)")
    }
  }

  @Test func keepDeletedKeepsTheFolderAndGitClonesWithHistory() async throws {
    try await CLI.with(seed: { $0.generate(count: 3, owner: ServerFixture.login) }) {
      cli, fixture in
      let api = try fixture.api()
      let gists = try api.gists(.mine, limit: 10)
      let folder = cli.home.appendingPathComponent("clones")
      let first = try cli.run("export", "--git", folder.path)
      #expect(first.status == 0, "\(first.stderr)")
      let clone = folder.appendingPathComponent(gists[0].id)
      #expect(
        FileManager.default.fileExists(atPath: clone.appendingPathComponent(".git/gist.json").path))
      _ = try api.update(
        id: gists[0].id, GistChanges(files: ["more.txt": .init(content: "more\n")]))
      try api.delete(id: gists[1].id)
      let second = try cli.run("export", "--git", "--keep-deleted", folder.path)
      #expect(second.status == 0, "\(second.stderr)")
      #expect(
        second.stderr.hasPrefix("2 gists: 1 updated, 1 kept though deleted, 1 unchanged"),
        "\(second.stderr)")
      #expect(
        try String(contentsOf: clone.appendingPathComponent("more.txt"), encoding: .utf8)
          == "more\n")
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(gists[1].id).path))
      // A folder exported with --git is not mixed with plain files.
      let plain = try cli.run("export", folder.path)
      #expect(plain.status == 1)
      #expect(plain.stderr.contains("holds an export made with --git"), "\(plain.stderr)")
    }
  }

  @Test func hostileIDsAndFileNamesNeverWriteOutsideTheFolder() async throws {
    let hostile = ["../escape.txt", ".git", "gist.json", "ok.txt"]
    try await CLI.with(seed: { store in
      store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "aaaa1111", owner: ServerFixture.login, description: "names", isPublic: true,
              files: Dictionary(uniqueKeysWithValues: hostile.map { ($0, "gitdir: /tmp\n") })),
            SeedGist(
              id: "../outside", owner: ServerFixture.login, description: "id", isPublic: true,
              files: ["a.txt": "a\n"]),
          ]))
    }) { cli, _ in
      let base = cli.home.appendingPathComponent("inside")
      let folder = base.appendingPathComponent("mirror")
      // A gist's folder that is a link out of the export folder is not followed.
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let run = try cli.run("export", folder.path)
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        run.stderr.contains("file “../escape.txt”: “../escape.txt” is not a plain file name"),
        "\(run.stderr)")
      #expect(run.stderr.contains("file “.git”: “.git” would make the folder a git repository"))
      #expect(run.stderr.contains("file “gist.json”: the name is export's own"))
      // The gist whose id is a path was left out by the list (said once as the process
      // ends: `Gist.saySkipped`), and nothing of it was written.
      #expect(try Self.folders(in: folder) == ["aaaa1111"])
      let names = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("aaaa1111").path)
      #expect(Set(names) == ["ok.txt", "gist.json", ".dehub-export-gist"])
      #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["mirror"])
      #expect(
        !FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("outside").path))
    }
  }

  @Test func aGistFolderThatIsASymbolicLinkIsNotFollowed() async throws {
    try await CLI.with(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) {
      cli, fixture in
      let gists = try fixture.api().gists(.mine, limit: 10)
      let folder = cli.home.appendingPathComponent("mirror")
      let elsewhere = cli.home.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(gists[0].id), withDestinationURL: elsewhere)
      let run = try cli.run("export", folder.path)
      #expect(run.status == 1)
      #expect(run.stderr.contains("is a symbolic link; not written"), "\(run.stderr)")
      #expect(run.stderr.contains("2 gists: 1 new, 1 problem"), "\(run.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
  }

  @Test func starredAddsTheGistsYouStarred() async throws {
    try await CLI.with(seed: { store in
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: "bbbb2222", owner: "ada", description: "ada's", isPublic: true,
              files: ["ada.txt": "hers\n"], starredBy: [ServerFixture.login]),
            SeedGist(
              id: "cccc3333", owner: ServerFixture.login, description: "mine", isPublic: true,
              files: ["mine.txt": "mine\n"], starredBy: [ServerFixture.login]),
          ]))
    }) { cli, _ in
      let folder = cli.home.appendingPathComponent("mirror")
      let mine = try cli.run("export", folder.path)
      #expect(mine.stderr.hasPrefix("1 gist: 1 new"), "\(mine.stderr)")
      let both = try cli.run("export", "--starred", folder.path)
      #expect(both.stderr.hasPrefix("2 gists: 1 new, 1 unchanged"), "\(both.stderr)")
      #expect(try Self.folders(in: folder) == ["bbbb2222", "cccc3333"])
      #expect(
        try String(contentsOf: folder.appendingPathComponent("bbbb2222/ada.txt"), encoding: .utf8)
          == "hers\n")
    }
  }

  /// The gist folders in `folder` (the state file left out).
  static func folders(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }
}
