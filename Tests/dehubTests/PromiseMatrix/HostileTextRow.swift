import Foundation
import GistServer
import TestSupport
import Testing

extension PromiseMatrix {
  static let hostileID = "e5cae5cae5cae5ca"

  /// A gist whose description and file hold escape sequences (a terminal title, OSC 52, a
  /// screen clear, a C1 CSI).
  static let hostileSeed = JourneySeed.oneGist(
    id: hostileID, owner: ServerFixture.login, description: "evil" + Fault.hostileText,
    files: ["run.sh": "echo" + Fault.hostileText + "\n"])

  /// docs/safety.md, "Hostile text": server text never drives the terminal; into a pipe or a
  /// file it is the exact bytes or refused (issue 53). One rule: `Output` for the commands,
  /// the sanitiser under the toolkit for the screen.
  static let hostileTextNeverDrivesTheTerminal = Promise(
    name: "server text never drives the terminal, and piped it is exact or refused",
    cells: [
      .browser: .check {
        try await AppDriver.with(
          seed: hostileSeed, token: ServerFixture.token, config: JourneySeed.config
        ) { driver in
          #expect(driver.list.titles == ["evil" + Fault.hostileText])
          // What reaches the terminal is the subject: the escapes drawn as symbols, never sent.
          driver.expect(screenShows: "evil␛]0;pwned␇")
          let drawn = driver.screen.lines.joined(separator: "\n")
          #expect(!drawn.contains("\u{1B}") && !drawn.contains("\u{9B}"), "\(drawn)")
        }
      },
      .cli: .check {
        try await CLI.with(seed: hostileSeed) { cli, _ in
          let piped = try cli.run("view", hostileID, "-f", "run.sh")
          #expect(piped.status == 1 && piped.stdout.isEmpty, "\(piped.stdout.debugDescription)")
          #expect(piped.stderr.contains("--allow-escape-sequences"), "\(piped.stderr)")
          let exact = try cli.run("view", hostileID, "-f", "run.sh", "--allow-escape-sequences")
          #expect(exact.stdout == "echo" + Fault.hostileText + "\n")
          let shown = try cli.runOnTerminal(["view", hostileID, "-f", "run.sh"])
          #expect(!shown.stdout.contains("\u{1B}]"), "\(shown.stdout.debugDescription)")
        }
      },
      .sync: .notApplicable(
        "sync writes a gist's files as their bytes, which is what a file is; what it says "
          + "goes to stderr through the one sanitiser the cli cell checks"),
      .watch: .notApplicable("as sync: files are bytes, messages go through the sanitiser"),
      .mcp: .notApplicable(
        "answers are JSON-RPC, whose strings escape control characters; nothing is drawn"),
      .outbox: outboxNeverDrivesTheTerminal,
    ])
}
