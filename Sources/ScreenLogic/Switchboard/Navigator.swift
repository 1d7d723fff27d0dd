/// What scenes ask to move between screens: the switchboard, or a test's recorder.
public protocol Navigator: AnyObject {
  /// Performs `transition`.
  func go(_ transition: Transition)
}
