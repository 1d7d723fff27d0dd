/// What scenes use to move between screens: the browser implements it over its scene
/// stack; tests record the calls.
public protocol AppNavigator: AnyObject {
  /// Shows what `destination` names (through the switchboard's destinations).
  func open(_ destination: Destination)
  /// Shows `scene` on top.
  func show(_ scene: any Scene)
  /// Shows `scene` in place of the top scene.
  func replaceTop(with scene: any Scene)
  /// Closes the top scene.
  func back()
}
