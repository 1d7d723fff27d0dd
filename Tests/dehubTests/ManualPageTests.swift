import Foundation
import ScreenLogic
import System
import Testing

@testable import Commands

/// Issue 53: the man page is written from the commands' declarations and the key tables,
/// so a command, a flag or a key cannot be missing from it; it has the sections a man page
/// has; and every example it (and `--help`) gives names flags its command has.
@Suite struct ManualPageTests {
  static let sections = [
    "NAME", "SYNOPSIS", "DESCRIPTION", "COMMON OPTIONS", "COMMANDS", "BROWSER KEYS",
    "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
  ]

  static func page() throws -> String {
    try ManualPage.roff(date: "2026-11-28")
  }

  /// Every command shown in `--help`, its subcommands too, with the names they have.
  static func commands() throws -> [(name: String, command: ManualPage.Command)] {
    func walk(_ command: ManualPage.Command, _ prefix: String) -> [(String, ManualPage.Command)] {
      (command.subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
        .flatMap { sub -> [(String, ManualPage.Command)] in
          let name = prefix.isEmpty ? sub.commandName : "\(prefix) \(sub.commandName)"
          return [(name, sub)] + walk(sub, name)
        }
    }
    return walk(try ManualPage.described(), "")
  }

  @Test func thePageHasTheSectionsOfAManPage() throws {
    let page = try Self.page()
    for section in Self.sections {
      #expect(page.contains(".SH \(section)\n"), "no \(section)")
    }
    #expect(page.hasPrefix(".TH DEHUB 1 \"2026\\-11\\-28\""))
  }

  @Test func everyCommandAndEveryFlagIsOnThePage() throws {
    let page = try Self.page()
    let commands = try Self.commands()
    #expect(commands.count > 30)
    for (name, command) in commands {
      #expect(page.contains(".SS \(Roff.escaped("dehub \(name)"))\n"), "no \(name)")
      for argument in command.arguments ?? [] where argument.shouldDisplay != false {
        guard let long = argument.long else { continue }
        #expect(page.contains(Roff.escaped("--\(long)")), "\(name): no --\(long)")
      }
    }
  }

  @Test func everyKeyOfEveryScreenIsOnThePage() throws {
    let page = try Self.page()
    var rows = 0
    for screen in KeyMap.reference {
      for row in screen.rows {
        rows += 1
        #expect(page.contains(".B \(Roff.escaped(row.label))\n"), "\(screen.title): \(row.label)")
        #expect(page.contains(Roff.escaped("\(row.action) [\(row.name)]")), "\(row.name)")
      }
    }
    #expect(rows > 100)
  }

  /// An example is a command line a user may copy: each flag it gives is one its command
  /// takes, and every shown command has two or three in its `--help`.
  @Test func everyExampleNamesFlagsItsCommandHas() throws {
    for (name, command) in try Self.commands() {
      let examples = CommandExamples.of(name)
      let ownExamples = (command.discussion ?? "").contains("Examples:")
      #expect(!examples.isEmpty || ownExamples, "\(name) has no examples")
      let flags = Set(
        (command.arguments ?? []).flatMap { argument in
          (argument.names ?? []).map { $0.kind == "short" ? "-\($0.name)" : "--\($0.name)" }
        })
      for example in examples {
        // The part of a pipeline that runs this command, up to a redirection or git's `--`.
        let first = String(name.split(separator: " ")[0])
        let parts = example.command.split(separator: "|").map {
          $0.split(separator: " ").map(String.init)
        }
        let runs = { (words: [String]) -> Bool in
          words.first == "dehub" && (words.count == 1 || words[1] == first || first == "create")
        }
        var words = parts.first(where: runs) ?? []
        if let end = words.firstIndex(where: { [">", "<", "--"].contains($0) }) {
          words = Array(words[..<end])
        }
        #expect(!words.isEmpty, "\(name): \(example.command) does not run it")
        for word in words where word.hasPrefix("-") && word != "-" {
          #expect(flags.contains(word), "\(name): \(example.command): no \(word)")
        }
      }
    }
  }

  /// Issue 57, item 32: `--version` is the root's alone; no command lists it among its own
  /// options, and `dehub --version` still answers.
  @Test func noCommandListsVersionAsItsOwnOption() throws {
    for (name, command) in try Self.commands() {
      let names = (command.arguments ?? []).flatMap { ($0.names ?? []).map(\.name) }
      #expect(!names.contains("version"), "\(name) lists --version")
    }
    #expect(try ManualPage.described().discussion?.contains("dehub --version") == true)
  }

  /// `man` renders it with no warning (where `man` is installed).
  @Test func manRendersThePage() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else { return }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("dehub-\(UUID().uuidString).1")
    try Data(try Self.page().utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let environment = ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let rendered = try #require(
      ChildProcess.run(["/usr/bin/man", "-l", file.path], environment: environment))
    let warned = try #require(
      ChildProcess.run(
        ["/bin/sh", "-c", "man --warnings -l \"$1\" 2>&1 >/dev/null", "sh", file.path],
        environment: environment))
    let text = String(decoding: rendered.output, as: UTF8.self)
    let warnings = String(decoding: warned.output, as: UTF8.self)
    #expect(rendered.status == 0)
    #expect(warnings.isEmpty, "\(warnings)")
    for section in Self.sections { #expect(text.contains("\n\(section)\n"), "\(section)") }
    #expect(text.contains("dehub list"))
  }
}
