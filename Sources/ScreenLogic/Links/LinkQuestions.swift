import Basics
import GistWork

/// The links screen's questions, in words: what a push or a pull would change (the diff's
/// size and its first lines), a conflict's choices, a secret found in what would be pushed
/// to a public gist, and unlinking.
enum LinkQuestions {
  /// How many lines of the diff a question shows before saying how many more there are.
  static let previewLines = 8

  /// The diff of file `name` in the direction `move` changes it (GitHub's to here's for a
  /// push, here's to GitHub's for a pull): its size, then its first lines.
  static func preview(_ state: LinkState, name: String, pushing: Bool) -> [String] {
    let sides = state.sides([name])
    let (from, to) = pushing ? (sides.github, sides.here) : (sides.here, sides.github)
    guard let patch = GistDiff.patches(from: from, to: to).first else {
      return ["No difference in the text."]
    }
    var lines = [
      "\(patch.additions.counted("line")) added, \(patch.deletions.counted("line")) removed:"
    ]
    let body = (patch.patch ?? "Binary files differ").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let trimmed = body.last == "" ? Array(body.dropLast()) : body
    lines += trimmed.prefix(previewLines)
    if trimmed.count > previewLines {
      lines.append("… \((trimmed.count - previewLines).counted("more line")) (Enter shows all)")
    }
    return lines
  }

  /// The question before pushing file `name` of `state` (`findings`: secrets in it).
  static func push(_ state: LinkState, name: String, findings: [SecretFinding]) -> (
    title: String, message: [String], action: String
  ) {
    let gist = state.link.gistID
    let status = state.file(name)?.status ?? .changedHere
    let what =
      status == .deletedHere
      ? "Deleted here: the push removes \(name) from gist \(gist)."
      : "\(status.label.capitalizedFirst): the push sends it to gist \(gist)."
    let diff = preview(state, name: name, pushing: true)
    guard !findings.isEmpty else {
      return ("Push \(name)?", [what] + diff, "Push")
    }
    // The diff's lines would say the secret whole: only its size, then.
    let size = Array(diff.prefix(1)).map { $0.replacingSuffix(":", with: " (Enter shows them).") }
    var said = findings.prefix(3).map(\.sentence)
    if findings.count > 3 { said.append("And \((findings.count - 3).counted("more secret")).") }
    guard state.gist.isPublic else {
      return ("Push \(name)?", [what, "Sending to a secret gist:"] + said + size, "Push")
    }
    return (
      "A public gist with a secret in it",
      said + ["Anyone can read a public gist; search engines find it.", what] + size,
      "Push anyway"
    )
  }

  /// `path`, written from `~` when it is under `home`.
  static func shown(_ path: String, home: String?) -> String {
    guard let home, home.count > 1, path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }

  /// The question before pulling file `name` of `state` over the file here (a path under
  /// `home` is written from `~`).
  static func pull(_ state: LinkState, name: String, home: String?) -> (
    title: String, message: [String], action: String
  ) {
    let path = shown(state.link.localURL(of: name).path, home: home)
    guard state.file(name)?.status != .deletedOnGitHub else {
      return (
        "Delete \(path)?",
        ["Deleted on GitHub: the pull deletes the file here."]
          + preview(state, name: name, pushing: false), "Delete here"
      )
    }
    return (
      "Pull \(name)?",
      ["Changed on GitHub: the pull writes GitHub's text over \(path)."]
        + preview(state, name: name, pushing: false), "Pull"
    )
  }

  /// The choices of a conflicted file: nothing is written until one is chosen.
  static func conflict(_ state: LinkState, file: LinkedFile) -> Choice<LinksIntent> {
    Choice(
      title: "\(file.name) changed here and on GitHub",
      message: ["Nothing is written until you choose; Enter on the file shows both sides."]
        + preview(state, name: file.name, pushing: true),
      options: [
        .init("Cancel", nil), .init("Keep mine", .keepMine(file)),
        .init("Keep GitHub's", .confirmPull(file)), .init("Keep both", .keepBoth(file)),
      ])
  }

  /// The question before unlinking `link`.
  static func unlink(_ link: Link) -> (title: String, message: [String], action: String) {
    let files = link.isFolder ? "the folder" : "the file"
    return (
      "Unlink \(link.path)?",
      [
        "It is no longer kept in step with gist \(link.gistID).",
        "Nothing is deleted: \(files) here and the gist stay as they are.",
      ], "Unlink"
    )
  }
}

extension String {
  /// The text with its first letter in capitals ("Changed here").
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

  /// The text with `suffix` at its end replaced by `replacement`.
  fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? dropLast(suffix.count) + replacement : self
  }
}
