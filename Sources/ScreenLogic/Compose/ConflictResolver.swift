import Basics
import GistValues
import GistWork
import Store

/// Going through the files an edit and GitHub both changed since the edit was opened, one
/// at a time: each can keep GitHub's version, the user's, both (the user's beside it as
/// `NAME.mine`), or a merge made in the editor from git-style conflict markers. The
/// description is asked about too when both sides changed it (GitHub's or yours). It words
/// the questions and changes the draft; the compose Director asks and saves.
final class ConflictResolver {
  /// GitHub's version of the gist now.
  let server: Gist
  /// The files still to resolve, by the draft's names.
  private(set) var files: [String]
  /// What was kept so far, in words ("GitHub's a.txt"), by kind.
  private var theirs: [String] = []
  private var yours: [String] = []
  private var both: [String] = []
  private var merged: [String] = []

  /// The files `draft` and `server` differ on.
  init(server: Gist, draft: Draft) {
    self.server = server
    files = Self.conflictingFiles(draft, server)
  }

  /// The file being asked about.
  var current: String? { files.first }

  /// What stands for the description among the files (no file name holds a slash).
  static let description = "/description"

  /// What a name is called after "GitHub's": the file's name, or "description".
  private static func called(_ name: String) -> String {
    name == description ? "description" : name
  }

  /// The three versions of the draft's file `name`: as opened, on GitHub, here.
  func versions(of name: String, in draft: Draft) -> (
    base: String?, theirs: String?, yours: String?
  ) {
    if name == Self.description {
      return (draft.baseDescription, server.description ?? "", draft.description)
    }
    let original = draft.originalNames?[name] ?? name
    return (draft.baseFiles?[original], server.file(named: original)?.content, draft.files[name])
  }

  /// The question about the current file, `selected` focused (nil: the first button).
  func question(in draft: Draft, selected: ComposeIntent? = nil) -> Choice<ComposeIntent>? {
    guard let name = current else { return nil }
    if name == Self.description { return descriptionQuestion(in: draft, selected: selected) }
    let (base, theirs, yours) = versions(of: name, in: draft)
    func said(_ content: String?, who: String) -> String {
      switch (base, content) {
      case (nil, nil): return "\(who): not there."
      case (nil, _): return "\(who): added it."
      case (_, nil): return "\(who): removed it."
      case (let base?, let content?) where base == content: return "\(who): unchanged."
      default: return "\(who): changed it."
      }
    }
    var options: [Choice<ComposeIntent>.Option] = [
      .init("Stop", nil), .init("Versions", .showConflict(name)),
      .init("GitHub's", .keepTheirs(name)), .init("Yours", .keepYours(name)),
    ]
    var ways = "Keep GitHub's version or yours"
    // Bytes are not merged in an editor: a binary file is kept one way.
    if theirs != nil, yours != nil, !draft.isBinary(name) {
      options += [.init("Both", .keepBoth(name)), .init("Merge", .mergeInEditor(name))]
      ways =
        "Keep GitHub's, yours, both (yours as \(mineName(for: name, in: draft))), or merge"
        + " in your editor"
    }
    var choice = Choice(
      title: "\(name): changed on GitHub and here",
      message: [
        said(theirs, who: "On GitHub"), said(yours, who: "Here"), ways + ".",
        "\(files.count.counted("file")) to go.",
      ],
      options: options)
    choice.selected = options.firstIndex { $0.answer == selected && selected != nil } ?? 0
    return choice
  }

  /// The question about the description: GitHub's or yours, each quoted.
  private func descriptionQuestion(in draft: Draft, selected: ComposeIntent?)
    -> Choice<ComposeIntent>
  {
    let name = Self.description
    let options: [Choice<ComposeIntent>.Option] = [
      .init("Stop", nil), .init("GitHub's", .keepTheirs(name)), .init("Yours", .keepYours(name)),
    ]
    var choice = Choice(
      title: "The description: changed on GitHub and here",
      message: [
        "On GitHub: “\(server.description ?? "")”.", "Here: “\(draft.description)”.",
        "Keep GitHub's description or yours.", "\(files.count.counted("item")) to go.",
      ],
      options: options)
    choice.selected = options.firstIndex { $0.answer == selected && selected != nil } ?? 0
    return choice
  }

  /// Whether keeping GitHub's version of `name` drops text the user wrote.
  func keepingTheirsDrops(_ name: String, in draft: Draft) -> Bool {
    let (_, theirs, yours) = versions(of: name, in: draft)
    return yours != nil && yours != theirs
  }

  /// The question before GitHub's version of `name` replaces the user's: what is dropped.
  func dropQuestion(_ name: String, in draft: Draft) -> Choice<ComposeIntent> {
    let (base, _, yours) = versions(of: name, in: draft)
    let what =
      name == Self.description
      ? "yours: “\(yours ?? "")”"
      : base == nil
        ? "the \(ComposeChanges.lineCount(yours ?? "")) lines you wrote in it"
        : "your changes to it (\(ComposeChanges.counts(from: base ?? "", to: yours ?? "")))"
    return Choice(
      title: name == Self.description ? "Drop your description?" : "Drop your version of \(name)?",
      message: [
        "Keeping GitHub's \(Self.called(name)) drops \(what).",
        "Until GitHub confirms the send, your version stays in a draft.",
      ],
      options: [.init("Back", .backToConflict(name)), .init("Drop mine", .dropYours(name))])
  }

