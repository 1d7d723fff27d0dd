import ArgumentParser

/// A command line as gh's users type it, made into the form the parser reads: a first
/// word `gist` (`dehub gist list`, from `gh gist list`) is left out, gh's `ls` is `list`,
/// the common options given before the command (`dehub --timeout 5 list`) go after it,
/// and an unknown command is said so, with the nearest name (`lsit` → `list`); `--json`
/// with no fields after it is made `--whole-json` (`jsonWords`).
enum CommandWords {
  /// gh's names that dehub spells otherwise.
  static let aliases = ["ls": "list", "new": "create"]

  /// The options every command that talks to GitHub takes (`GlobalOptions`), with whether
  /// each takes a value.
  static let globalOptions = [
    "--api-url": true, "--timeout": true, "--no-cache": false, "--allow-escape-sequences": false,
  ]

  /// `arguments` (without the program's name) in the parser's form.
  static func normalized(_ arguments: [String]) throws(CommandFailure) -> [String] {
    var words = arguments[...]
    if words.first == "gist" { words.removeFirst() }
    var globals: [String] = []
    while let first = words.first {
      let name = String(first.prefix { $0 != "=" })
      guard let takesValue = globalOptions[name] else { break }
      words.removeFirst()
      globals.append(first)
      if takesValue && !first.contains("=") {
        guard let value = words.popFirst() else {
          throw .usage("\(name) needs a value.")
        }
        globals.append(value)
      }
    }
    guard let word = words.first, !word.hasPrefix("-") else {
      return globals + words
    }
    let command = aliases[word] ?? word
    guard commandNames.contains(command) else {
      let nearest = nearestCommand(to: word).map { "; did you mean \"\($0)\"?" } ?? "."
      throw .usage(
        "unknown command \"\(word)\"\(nearest) `dehub --help` lists the commands.")
    }
    var rest = Array(words.dropFirst())
    // Before a `--`: after it every word is an argument.
    rest.insert(contentsOf: globals, at: rest.firstIndex(of: "--") ?? rest.endIndex)
    return jsonWords([command] + rest)
  }

  /// `words` (a command's name first) with each `--json` that has no fields after it made
  /// `--whole-json` (GitHub's whole JSON): gh's `--json`
  /// takes fields, dehub's took none, and both are read. The word after `--json` is its
  /// fields when it is a comma-separated list of names and either holds a comma, names
  /// only the command's fields, or cannot be anything else: `list` takes no arguments,
  /// and a gist id or revision is 7 or more hex digits (`dehub view --json ID` stays
  /// GitHub's JSON of ID; `dehub view ID --json descripton` says the field is unknown).
  /// `search` takes words, so only its fields are fields there.
  static func jsonWords(_ words: [String]) -> [String] {
    guard words.contains("--json"), let command = words.first,
      let shape = JSONShape.ofCommand[command]
    else { return words }
    var out: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" {
        out += words[index...]
        break
      }
      index += 1
      guard word == "--json" else {
        out.append(word)
        continue
      }
      if index < words.count, isFieldList(words[index], command: command, shape: shape) {
        out += ["--json", words[index]]
        index += 1
      } else {
        out.append("--whole-json")
      }
    }
    return out
  }

  /// Whether `word`, after `--json` in `command`, is its list of fields.
  private static func isFieldList(_ word: String, command: String, shape: JSONShape) -> Bool {
    let names = word.split(separator: ",", omittingEmptySubsequences: false)
    let isName = { (name: Substring) in
      name.first?.isLetter == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard names.allSatisfy(isName) else { return false }
    if names.count > 1 || names.allSatisfy({ shape.names.contains(String($0)) }) { return true }
    switch command {
    case "list": return true
    case "search": return false
    default: return word.count < 7 || !word.allSatisfy(\.isHexDigit)
    }
  }

  /// The names of dehub's commands, `help` included.
  static var commandNames: Set<String> {
    Set(Dehub.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
  }

  /// The command whose name is nearest `word` (at most two edits away, or one that starts
  /// with it), if one is.
  static func nearestCommand(to word: String) -> String? {
    let lowered = word.lowercased()
    let names = commandNames.sorted()
    if let started = names.first(where: { $0.hasPrefix(lowered) && lowered.count >= 2 }) {
      return started
    }
    let scored = names.map { ($0, distance(Array(lowered), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
    return best.0
  }

  /// The edit distance between `left` and `right`, a swap of two neighbours counting one
  /// (`lsit` is one from `list`).
  static func distance(_ left: [Character], _ right: [Character]) -> Int {
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var table = Array(
      repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
    for index in 0...left.count { table[index][0] = index }
    for index in 0...right.count { table[0][index] = index }
    for row in 1...left.count {
      for column in 1...right.count {
        let cost = left[row - 1] == right[column - 1] ? 0 : 1
        var best = min(
          table[row - 1][column] + 1, table[row][column - 1] + 1,
          table[row - 1][column - 1] + cost)
        if row > 1, column > 1, left[row - 1] == right[column - 2],
          left[row - 2] == right[column - 1]
        {
          best = min(best, table[row - 2][column - 2] + 1)
        }
        table[row][column] = best
      }
    }
    return table[left.count][right.count]
  }
}
