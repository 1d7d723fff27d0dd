import ScreenLogic

/// What became of a key a screen was given.
public enum KeyOutcome: Equatable, Sendable {
  /// The screen did something with it.
  case handled
  /// The screen has no use for it (the shell's keys come next).
  case unhandled
  /// Its action is not available now: the shell says this, and nothing else happens.
  case refused(String)
  /// The shell opens the palette on the screen's jumps of this kind alone.
  case choose(JumpEntries.Kind)
}
