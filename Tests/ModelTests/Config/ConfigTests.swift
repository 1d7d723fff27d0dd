import Foundation
import Model
import Testing

@Suite struct ConfigTests {
  @Test func keysAreRead() throws {
    let config = try Config.parse(
      """
      api_url = "https://ghe.example.com/api/v3"
      timeout = 12
      ca_file = "/etc/ssl/corp.pem"
      refresh_interval = 60.5
      [options]
      mouse = true
      relative_times = false
      """)
    #expect(config.apiURL == "https://ghe.example.com/api/v3")
    #expect(config.timeout == 12)
    #expect(config.caFile == "/etc/ssl/corp.pem")
    #expect(config.refreshInterval == 60.5)
    #expect(config.options == ["mouse": true, "relative_times": false])
  }

  @Test func defaultsAndEnvironment() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/config.toml")
    let plain = try Config.load(file: missing, environment: [:])
    #expect(plain.apiURL == "https://api.github.com" && plain.timeout == 30)
    let overridden = try Config.load(
      file: missing, environment: ["DEHUB_API_URL": "http://127.0.0.1:9", "DEHUB_TIMEOUT": "2.5"])
    #expect(overridden.apiURL == "http://127.0.0.1:9" && overridden.timeout == 2.5)
    #expect(throws: GistError.self) {
      try Config.load(file: missing, environment: ["DEHUB_TIMEOUT": "soon"])
    }
  }

  @Test func mistakesNameTheLineOrKey() {
    do throws(GistError) {
      _ = try Config.parse("timeout = 5\napi_url = \n", source: "cfg.toml")
      Issue.record("invalid TOML must fail")
    } catch {
      #expect(error.message.hasPrefix("cfg.toml line 2:"))
    }
    #expect(throws: GistError.local("config.toml: timeout must be a positive number of seconds.")) {
      try Config.parse("timeout = \"soon\"")
    }
    #expect(throws: GistError.self) { try Config.parse("[options]\nmouse = 1") }
  }

  @Test func theShippedConfigParses() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Config/config.toml")
    let config = try Config.parse(String(contentsOf: file, encoding: .utf8))
    #expect(config == Config())
  }
}
