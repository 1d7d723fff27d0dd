import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import ScreenLogic
import Store

/// `dehub drafts`: the unsent drafts (a gist written while GitHub could not take it, or an
/// edit left in compose), for scripts: listed, or one discarded. The browser's drafts
/// screen (`D`) reviews and sends them.
struct DraftsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "drafts", _superCommandName: "dehub",
    abstract: "List the unsent drafts, or discard one.",
    discussion: CommandExamples.discussion(
      """
      With no id: the drafts written for this host, the oldest first: id, what it is (a new \
      gist or the edit of one), its description or first file, when it was saved; then how \
      many are for other hosts or accounts (--all lists those too, with whom they are for). \
      The browser's D screen opens, reviews and sends them. With --discard ID: that draft \
      is removed (its text is gone).
      """, "drafts"))

  @OptionGroup var global: GlobalOptions

  @Flag(help: "List the drafts written for other hosts and accounts too.") var all = false
  @Option(help: "Remove the draft with this id (as listed).") var discard: String?
  @Flag(help: "Print the drafts as JSON (id, gist, description, files, public, savedAt, for).")
  var json = false

  func run() throws {
    let context = try CommandContext(options: global, requireToken: false, quiet: true)
    let store = context.drafts
    let drafts = store.all()
    if let discard {
      guard let draft = drafts.first(where: { $0.id == discard }) else {
        throw CommandFailure.failure(
          "No draft \(discard): dehub drafts --all lists them.")
      }
      store.remove(draft)
      return Output.error("Discarded \(DraftsDirector.name(of: draft)).")
    }
    let own = drafts.filter(store.isOwn)
    let listed = all ? drafts : own
    if json { return try writeJSON(listed, store: store) }
    let now = Console.current.now()
    for draft in listed {
      let saved = RelativeTime.describe(draft.savedAt, relative: true, now: now)
      let whom = store.isOwn(draft) ? [] : ["for \(DraftAccount.writer(of: draft) ?? "?")"]
      Output.line(
        ([
          draft.id, draft.gistID.map { "edit of \($0)" } ?? "new gist", Self.title(of: draft),
          "saved \(saved)",
        ] + whom).joined(separator: "\t"))
    }
    let others = drafts.count - own.count
    if listed.isEmpty {
      Output.error("No unsent drafts for \(store.account?.described ?? "here").")
    }
    if !all && others > 0 {
      Output.error("\(others.counted("draft")) for other hosts or accounts: --all lists them.")
    }
  }

  /// The draft's description, else its first file's name.
  static func title(of draft: Draft) -> String {
    draft.description.isEmpty ? draft.files.keys.sorted().first ?? "" : draft.description
  }

  private func writeJSON(_ drafts: [Draft], store: DraftStore) throws {
    var items: [JSONValue] = []
    for draft in drafts {
      var members = JSONMembers()
      members.append("id", .string(draft.id))
      members.append("gist", draft.gistID.map(JSONValue.string) ?? .null)
      members.append("description", .string(draft.description))
      members.append("files", .array(draft.files.keys.sorted().map(JSONValue.string)))
      members.append("public", .bool(draft.isPublic))
      members.append("savedAt", .string(GistJSON.formatDate(draft.savedAt)))
      members.append("for", DraftAccount.writer(of: draft).map(JSONValue.string) ?? .null)
      items.append(.object(members))
    }
    Output.json(JSONLayout.forStdout.encode(.array(items)) + Data("\n".utf8))
  }
}
