import Model

/// Editing text in the user's editor, as the compose Director sees it: the new text, nil
/// when it did not change, or why the editor failed. The real one hands the terminal to
/// the editor; tests script it.
public protocol TextEditing: AnyObject {
  /// Edits `text` as a file called `filename`.
  func edit(_ text: String, filename: String) -> Result<String?, GistError>
}
