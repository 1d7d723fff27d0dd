/// What a key of a screen's table comes to once its Director was asked: send an intent,
/// do something in the view alone, refuse (with the sentence the shell says), or nothing
/// (an action about the highlighted item when none is).
public enum KeyDispatch<Intent: Sendable>: Sendable {
  /// Send this intent to the Director.
  case send(Intent)
  /// Do this in the view.
  case view(ViewOperation)
  /// Say this and do nothing: the Director said the action is not available now.
  case refused(String)
  /// Nothing to do.
  case nothing
}
