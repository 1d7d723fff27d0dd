import ArgumentParser
import Basics
import FoundationEssentials
import GistValues

/// `dehub view`: a gist's files (whole, even when GitHub truncated them).
struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view", _superCommandName: "dehub", abstract: "Show a gist's files.",
    discussion: CommandExamples.discussion("", "view"))

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The gist's id or URL (left out on a terminal: pick one of yours).",
    completion: GistCompletion.kind)
  var gist: String?
  @Option(
    name: [.customLong("file"), .customLong("filename"), .customShort("f", allowingJoined: true)],
    help: "Only this file (--filename as in gh).") var file: String?
  @Flag(help: "Only the file names, one a line.") var files = false
  @Flag(
    name: [.customLong("raw"), .short],
    help: "The content only, exactly as stored (no header, nothing escaped).")
  var raw = false
  @Flag(name: [.customLong("web"), .short], help: "Open the gist's page in the web browser.")
  var web = false
  @OptionGroup var output: JSONOutputOptions

  func run() throws {
    let format = try output.format(.gist)
    if web && format != nil { throw CommandFailure.usage("--web cannot go with --json.") }
    let context = try CommandContext(options: global, requireToken: false)
    let reference = try context.gistReference(gist, noCache: global.noCache, command: "view")
    if web {
      let page = try context.api.gist(id: reference.id).htmlURL
      guard let page, let url = URL(string: page), url.scheme == "https" || url.scheme == "http"
      else { throw CommandFailure.failure("GitHub gave no web page for this gist.") }
      return try context.openPage(page)
    }
    var gist = try CommandCache(context: context, noCache: global.noCache, aside: true)
      .gist(id: reference.id, revision: reference.revision)
    if let file {
      guard let match = gist.file(named: file) else {
        if let leftOut = gist.filesLeftOut {
          throw CommandFailure.failure("No file \"\(file)\" is shown: \(leftOut)")
        }
        let names = gist.files.map(\.filename).joined(separator: ", ")
        throw CommandFailure.failure("The gist has no file \"\(file)\" (it has: \(names)).")
      }
      gist.files = [match]
      gist.truncated = false
    }
    // A gist GitHub listed only part of, read without git: the part is shown, and the
    // command then fails with what is left out (`--raw` shows nothing: no part as a whole).
    let leftOut = gist.filesLeftOut
    if files {
      for name in gist.files.map(\.filename) { Output.line(name) }
      if let leftOut { throw CommandFailure.failure(leftOut) }
      return
    }
    if raw, format == nil, let leftOut { throw CommandFailure.failure(leftOut) }
    // A file over the raw limit came only in part: `--raw` never passes a part off as the
    // whole; the text form shows it and then fails with the sentence (exit 1); `--json`
    // carries `truncated: true`.
    let partial = gist.files.filter(\.truncated).map(\.filename)
    let tooLarge =
      "\(partial.map { "\"\($0)\"" }.joined(separator: ", ")) \(partial.count.word("is", plural: "are")) too large to fetch (over \(BodyLimit.megabytes(BodyLimit.rawFile))); clone the gist to get \(partial.count.word("it", plural: "them")): dehub clone \(gist.id)"
    if raw, !partial.isEmpty { throw CommandFailure.failure(tooLarge) }
    if let format { return try format.write(gist) }
    if raw {
      // A binary file's bytes would garble a terminal (and may drive it): into a file only.
      if Output.stdoutIsTerminal, let binary = gist.files.first(where: { $0.encoding == "base64" })
      {
        throw CommandFailure.failure(
          "\(Output.terminalSafe(binary.filename)) is a binary file; its bytes go to a file, not "
            + "the terminal: dehub view \(gist.id) --raw --file "
            + "\(Self.quotedForShell(binary.filename)) > \(Self.quotedForShell(binary.filename))")
      }
      for (index, file) in gist.files.enumerated() {
        if index > 0 { Output.exact("\n") }
        // A binary file's exact bytes, not the base64 the API carries them in.
        if file.encoding == "base64", let bytes = file.bytes {
          Output.exact(bytes)
        } else {
          Output.exact(file.content ?? "")
        }
      }
      return
    }
    // On a terminal: safe, highlighted, paged when taller than the screen; piped: the exact
    // text, or nothing when it would drive a terminal (`Output.write` refuses it).
    let terminal = Output.stdoutIsTerminal
    let colored = terminal && TerminalPage.wantsColor(context.environment)
    let shownSafely: (String) -> String = { text in terminal ? Output.terminalSafe(text) : text }
    var text = ""
    if let description = gist.description, !description.isEmpty, self.file == nil {
      text += shownSafely(description) + "\n\n"
    }
    for (index, file) in gist.files.enumerated() {
      if index > 0 { text += "\n" }
      if self.file == nil {
        let name = shownSafely(file.filename)
        text += (colored ? "\u{1B}[1m── \(name) ──\u{1B}[0m" : "── \(name) ──") + "\n"
      }
      let content = file.content ?? ""
      var shown: String
      if file.encoding == "base64" {
        shown =
          "(a binary file of \(file.size.counted("byte")); dehub view \(gist.id) --raw --file "
          + "\(Self.quotedForShell(shownSafely(file.filename))) > FILE writes it)"
      } else if !terminal {
        shown = content
      } else if file.isMarkdown, !file.truncated,
        content.utf8.count <= BodyLimit.renderedMarkdown
      {
        // Markdown is rendered on a terminal (as the browser shows it); piped or with
        // --raw it is the text as written.
        shown = TerminalPage.rendered(
          content, width: max(20, TerminalPage.columns(context.environment) - 1), colored: colored)
      } else {
        shown = TerminalPage.highlighted(
          content, filename: file.filename, language: file.language, colored: colored)
      }
      // What is shown ends its last line (rendered Markdown has no newline after it, even
      // when the file has), so one blank line comes before the next header, as piped.
      if !shown.hasSuffix("\n") { shown += "\n" }
      text += shown
    }
    if terminal {
      TerminalPage.show(text, environment: context.environment)
    } else {
      Output.write(text)
    }
    if !partial.isEmpty { throw CommandFailure.failure("Only the start is shown: \(tooLarge)") }
    if let leftOut { throw CommandFailure.failure(leftOut) }
  }

  /// `name` as a shell word: as it is when it is plain, else in single quotes.
  static func quotedForShell(_ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "._-+,@%".unicodeScalars.contains($0)
    }
    return plain && !name.isEmpty ? name : "'" + name.replacing("'", with: "'\\''") + "'"
  }
}
