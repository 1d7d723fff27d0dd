import TerminalUI

/// A line being typed in: a question's field ("Comment:", "Clone into:"), the list's filter,
/// the login's token.
public struct FieldReading: Equatable {
  /// The label before the field ("/", "User:", "Token:").
  public var label: String
  /// The text typed (a secret's too, which the screen masks).
  public var text: String
  /// Whether the screen masks the text.
  public var isSecret: Bool

  /// A field labelled `label` holding `text`.
  public init(label: String, text: String, isSecret: Bool = false) {
    self.label = label
    self.text = text
    self.isSecret = isSecret
  }

  /// A field's label and field, when `line` is a field's line.
  static func parts(_ line: HStack) -> (label: Label, field: TextField)? {
    guard line.parts.count == 2, let label = line.parts[0] as? Label,
      let field = line.parts[1] as? TextField
    else { return nil }
    return (label, field)
  }
}
