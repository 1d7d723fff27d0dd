import GistWork
import Model
import ScreenLogic
import TerminalUI

/// The user's editor on the real terminal: the screen is left (and restored afterwards)
/// while the editor runs.
public final class TerminalEditor: TextEditing {
  private let loop: MainLoop
  private let editor: ExternalEditor

  /// The editor `environment` names, run from `loop`.
  public init(loop: MainLoop, environment: [String: String]) {
    self.loop = loop
    editor = ExternalEditor(environment: environment)
  }

  public func edit(_ text: String, filename: String) -> Result<String?, GistError> {
    var result: Result<String?, GistError> = .success(nil)
    _ = loop.runExternal {
      do throws(GistError) {
        if case .changed(let edited) = try editor.edit(text, filename: filename) {
          result = .success(edited)
        }
      } catch {
        result = .failure(error)
      }
      return 0
    }
    return result
  }
}
