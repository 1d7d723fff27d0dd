import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import ScreenLogic

/// `dehub link PATH GIST[:FILE]` joins a local file to a gist's file, or a folder to a whole
/// gist; `dehub link --new PATH` makes the gist from the file or folder first. The link is
/// kept in dehub's state with the account and API it belongs to; `dehub status` and
/// `dehub sync` use it.
struct LinkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "link", _superCommandName: "dehub",
    abstract: "Keep a local file or folder in step with a gist.",
    discussion: CommandExamples.discussion(
      """
      A file links to one gist file (GIST:FILE names it; without it, the gist's only file or \
      the one named as the local file). A folder links to the whole gist, one gist file per \
      regular file in it; gists have no subfolders, so folders, symbolic links and other \
      non-files are skipped, and said. A path that does not exist yet is made by the first \
      `dehub sync`. What both sides already agree on starts in sync; the rest waits for \
      `dehub sync`, which shows every difference before it writes.
      --new makes a secret gist of the file or folder (public with --public) and links it; \
      its text is checked for secrets first, as `dehub create` does.
      """, "link"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The local file or folder.", completion: .file()) var path: String
  @Argument(
    help: ArgumentHelp(
      "The gist's id or URL, and after a colon the gist file (for a file).",
      valueName: "gist[:file]"))
  var gist: String?
  @Flag(help: "Make a new gist of PATH and link it.") var new = false
  @Flag(help: "With --new: make the gist public.") var `public` = false
  @Option(
    name: [.customLong("desc"), .customShort("d", allowingJoined: true)],
    help: "With --new: the gist's description.")
  var description: String?
  @Flag(help: "With --new: make a public gist even when the text seems to hold a secret.")
  var allowSecrets = false

  func validate() throws {
    if new && gist != nil { throw ValidationError("Give either --new or a GIST, not both.") }
    if !new && gist == nil { throw ValidationError("Give the GIST to link to, or --new.") }
    if !new && (`public` || description != nil) {
      throw ValidationError("--public and --desc go with --new.")
    }
  }

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let session = context.linkSession(noCache: global.noCache)
    let path = LinkStore.absolute(self.path)
    let state: LinkState
    if new {
      let (isPublic, allowed) = (`public`, allowSecrets)
      state = try session.create(path: path, description: description, isPublic: isPublic) {
        new throws(GistError) in
        if let refused = SecretGate.check(
          SecretScanner.scan(new), isPublic: isPublic, allowed: allowed, what: "a public gist",
          otherwise: "leave out --public to make it secret")
        {
          throw GistError.local(refused.message)
        }
      }
    } else {
      let (reference, file) = Self.split(gist ?? "")
      state = try session.link(path: path, gistID: GistReference.parse(reference).id, file: file)
    }
    for skipped in state.skipped {
      Output.error(Output.oneLine("dehub: skipped \(skipped.name): \(skipped.reason)"))
    }
    // A path that does not exist yet: its file is only on GitHub, and the sync makes it.
    let missing = state.files.filter { $0.status == .newOnGitHub }.map(\.name)
    let notHere =
      missing.isEmpty
      ? ""
      : " Only on GitHub so far: \(missing.joined(separator: ", ")); `dehub sync` writes "
        + "\(missing.count.word("it", plural: "them")) here."
    Output.error(
      "Linked \(path) to gist \(state.gist.id) (\(state.files.count.counted("file"))): "
        + state.summary + "." + notHere)
    Output.line(state.gist.htmlURL ?? state.gist.id)
  }

  /// `GIST:FILE` split at the last colon that is not part of a URL's scheme.
  static func split(_ text: String) -> (gist: String, file: String?) {
    guard let colon = text.lastIndex(of: ":") else { return (text, nil) }
    let file = String(text[text.index(after: colon)...])
    if file.hasPrefix("//") || file.isEmpty { return (text, nil) }
    return (String(text[..<colon]), file)
  }
}
