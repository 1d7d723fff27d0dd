import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import System

/// Taking the shown file's text away: copying it or its raw address to the clipboard, or
/// saving it to a file (asking before replacing one). A file without its whole text here
/// (binary, cut short, still loading) is refused with what to do instead.
final class GistFileTaking {
  private let stage: any GistDetailStage
  private let actions: any GistActionsModel
  /// The screen's state: the file shown and its gist (read, never written here).
  private let state: DetailState

  /// Takes the file `state` shows, acting through `actions`.
  init(stage: any GistDetailStage, actions: any GistActionsModel, state: DetailState) {
    self.stage = stage
    self.actions = actions
    self.state = state
  }

  /// The file shown, whether the gist is still loading, and whether it is public.
  private func shown() -> (file: GistFile?, loading: Bool, isPublic: Bool) {
    (state.shownFile, state.isLoading, state.gist?.isPublic ?? false)
  }

  /// A file intent: copy the text or the raw address, or save (asking the name, then
  /// saving, then replacing when the user said so). False for any other intent.
  func handle(_ intent: GistDetailIntent) -> Bool {
    switch intent {
    case .copyFile: copyText()
    case .copyRawURL: copyRawURL()
    case .saveFile:
      guard let file = shown().file, bytes(of: file) != nil else { break }
      stage.askForFileName(suggested: FileSaver.suggestion(for: file.filename) ?? "")
    case .saveFileAs(let name): save(as: name.trimmingSpaces(), replacing: false)
    case .replaceFile(let name): save(as: name, replacing: true)
    default: return false
    }
    return true
  }

  /// The whole text of `file`, or nil after saying why there is none to copy or save.
  private func text(of file: GistFile) -> String? {
    switch FileContent.of(file, loading: shown().loading) {
    case .text(let text, _): return text
    case .empty: return ""
    case .binary: stage.showMessage("This file is binary; clone the gist (C) to get it.")
    case .partial:
      stage.showMessage("Only the start of this file is here; clone the gist (C) to get it all.")
    case .loading: stage.showMessage("The file is still loading; try again in a moment.")
    default: stage.showMessage("The file's text is not here; press r to load it again.")
    }
    return nil
  }

  /// When the file shown is binary: opens its bytes with the system's viewer (saying so, or
  /// why not) and returns true; false for any other file (`o` opens the page then).
  func openBinaryInViewer() -> Bool {
    guard let file = shown().file, file.encoding == "base64" else { return false }
    guard !shown().loading, let bytes = file.bytes else {
      stage.showMessage("The file is still loading; try again in a moment.")
      return true
    }
    do throws(GistError) {
      try actions.openFile(bytes, named: file.filename)
      stage.showNotice("Opened \(file.filename) in its viewer (a copy; S saves it)")
    } catch {
      stage.showMessage(error.message)
    }
    return true
  }

  private func copyText() {
    guard let file = shown().file else { return }
    if file.encoding == "base64" {
      return stage.showMessage("This file is binary; S saves its bytes (Y copies text only).")
    }
    guard let text = text(of: file) else { return }
    let size = text.utf8.count
    guard size <= BodyLimit.clipboard else {
      return stage.showMessage(
        "\(file.filename) is \(size / 1000) KB, more than terminals take through the clipboard (\(BodyLimit.clipboard / 1000) KB); S saves it to a file."
      )
    }
    stage.copyToClipboard(text)
    // Lines as an editor counts them: the newline that ends the last one starts no other.
    let newlines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let lines = newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
    stage.showNotice(
      "Copied \(file.filename) (\(lines.counted("line"))) through the terminal, if it allows it"
    )
  }

  private func copyRawURL() {
    guard let file = shown().file else { return }
    guard let url = file.rawURL, GistLink.isWebPage(url) else {
      return stage.showMessage("This file has no raw address.")
    }
    stage.copyToClipboard(url)
    stage.showNotice(GistRules.copied(url))
  }

  /// What saving `file` writes: its text, or a binary file's exact bytes (the API sends
  /// them base64-encoded); nil after saying why there is nothing whole to save.
  private func bytes(of file: GistFile) -> Data? {
    if file.encoding == "base64", !shown().loading, let bytes = file.bytes { return bytes }
    return text(of: file).map { Data($0.utf8) }
  }

  private func save(as name: String, replacing: Bool) {
    guard let file = shown().file, let bytes = bytes(of: file) else { return }
    if let refusal = FileSaver.refusal(name) { return stage.showMessage(refusal) }
    do throws(GistError) {
      let mode = FileModes.file(isPublic: shown().isPublic)
      switch try actions.saveFile(bytes, named: name, replacing: replacing, mode: mode) {
      case .saved(let path):
        stage.showNotice("Saved \(file.filename) as \(path)")
      case .exists(let path):
        stage.choose(
          Choice(
            title: "\(name) exists", message: ["\(path) is there already.", "Replace it?"],
            options: [.init("Cancel", nil), .init("Replace", .replaceFile(name))]))
      }
    } catch {
      stage.showMessage(error.message)
    }
  }
}
