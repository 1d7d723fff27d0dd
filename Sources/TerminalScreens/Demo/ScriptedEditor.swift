import GistValues
import GistWork
import ScreenLogic

/// The editor of a demo script: it "writes" what the script's `editor` lines said, in
/// order; with nothing said, it leaves the file as it was.
public final class ScriptedEditor: TextEditing {
  private var queued: [String] = []

  /// An editor with nothing to write yet.
  public init() {}

  /// What to write the next time.
  public func willWrite(_ text: String) {
    queued.append(text)
  }

  public func edit(_ text: String, filename: String) -> Result<EditedText, GistError> {
    guard !queued.isEmpty else { return .success(EditedText(text: nil)) }
    let next = queued.removeFirst()
    return .success(EditedText(text: next == text ? nil : next))
  }
}
