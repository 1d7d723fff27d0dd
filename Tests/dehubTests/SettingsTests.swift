import Foundation
import TestSupport
import Testing

/// Issue 19, item 3: numbers from outside (flags, environment, config) crashed dehub with
/// SIGILL or silently meant "no limit"; now each is refused with a sentence and an exit code.
@Suite struct SettingsTests {
  @Test func outOfRangeNumbersAreRefusedWithASentenceNeverACrash() throws {
    var cli = try CLI(server: nil)
    defer { cli.cleanUp() }
    cli.environment["DEHUB_API_URL"] = "http://127.0.0.1:9"
    for value in ["inf", "1e300", "0.0001", "nan"] {
      let run = try cli.run("list", "--timeout", value)
      #expect(run.status == 2, "--timeout \(value): \(run.stderr)")
      #expect(run.stderr.contains("--timeout must be a number of seconds from 0.1 to 3600"))
    }
    cli.environment["DEHUB_TIMEOUT"] = "1e300"
    let environment = try cli.run("list")
    #expect(environment.status == 1, "\(environment.stderr)")
    #expect(environment.stderr.contains("DEHUB_TIMEOUT must be a number of seconds"))
    cli.environment["DEHUB_TIMEOUT"] = nil
    _ = try cli.write("config/dehub/config.toml", "cache_limit_mb = 9000000000000\n")
    let config = try cli.run("list")
    #expect(config.status == 1, "\(config.stderr)")
    #expect(config.stderr.contains("cache_limit_mb must be a whole number of megabytes from 1"))
  }
}
