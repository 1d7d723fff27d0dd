import GistValues
import GistWork
import ScreenLogic
import TerminalUI

/// The user's editor on the real terminal: the screen is left (and restored afterwards)
/// while the editor runs.
public final class TerminalEditor: TextEditing {
  private let loop: MainLoop
  private let editor: EditorSession

  /// The editor `environment` names, run from `loop`.
  public init(loop: MainLoop, environment: [String: String]) {
    self.loop = loop
    editor = EditorSession(environment: environment)
  }

  public func edit(_ text: String, filename: String) -> Result<EditedText, GistError> {
    var result: Result<EditedText, GistError> = .success(EditedText(text: nil))
    _ = loop.runExternal {
      do throws(GistError) {
        result = .success(try editor.edit(text, filename: filename))
      } catch {
        result = .failure(error)
      }
      return 0
    }
    return result
  }
}
