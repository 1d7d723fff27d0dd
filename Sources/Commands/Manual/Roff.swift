/// A man page being written: roff lines with man(7)'s macros, text escaped so that nothing
/// in it reads as a request or an escape.
struct Roff {
  private(set) var text = ""

  /// Adds `line` as it is (a request such as `.SH`, or text already escaped).
  mutating func line(_ line: String) {
    text += line + "\n"
  }

  /// Starts section `name`.
  mutating func section(_ name: String) {
    line(".SH \(name)")
  }

  /// Adds `words` as a paragraph's text.
  mutating func text(_ words: String) {
    for part in words.split(separator: "\n", omittingEmptySubsequences: false) {
      line(Self.escaped(String(part)))
    }
  }

  /// Adds each line of `discussion` as a paragraph.
  mutating func paragraphs(_ discussion: String?) {
    for paragraph in (discussion ?? "").split(separator: "\n") where !paragraph.isEmpty {
      line(".PP")
      text(String(paragraph))
    }
  }

  /// Adds an option: its names and value in bold, then what it does.
  mutating func option(_ argument: ManualPage.Argument) {
    line(".TP")
    line(".B \(Self.escaped(argument.synopsis))")
    var said = argument.abstract ?? ""
    if let value = argument.defaultValue, argument.kind != "flag", !value.isEmpty {
      said += " (default: \(value))"
    }
    text(said)
  }

  /// Adds `command` (`dehub PREFIX NAME`) with its own options and arguments, then its
  /// subcommands.
  mutating func command(_ command: ManualPage.Command, prefix: String) {
    let name = prefix.isEmpty ? command.commandName : "\(prefix) \(command.commandName)"
    line(".SS \(Self.escaped("dehub \(name)"))")
    text(command.abstract ?? "")
    // The examples `--help` ends with are under EXAMPLES.
    let examples = CommandExamples.help(name)
    var discussion = command.discussion ?? ""
    if !examples.isEmpty, discussion.hasSuffix(String(examples.drop { $0 == "\n" })) {
      discussion = String(discussion.dropLast(examples.drop { $0 == "\n" }.count))
    }
    paragraphs(discussion)
    let own = (command.arguments ?? []).filter { argument in
      argument.shouldDisplay != false && !ManualPage.common.contains(argument.long ?? "")
    }
    if !own.isEmpty {
      line(".RS")
      for argument in own { option(argument) }
      line(".RE")
    }
    for sub in command.subcommands ?? [] where sub.shouldDisplay != false {
      self.command(sub, prefix: name)
    }
  }

  /// `text` as roff text: backslashes and hyphens spelt as roff has them, and a line that
  /// would start with a request character made plain.
  static func escaped(_ text: String) -> String {
    var out = text.replacing("\\", with: "\\e")
      .replacing("-", with: "\\-")
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
