import ScreenLogic

/// A navigator that keeps the moves a Director asked for, in order, for a test to read.
/// A Director holds its navigator weakly: the test keeps this one.
public final class RecordingNavigator: Navigator {
  /// The transitions asked for, first first.
  public private(set) var moves: [Transition] = []

  /// A navigator with no moves yet.
  public init() {}

  public func go(_ transition: Transition) { moves.append(transition) }
}
