import TerminalUI

/// The command palette open over the screen, as its box holds it: the query typed, the line
/// under it and the entries (what each does, its keys), in order.
public struct PaletteReading {
  /// The box's title ("Commands").
  public var title: String
  /// What is typed in its query line.
  public var query: String
  /// The line under the query (how many actions match, or what Enter opens).
  public var status: String
  /// The entries shown, in order: what each does as help says it (with its note, or why it
  /// does nothing now) and its keys.
  public var entries: [(action: String, keys: String)]
  /// The highlighted entry's action (what Enter runs; nil: no entry).
  public var highlighted: String?

  /// The entries' actions, in order.
  public var actions: [String] { entries.map(\.action) }

  /// The palette drawn in `panel` (nil: the panel holds no palette: no query line and list).
  init?(panel: Panel) {
    guard let line = panel.all(HStack.self).compactMap(FieldReading.parts).first,
      let list = panel.all(ListView.self).first
    else { return nil }
    title = panel.title
    query = line.field.text
    status =
      panel.all(Label.self).last { $0 !== line.label && !$0.text.isEmpty }?.text ?? ""
    entries = (0..<list.rowCount).map {
      let cells = list.cells(ofRow: $0).map(\.text)
      return (cells.first ?? "", cells.dropFirst().first ?? "")
    }
    highlighted = entries.indices.contains(list.selection) ? entries[list.selection].action : nil
  }
}
