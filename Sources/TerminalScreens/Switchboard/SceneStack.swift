/// The screens shown, bottom first: the shell on the terminal, or a test's plain stack.
public protocol SceneStack: AnyObject {
  /// The scenes, the top one last.
  var scenes: [any Scene] { get }
  /// Shows `scene` on top.
  func push(_ scene: any Scene)
  /// Shows `scene` in place of the top scene.
  func replaceTop(with scene: any Scene)
  /// Replaces every scene with `scene`.
  func replaceAll(with scene: any Scene)
  /// Closes the top scene (the switchboard quits when none is left).
  func pop()
  /// Closes every scene, the top one first (the app is ending: what they hold is kept).
  func closeAll()
  /// Ends the app.
  func quit()
}
