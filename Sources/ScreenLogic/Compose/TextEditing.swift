import GistValues
import GistWork

/// Editing text in the user's editor, as the Directors see it: the new text (nil when it
/// did not change) with a note when the editor failed after saving, or why the editor
/// failed. The real one is an `EditorSession` on the terminal; tests script it.
public protocol TextEditing: AnyObject {
  /// Edits `text` as a file called `filename`.
  func edit(_ text: String, filename: String) -> Result<EditedText, GistError>
}
