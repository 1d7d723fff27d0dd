import Foundation
import GistValues
import Store
import Testing

@Suite struct ConfigTests {
  /// Found by `scripts/fuzz`: text such as `[$` or `a = [ }` failed an assertion inside
  /// the TOML parser, which stopped dehub (a config file crashed it). The parser now gets
  /// only text of the shape the config uses; anything else is a sentence naming the line.
  @Test func textTheTOMLParserCouldCrashOnIsASentence() {
    let refused: [(String, String)] = [
      ("[$", "line 1: a name must be letters, digits, _ or -, or quoted."),
      ("\u{FEFF}[ $", "line 1: a name must be letters, digits, _ or -, or quoted."),
      ("a = 1\r\n[[$", "line 2: [[arrays of tables]] are not used in dehub's config."),
      (
        "refresh_int.rval =[ }",
        "line 1: a value must be a \"string\" or 'string' on one line, a number, true or "
          + "false, or [an, array] on one line."
      ),
      ("a = \"\"\"\nx\"\"\"", "line 1: multi-line strings are not used in dehub's config."),
      ("a = \"open", "line 1: a string is not closed on its line."),
      ("a = \"\\q\"", "line 1: a string has an unknown escape \\q."),
      (
        "timeout = 1__0",
        "line 1: a value must be a \"string\" or 'string' on one line, a number, true or "
          + "false, or [an, array] on one line."
      ),
      ("a = 1 b", "line 1: unexpected text after the value or header."),
      ("a = [1, 2", "line 1: an array must end with ] on the same line."),
      ("a = [1 2]", "line 1: the items of an array are separated by commas."),
      ("a\u{1B} = 1", "line 1: it holds a control character (U+1B)."),
    ]
    for (text, sentence) in refused {
      #expect {
        try Config.parse(text)
      } throws: { error in
        (error as? GistError)?.message == "config.toml \(sentence)"
      }
    }
    #expect(throws: Never.self) {
      try Config.parse(
        "# c\n[options]  # c\nmouse = true\n[ \"quoted\" . x ]\n'k' = 'v'\nn = -1_000.5e+3\nh = 0xff\nx = inf\n"
      )
    }
  }

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
    #expect(
      throws: GistError.local(
        "config.toml: timeout must be a number of seconds from 0.1 to 3600, not \"soon\".")
    ) {
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

  /// Issue 19, item 3: numbers from outside crashed dehub (`inf`, `1e300`, a huge cache
  /// limit overflowing) or meant something else (`0.0001` was "no limit"). Every one is
  /// range-checked with a sentence naming the setting and its range.
  @Test func numbersFromOutsideAreRangeChecked() {
    for (text, setting) in [
      ("timeout = inf", "timeout"), ("timeout = 1e300", "timeout"), ("timeout = 0.0001", "timeout"),
      ("timeout = -3", "timeout"), ("refresh_interval = inf", "refresh_interval"),
      ("refresh_interval = 1", "refresh_interval"),
      ("cache_limit_mb = 9000000000000", "cache_limit_mb"),
    ] {
      do {
        _ = try Config.parse(text, source: "config.toml")
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.message.contains("config.toml: \(setting) must be"), "\(error.message)")
        #expect(error.message.contains(" to "), "the range is said: \(error.message)")
      }
    }
    #expect((try? Config.parse("timeout = 0.5\nrefresh_interval = 60"))?.timeout == 0.5)
    for value in ["inf", "nan", "1e300", "0.0001", "soon"] {
      #expect(throws: GistError.self, "DEHUB_TIMEOUT=\(value)") {
        try Config.load(
          file: URL(fileURLWithPath: "/nonexistent/config.toml"),
          environment: ["DEHUB_TIMEOUT": value])
      }
    }
  }

  /// Issue 36: the config is read without TOMLKit (which brought full Foundation and ICU);
  /// what the library refused is still refused, with the line.
  @Test func theReaderDecodesValuesAndRefusesWhatTOMLRefuses() throws {
    let config = try Config.parse(
      #"""
      api_url = "https://h\u00E9.example/\"api\"\tv3"
      ca_file = 'C:\\no\\escapes'
      timeout = 1_0
      refresh_interval = 6e1
      cache_limit_mb = 0x10
      [options]
      mouse = false
      "sort_mine" = "created"
      """#)
    #expect(config.apiURL == "https://hé.example/\"api\"\tv3")
    #expect(config.caFile == #"C:\\no\\escapes"#)
    #expect(config.timeout == 10 && config.refreshInterval == 60 && config.cacheLimitMB == 16)
    #expect(config.options == ["mouse": false] && config.choices == ["sort_mine": "created"])
    for (text, sentence) in [
      ("timeout = 5\ntimeout = 6", "line 2: timeout is set twice."),
      ("[options]\nmouse = true\n[options]", "line 3: the table [options] is defined twice."),
      ("options = 1\n[options]", "line 2: the table [options] is defined twice."),
      ("a.b = 1\na = 2", "line 2: a is set twice."),
      ("timeout = 99999999999999999999", "line 1: the number 99999999999999999999 is too large."),
      ("a = \"\\uD800\"", "line 1: \\uD800 is not a character (a surrogate or too large)."),
      ("a = \"\\u12\"", "line 1: a \\u escape needs 4 hex digits."),
    ] {
      #expect(throws: GistError.local("config.toml \(sentence)")) { try Config.parse(text) }
    }
  }

  /// Issue 31: `[keys]` gives actions keys, one or a list; anything else says what it must be.
  @Test func keysGiveActionsKeys() throws {
    let config = try Config.parse(
      "[keys]\nstar = \"s\"\npalette = [\"ctrl-p\", \":\",]\nhelp = ['?']\n")
    #expect(config.keys == ["star": ["s"], "palette": ["ctrl-p", ":"], "help": ["?"]])
    for (text, key) in [("star = 1", "star"), ("star = []", "star"), ("star = [\"s\", 2]", "star")]
    {
      #expect {
        try Config.parse("[keys]\n" + text)
      } throws: { error in
        (error as? GistError)?.message
          == "config.toml: keys.\(key) must be a key in quotes (\"s\") or a list of them "
          + "([\"ctrl-p\", \":\"])."
      }
    }
  }
}
