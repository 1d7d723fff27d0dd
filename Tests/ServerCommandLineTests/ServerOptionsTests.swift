import ArgumentParser
import ServerCommandLine
import Testing

/// `dehub server` checks the options and passes them on to `dehub-server` as `arguments`:
/// what it passes must parse back to what it read.
@Suite struct ServerOptionsTests {
  @Test func theOptionsPassedOnParseBackToTheSame() throws {
    let read = try ServerOptions.parse([
      "--port", "8123", "--seed", "/tmp/a seed.json", "--generate", "40", "--owner=-dash",
      "--token", "t=1", "--fault", "GET /gists=status:500*2", "--fault", "PUT /gists=drop",
      "--port-file", "/tmp/port", "--rate-limit", "60", "--public-url",
      "https://127.0.0.1:9/api/v3", "--name", "Demo User", "--large-log", "--exit-with-parent",
    ])
    let again = try ServerOptions.parse(read.arguments)
    #expect(again.port == 8123)
    #expect(again.seed == "/tmp/a seed.json")
    #expect(again.generate == 40)
    #expect(again.owner == "-dash")
    #expect(again.token == "t=1")
    #expect(again.faults == ["GET /gists=status:500*2", "PUT /gists=drop"])
    #expect(again.portFile == "/tmp/port")
    #expect(again.rateLimit == 60)
    #expect(again.publicURL == "https://127.0.0.1:9/api/v3")
    #expect(again.name == "Demo User")
    #expect(again.largeLog && again.exitWithParent)
    #expect(again.arguments == read.arguments)
  }

  @Test func theDefaultsPassOnAsDefaults() throws {
    let read = try ServerOptions.parse(try ServerOptions.parse([]).arguments)
    #expect(read.port == 0 && read.owner == "octocat" && read.token == "dehub-test-token")
    #expect(read.seed == nil && read.generate == 0 && read.faults.isEmpty)
    #expect(!read.largeLog && !read.exitWithParent && read.name == nil)
  }

  @Test(arguments: [
    ["--rate-limit", "-1"], ["--generate", "-1"], ["--public-url", "not a url"],
    ["--port", "70000"],
  ])
  func outOfRangeOptionsAreRefusedWithASentence(_ arguments: [String]) {
    do {
      _ = try ServerOptions.parse(arguments)
      Issue.record("\(arguments) was taken")
    } catch {
      let message = ServerOptions.message(for: error)
      #expect(message.contains("--"), "names the option: \(message)")
    }
  }
}
