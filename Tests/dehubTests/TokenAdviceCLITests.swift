import Foundation
import GistServer
import TestSupport
import Testing

/// A review found a refused `GH_ENTERPRISE_TOKEN` answered with "Run `dehub auth login`", which cannot
/// help (the variable wins over the saved token), and `auth logout` calling an empty
/// GH_ENTERPRISE_TOKEN "still set": the advice now follows where the token came from, by the
/// resolver's rule.
@Suite struct TokenAdviceCLITests {
  @Test func aRefusedTokenFromTheEnvironmentIsNamedWithItsFix() async throws {
    try await CLI.with { cli, _ in
      var bad = cli
      bad.environment["GH_ENTERPRISE_TOKEN"] = "wrong-token-abc"
      let list = try bad.run("list")
      #expect(list.status == 4)
      #expect(list.stderr.contains("rejected the token in GH_ENTERPRISE_TOKEN"), "\(list.stderr)")
      #expect(list.stderr.contains("unset GH_ENTERPRISE_TOKEN"))
      #expect(!list.stderr.contains("wrong-token-abc"))

      // An empty GH_ENTERPRISE_TOKEN is unset: the token is GITHUB_ENTERPRISE_TOKEN's, and so is the advice.
      bad.environment["GH_ENTERPRISE_TOKEN"] = ""
      bad.environment["GITHUB_ENTERPRISE_TOKEN"] = "wrong-token-abc"
      let status = try bad.run("auth", "status")
      #expect(status.status == 4)
      #expect(status.stderr.contains("in GITHUB_ENTERPRISE_TOKEN"), "\(status.stderr)")
      #expect(!status.stderr.contains("GH_ENTERPRISE_TOKEN:"))
    }
  }

  @Test func aRefusedSavedTokenAndAPastedOneAreToldApart() async throws {
    try await CLI.with { cli, _ in
      var fresh = cli
      fresh.environment["GH_ENTERPRISE_TOKEN"] = nil
      let file = try fresh.write("config/dehub/token", "wrong-token-abc\n")
      chmod(file, 0o600)
      let saved = try fresh.run("list")
      #expect(saved.status == 4)
      #expect(saved.stderr.contains("rejected the saved token"), "\(saved.stderr)")
      #expect(saved.stderr.contains("dehub auth login"))

      // With GH_ENTERPRISE_TOKEN set, a pasted token that is refused is the pasted one's fault.
      var pasting = cli
      pasting.environment["GH_ENTERPRISE_TOKEN"] = "wrong-token-abc"
      let login = try pasting.run("auth", "login", stdin: "nope\n")
      #expect(login.status == 4)
      #expect(login.stderr.contains("rejected this token"), "\(login.stderr)")
      #expect(!login.stderr.contains("GH_ENTERPRISE_TOKEN"))
      // A good one is saved, and GH_ENTERPRISE_TOKEN is said to win while it is set.
      let good = try pasting.run("auth", "login", stdin: "\(ServerFixture.token)\n")
      #expect(good.status == 0, "\(good.stderr)")
      #expect(
        good.stderr.contains("GH_ENTERPRISE_TOKEN is set, and is used before the saved token"))
    }
  }

  @Test func aRefusedTokenOfGHSaysSo() async throws {
    try await ServerFixture.with { fixture in
      var cli = try CLI(server: fixture, token: nil)
      defer { cli.cleanUp() }
      let bin = cli.home.appendingPathComponent("fake-bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try ExecutableScript.write(
        "#!/bin/sh\n[ \"$1 $2\" = \"auth token\" ] && echo wrong-token-abc && exit 0\nexit 1\n",
        to: bin.appendingPathComponent("gh"))
      cli.environment["PATH"] = bin.path + ":" + (cli.environment["PATH"] ?? "")
      let run = try cli.run("list")
      #expect(run.status == 4)
      #expect(run.stderr.contains("rejected gh's token"), "\(run.stderr)")
      #expect(run.stderr.contains("gh auth login --hostname"))
    }
  }

  @Test func logoutCallsOnlyAVariableThatHoldsATokenSet() async throws {
    try await CLI.with { cli, _ in
      var empty = cli
      empty.environment["GH_ENTERPRISE_TOKEN"] = ""
      let quiet = try empty.run("auth", "logout")
      #expect(quiet.status == 0)
      #expect(!quiet.stderr.contains("still set"), "\(quiet.stderr)")
      empty.environment["GITHUB_ENTERPRISE_TOKEN"] = "abc"
      let said = try empty.run("auth", "logout")
      #expect(said.stderr.contains("GITHUB_ENTERPRISE_TOKEN is still set"), "\(said.stderr)")
      #expect(!said.stderr.contains("GH_ENTERPRISE_TOKEN is"))
      let set = try cli.run("auth", "logout")
      #expect(set.stderr.contains("GH_ENTERPRISE_TOKEN is still set"), "\(set.stderr)")
    }
  }
}
