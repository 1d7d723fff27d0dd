import Foundation
import GistServer
import GistValues
import GistWork
import TestSupport
import Testing

/// `AccountExport` against the loopback server: what a hostile id does, and a run stopped
/// midway that the next run continues.
@Suite struct AccountExportTests {
  @Test func anIDThatIsAPathIsRefusedUnasked() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 1, owner: ServerFixture.login) }) {
      fixture in
      let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-export-\(UUID())/mirror")
      defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
      let api = try fixture.api()
      let real = try api.gists(.mine, limit: 1)
      let export = try AccountExport(
        api: api, folder: ExportFolder(root: root), options: AccountExport.Options())
      fixture.store.clearLog()
      let summary = try export.run(
        listed: [Gist(id: "../x"), Gist(id: "/etc/passwd"), Gist(id: ".git")] + real)
      #expect(summary.total == 4 && summary.new == 1)
      #expect(
        summary.problems == [
          "“../x”: the server gave a gist id that is not a plain id; not written.",
          "“/etc/passwd”: the server gave a gist id that is not a plain id; not written.",
          "“.git”: the server gave a gist id that is not a plain id; not written.",
        ])
      #expect(fixture.store.requests.count == 1, "only the real gist is asked")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
          == [ExportState.fileName, ".dehub-export.lock", real[0].id])
    }
  }

  @Test func aRunStoppedMidwayContinuesWhereItStopped() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 10, owner: ServerFixture.login) }) {
      fixture in
      let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-export-\(UUID())")
      defer { try? FileManager.default.removeItem(at: root) }
      let api = try fixture.api()
      let gists = try api.gists(.mine, limit: 100)
      // The connection drops at the sixth gist, as a Ctrl-C would stop the run there.
      fixture.store.inject(Fault(method: "GET", path: "/gists/\(gists[5].id)", kind: .drop))
      let folder = try ExportFolder(root: root)
      #expect(throws: GistError.self) {
        try AccountExport(api: api, folder: folder, options: .init()).run(listed: gists)
      }
      #expect(try ExportState.load(from: root)?.gists.count == 5)
      fixture.store.clearFaults()
      fixture.store.clearLog()
      let summary = try AccountExport(api: api, folder: folder, options: .init()).run(
        listed: gists)
      #expect(summary.line == "10 gists: 5 new, 5 unchanged")
      #expect(fixture.store.requests.filter { $0.status == 304 }.count == 5)
    }
  }
}
