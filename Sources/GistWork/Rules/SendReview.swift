/// The rule for asking before an edit's changes are sent ("Send these changes?"): an edit
/// that changes files asks at its first send in a run of dehub, or at every send when the
/// user wants it (`review_every_send`), and the question counts as asked only once it was
/// answered with Send. Cancel, Esc or a look at the changes leave it to be asked again.
public struct SendReview: Sendable {
  /// Whether the user answered Send once in this run.
  public private(set) var answered = false

  /// A rule with nothing answered yet.
  public init() {}

  /// Whether a send of an edit asks first: it is an edit (`isEdit`), it can be sent and
  /// changes files (`changesFiles`), and it was not answered yet (or `everySend`).
  public func asks(isEdit: Bool, changesFiles: Bool, everySend: Bool) -> Bool {
    isEdit && changesFiles && (everySend || !answered)
  }

  /// The user answered Send.
  public mutating func sent() { answered = true }
}