  /// Keeps GitHub's version of the current file.
  func keepTheirs(_ draft: inout Draft) {
    guard let name = files.first else { return }
    if name == Self.description {
      draft.description = server.description ?? ""
      theirs.append(Self.called(name))
      files.removeFirst()
      return
    }
    let original = draft.originalNames?[name] ?? name
    let content = server.file(named: original)?.content
    draft.files[name] = content
    if content != nil { draft.originalNames?[name] = original }
    theirs.append(name)
    files.removeFirst()
  }

  /// Keeps the user's version of the current file.
  func keepYours() {
    guard let name = files.first else { return }
    yours.append(name == Self.description ? "the description" : name)
    files.removeFirst()
  }

  /// Keeps GitHub's version of the current file, and the user's beside it as `NAME.mine`.
  func keepBoth(_ draft: inout Draft) {
    guard let name = files.first else { return }
    let mine = mineName(for: name, in: draft)
    let (_, _, yours) = versions(of: name, in: draft)
    keepTheirs(&draft)
    theirs.removeLast()
    draft.files[mine] = yours
    both.append("\(name) (yours as \(mine))")
  }

  /// The current file with git-style conflict markers where the two versions differ.
  func markers(in draft: Draft) -> String {
    guard let name = current else { return "" }
    let (_, theirs, yours) = versions(of: name, in: draft)
    return ConflictMarkers.merge(yours: yours ?? "", theirs: theirs ?? "")
  }

  /// Whether `merged`, the current file merged in the editor, still holds conflict markers
  /// (`ConflictMarkers.unresolved`).
  func stillConflicted(_ merged: String, in draft: Draft) -> Bool {
    guard let name = current else { return false }
    let (_, theirs, yours) = versions(of: name, in: draft)
    return ConflictMarkers.unresolved(merged, from: [theirs, yours])
  }

  /// Keeps `text`, merged in the editor, as the current file.
  func keepMerged(_ text: String, in draft: inout Draft) {
    guard let name = files.first else { return }
    draft.files[name] = text
    merged.append(name)
    files.removeFirst()
  }

  /// What was kept, in a sentence.
  var summary: String {
    var parts: [String] = []
    if !theirs.isEmpty { parts.append("GitHub's \(theirs.joined(separator: ", "))") }
    if !yours.isEmpty { parts.append("yours of \(yours.joined(separator: ", "))") }
    if !both.isEmpty { parts.append("both of \(both.joined(separator: ", "))") }
    if !merged.isEmpty { parts.append("your merge of \(merged.joined(separator: ", "))") }
    return "Kept \(parts.isEmpty ? "nothing" : parts.joined(separator: " and "))"
  }

  /// The draft, resolved, now based on GitHub's version.
  func rebase(_ draft: inout Draft) {
    draft.baseUpdatedAt = server.updatedAt
    draft.baseVersion = server.history?.first?.version
    draft.baseFiles = Dictionary(
      server.files.map { ($0.filename, $0.content ?? "") }, uniquingKeysWith: { a, _ in a })
    draft.baseDescription = server.description ?? ""
  }

  /// `NAME.mine` (or `NAME.mine2`, … when that is taken).
  private func mineName(for name: String, in draft: Draft) -> String {
    var candidate = name + ".mine"
    var number = 2
    while draft.files[candidate] != nil || server.file(named: candidate) != nil {
      candidate = "\(name).mine\(number)"
      number += 1
    }
    return candidate
  }

  /// The files whose version in `draft` differs from GitHub's now, by the draft's names
  /// (files GitHub has and the draft does not come by their server names), sorted.
  private static func conflictingFiles(_ draft: Draft, _ server: Gist) -> [String] {
    func serverName(_ name: String) -> String { draft.originalNames?[name] ?? name }
    var names: Set<String> = []
    for (name, content) in draft.files
    where server.file(named: serverName(name))?.content != content {
      names.insert(name)
    }
    let kept = Set(draft.files.keys.map(serverName))
    for file in server.files where !kept.contains(file.filename) {
      // Only a file GitHub added or changed since the edit was opened is a conflict; one the
      // user removed and GitHub left alone is simply removed.
      if draft.baseFiles?[file.filename] != file.content { names.insert(file.filename) }
    }
    // The description, when both sides changed it (or, in a draft that does not know the
    // description it was opened with, whenever they differ): it goes first.
    let theirs = server.description ?? ""
    let base = draft.baseDescription
    let conflicting =
      draft.description != theirs
      && (base.map { $0 != theirs && $0 != draft.description } ?? true)
    return (conflicting ? [description] : []) + names.sorted()
  }
}
