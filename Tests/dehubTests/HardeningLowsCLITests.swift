import Foundation
import GistServer
import GistValues
import MCPEndpoint
import TestSupport
import Testing

/// Issue 58, the low root causes, each seen failing before its fix.
@Suite struct HardeningLowsCLITests {
  /// K3: a config nested 50,000 deep crashed dehub (SIGSEGV); a misspelt key and a config
  /// that is a FIFO or a folder were ignored without a word.
  @Test func aConfigIsReadWithASentenceForWhatItGetsWrong() async throws {
    try await CLI.with(seed: { $0.generate(count: 1, owner: ServerFixture.login) }) { cli, _ in
      let config = cli.home.appendingPathComponent("config/dehub/config.toml")
      _ = try cli.write(
        "config/dehub/config.toml",
        "timeout = " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
          + "\n")
      let deep = try cli.runProcess("list")
      #expect(deep.status == 1, "\(deep.stderr)")
      #expect(deep.stderr.contains("arrays nest at most 8 deep"), "\(deep.stderr)")
      _ = try cli.write("config/dehub/config.toml", "timout = 5\n")
      let misspelt = try cli.run("list")
      #expect(misspelt.status == 0, "\(misspelt.stderr)")
      #expect(misspelt.stderr.contains("did you mean “timeout”?"), "\(misspelt.stderr)")
      try FileManager.default.removeItem(at: config)
      #expect(mkfifo(config.path, 0o600) == 0)
      let fifo = try cli.run("list")
      #expect(fifo.status == 1 && fifo.stderr.contains("is not a file"), "\(fifo.stderr)")
      try FileManager.default.removeItem(at: config)
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      #expect(try cli.run("list").stderr.contains("is not a file"))
    }
  }

  /// K1: `[keys]` took ctrl-m, ctrl-i and ctrl-[, which a terminal sends as Enter, Tab and
  /// Esc, so the action bound to them never fired.
  @Test func aCtrlKeyATerminalSendsAsAnotherIsRefused() async throws {
    try await CLI.with { cli, _ in
      for (name, same) in [("ctrl-m", "Enter"), ("ctrl-i", "Tab"), ("ctrl-[", "Esc")] {
        _ = try cli.write("config/dehub/config.toml", "[keys]\nstar = \"\(name)\"\n")
        let run = try cli.run("pick", "--print", "id")
        #expect(run.stderr.contains("a terminal sends it as \(same)"), "\(run.stderr)")
      }
    }
  }

  /// L-12 rest: a 100,000-character token was said to hold "spaces or control characters".
  @Test func anOverlongTokenIsSaidToBeOverlong() async throws {
    try await CLI.with { cli, _ in
      var long = cli
      long.environment["GH_ENTERPRISE_TOKEN"] = String(repeating: "a", count: 100_000)
      let run = try long.run("list")
      #expect(run.stderr.contains("holds 100000 characters, more than any token"), "\(run.stderr)")
    }
  }

  /// L-12 rest: `dehub --timeout 60 view ID` (a common option first) was a usage error of
  /// `browse`; so were gh's `dehub gist list` and `dehub ls`, and a misspelt command said
  /// "Unexpected argument" under browse's usage.
  @Test func ghsWordsAndCommonOptionsFirstAreRead() async throws {
    try await CLI.with(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) { cli, _ in
      let id = try #require(cli.run("list", "--json").stdout.firstMatch(of: /"id":"(\w+)"/)?.1)
      for arguments in [
        ["--timeout", "60", "view", String(id)],
        ["--timeout=60", "--no-cache", "view", String(id)],
      ] {
        let process = try cli.runProcess(arguments)
        #expect(process.status == 0, "\(arguments): \(process.stderr)")
        #expect(process.stdout.contains("snippet"), "\(process.stdout)")
      }
      for arguments in [
        ["gist", "list"], ["ls"], ["gist", "ls", "--no-cache"], ["--no-cache", "ls"],
      ] {
        let run = try cli.runProcess(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 2, "\(arguments): \(run.stdout)")
        #expect(try cli.run(arguments).stdout == run.stdout)
      }
      let misspelt = try cli.runProcess("lsit")
      #expect(misspelt.status == 2)
      #expect(misspelt.stderr.hasPrefix("dehub: unknown command \"lsit\"; did you mean \"list\"?"))
      #expect(!misspelt.stderr.contains("browse"), "\(misspelt.stderr)")
      let unknown = try cli.run("frobnicate")
      #expect(unknown.status == 2 && unknown.stderr.contains("unknown command \"frobnicate\"."))
      #expect(try cli.run("--timeout").stderr.contains("--timeout needs a value."))
      // After `--`, a word is an argument, never a common option moved there.
      let dashes = try cli.run("--no-cache", "create", "--", "--no-cache")
      #expect(dashes.stderr.contains("--no-cache"), "\(dashes.stderr)")
    }
  }

  /// Scale: `status` said "in sync" while every file was skipped.
  @Test func aLinkWhoseEveryFileIsSkippedIsNotInSync() async throws {
    try await CLI.with { cli, fixture in
      let (_, folder) = try MatrixPaths.linkedFolder(cli, fixture, isPublic: false)
      try Data().write(to: folder.appendingPathComponent("a.txt"))
      let status = try cli.run("status", folder.path)
      #expect(status.stdout.contains("nothing synced: every file is skipped"), "\(status.stdout)")
      #expect(!status.stdout.contains("in sync"), "\(status.stdout)")
    }
  }

  /// MCP3: an id of 1e400 was answered with id null, and text was written with a raw C1.
  @Test func theEndpointAnswersWhatJSONCanHoldAndEscapesC1() {
    var server = MCPServer(name: "dehub", version: "t", instructions: "", tools: [])
    let answer = server.respond(to: Array(#"{"jsonrpc":"2.0","id":1e400,"method":"ping"}"#.utf8))
    #expect(answer?.contains("a number JSON can hold") == true, "\(answer ?? "")")
    let text = JSONValue.string("a\u{9B}31mred").serialized
    #expect(text == #""a\u009b31mred""#)
    #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }
}
