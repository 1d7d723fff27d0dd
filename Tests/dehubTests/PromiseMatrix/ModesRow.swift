import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

extension PromiseMatrix {
  /// A secret gist of the signed-in user's.
  static func secretGist(id: String) -> @Sendable (GistStore) -> Void {
    { store in
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: id, owner: ServerFixture.login, description: "Private notes", isPublic: false,
              files: ["token.txt": "only mine\n"], hoursAgo: 0.1)
          ]))
    }
  }

  /// docs/safety.md, "Processes and files": what dehub writes of a secret gist is the
  /// user's alone (files 0600, folders 0700); a public gist's follows the umask. Before
  /// issue 49 `dehub export` wrote a secret gist's folder 0755 and its files 0644.
  static let secretGistsStayPrivateOnDisk = Promise(
    name: "a secret gist's files stay private on disk",
    cells: [
      .browser: .check {
        let id = "5ec12e7049"
        try await TmuxBrowser.withServerAndHome(seed: secretGist(id: id)) { fixture, home in
          let here = home.appendingPathComponent("here")
          try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
          let tmux = try TmuxSession(
            "cd '\(here.path)' && \(CLI.binary.path) open \(id); echo EXIT=$?",
            environment: TmuxBrowser.environment(fixture, token: ServerFixture.token, home: home))
          defer { tmux.close() }
          func screen() -> String { tmux.capture().joined(separator: "\n") }
          #expect(tmux.wait(for: "only mine"), "\(screen())")
          tmux.send("S")
          #expect(tmux.wait(for: "Save as:"), "\(screen())")
          tmux.send("Enter")
          #expect(tmux.wait(for: "Saved"), "\(screen())")
          #expect(MatrixPaths.mode(here.appendingPathComponent("token.txt")) == 0o600)
          tmux.send("q")
          tmux.send("q")
          #expect(tmux.wait(for: "EXIT=0"), "\(screen())")
        }
      },
      .cli: .check {
        try await CLI.with { cli, fixture in
          let secret = try fixture.api().create(
            NewGist(description: "s", files: ["s.txt": "s\n"], isPublic: false))
          let open = try fixture.api().create(
            NewGist(description: "p", files: ["p.txt": "p\n"], isPublic: true))
          let out = cli.home.appendingPathComponent("export")
          let run = try cli.run("export", out.path)
          #expect(run.status == 0, "\(run.stderr)")
          let hidden = out.appendingPathComponent(secret.id)
          #expect(MatrixPaths.mode(hidden) == 0o700)
          #expect(MatrixPaths.mode(hidden.appendingPathComponent("s.txt")) == 0o600)
          #expect(MatrixPaths.mode(hidden.appendingPathComponent("gist.json")) == 0o600)
          let shown = out.appendingPathComponent(open.id)
          #expect(MatrixPaths.mode(shown.appendingPathComponent("p.txt")) & 0o044 != 0)
        }
      },
      .sync: .check {
        try await CLI.with { cli, fixture in
          let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          _ = try fixture.api().update(
            id: gist.id, GistChanges(files: ["new.txt": .init(content: "from GitHub\n")]))
          let sync = try cli.run("sync", "--yes", folder.path)
          #expect(sync.status == 0, "\(sync.stderr)")
          #expect(MatrixPaths.mode(folder.appendingPathComponent("new.txt")) == 0o600)
        }
      },
      .watch: .check {
        try await CLI.with { cli, fixture in
          let (gist, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
          _ = try fixture.api().update(
            id: gist.id, GistChanges(files: ["new.txt": .init(content: "from GitHub\n")]))
          // The watch's first step pulls it.
          let (status, said) = try LinkWatchCLITests.watchInAChild(cli, folder)
          #expect(status == 0, "\(said)")
          #expect(MatrixPaths.mode(folder.appendingPathComponent("new.txt")) == 0o600)
        }
      },
      .mcp: .notApplicable("`dehub mcp` writes no files"),
      .outbox: outboxKeepsSecretGistsPrivate,
    ])
}
