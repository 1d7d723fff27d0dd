/// A mouse event: the wheel or a click, at a cell (0-based).
public struct MouseEvent: Equatable, Hashable, Sendable {
  /// What happened.
  public enum Kind: Equatable, Hashable, Sendable {
    /// A button went down (1 left, 2 middle, 3 right).
    case press(button: Int)
    /// A button went up.
    case release
    /// The wheel turned up.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// A mouse event.
  public init(kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}
