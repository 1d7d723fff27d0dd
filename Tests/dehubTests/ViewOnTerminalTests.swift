import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// `view` on a terminal: code highlighted like the browser's, long gists through the pager;
/// piped, the text as it is.
@Suite struct ViewOnTerminalTests {
  @Test func highlightsCodeAndPagesWhatIsTallerThanTheScreen() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let short = try api.create(
        NewGist(
          description: "short",
          files: ["main.swift": "import Foundation\nlet x = \"s\" // note\n"], isPublic: false))
      let long = try api.create(
        NewGist(
          description: "long",
          files: ["lines.txt": (1...200).map { "line \($0)\n" }.joined()], isPublic: false))
      var cli = cli
      let paged = cli.home.appendingPathComponent("paged")
      cli.environment["PAGER"] = "cat > '\(paged.path)'"

      let shown = try cli.runOnTerminal(["view", short.id])
      #expect(shown.status == 0)
      #expect(shown.stdout.contains("\u{1B}[1;35mimport\u{1B}[0m Foundation"))
      #expect(shown.stdout.contains("\u{1B}[32m\"s\"\u{1B}[0m \u{1B}[2m// note\u{1B}[0m"))
      #expect(!FileManager.default.fileExists(atPath: paged.path), "short text is not paged")

      let tall = try cli.runOnTerminal(["view", long.id])
      #expect(tall.status == 0, "\(tall.stderr)")
      #expect(!tall.stdout.contains("line 1\n"))
      let pagedText = try String(contentsOf: paged, encoding: .utf8)
      #expect(pagedText.contains("line 1\nline 2\n") && pagedText.hasSuffix("line 200\n"))

      // Piped: the text, no colours, no pager.
      try FileManager.default.removeItem(at: paged)
      let piped = try cli.run("view", short.id, "--filename", "main.swift")
      #expect(piped.stdout == "import Foundation\nlet x = \"s\" // note\n")
      #expect(try cli.run("view", long.id).stdout.hasSuffix("line 200\n"))
      #expect(!FileManager.default.fileExists(atPath: paged.path))

      // A pager that is not there: the text is shown without one.
      cli.environment["PAGER"] = "no-such-pager-here"
      let fallback = try cli.runOnTerminal(["view", long.id])
      #expect(fallback.stdout.contains("line 200\n"))
    }
  }

  @Test func rendersMarkdownOnATerminalAndPrintsItAsWrittenWhenPiped() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let markdown =
        "# Deploy\n\nRun **this** first:\n\n| step | time |\n|---|--:|\n| build | 3 |\n| ship | 12 |\n"
      let gist = try api.create(
        NewGist(description: "notes", files: ["notes.md": markdown], isPublic: false))
      var cli = cli
      cli.environment["COLUMNS"] = "60"
      cli.environment["NO_COLOR"] = "1"
      let plain = try cli.runOnTerminal(["view", gist.id, "--filename", "notes.md"])
      #expect(plain.status == 0, "\(plain.stderr)")
      let lines = plain.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(lines.contains("Deploy") && lines.contains("══════"))
      #expect(lines.contains("Run this first:"))
      #expect(lines.contains("step  │ time") && lines.contains("build │    3"))
      #expect(!plain.stdout.contains("# Deploy") && !plain.stdout.contains("|---"))

      cli.environment["NO_COLOR"] = nil
      let colored = try cli.runOnTerminal(["view", gist.id, "--filename", "notes.md"])
      #expect(colored.stdout.contains("\u{1B}[1mthis\u{1B}[0m"))
      #expect(colored.stdout.contains("\u{1B}[1;36mDeploy\u{1B}[0m"))

      // Piped, or --raw: the Markdown as written.
      #expect(try cli.run("view", gist.id, "--filename", "notes.md").stdout == markdown)
      let raw = try cli.runOnTerminal(["view", gist.id, "--filename", "notes.md", "--raw"])
      #expect(raw.stdout.replacingOccurrences(of: "\r\n", with: "\n") == markdown)
    }
  }

  /// A review found no blank line between a Markdown file and the next `── name ──` header
  /// on a terminal, where piped output has one. A stdout taken for a terminal, in-process.
  @Test func aRenderedMarkdownFileIsFollowedByABlankLineAsPiped() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(
          description: "two", files: ["a.md": "# Title\n\nsome text\n", "b.txt": "b\n"],
          isPublic: false))
      var cli = cli
      cli.environment["NO_COLOR"] = "1"
      cli.environment["PAGER"] = "cat"
      let piped = try cli.run("view", gist.id)
      #expect(piped.stdout.contains("some text\n\n── b.txt ──\nb\n"), "\(piped.stdout)")
      cli.stdoutTerminal = true
      let shown = try cli.run("view", gist.id)
      #expect(shown.status == 0, "\(shown.stderr)")
      #expect(!shown.stdout.contains("# Title"), "rendered: \(shown.stdout)")
      #expect(shown.stdout.contains("some text\n\n── b.txt ──\nb\n"), "\(shown.stdout)")
    }
  }
}
