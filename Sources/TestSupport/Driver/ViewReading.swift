import TerminalUI

/// The top screen's own widgets as it draws them now (not a note, help or the palette over
/// them): what a journey reads of a screen that has no reader of its own, instead of the
/// screen's text.
public struct ViewReading {
  /// The screen's widget tree.
  let content: any Widget

  /// The screen's title: the first label it draws ("History of Ada's notes", "New gist").
  public var title: String? { labels.first }

  /// The texts of its labels in drawing order (one-line labels, then wrapped ones), empty
  /// ones and a field's label left out.
  public var labels: [String] {
    let fieldLabels = Set(
      content.all(HStack.self).compactMap(FieldReading.parts).map {
        ObjectIdentifier($0.label)
      })
    let labels = content.all(Label.self).filter { !fieldLabels.contains(ObjectIdentifier($0)) }
    // Wrapped labels (an explanation, the message line) after the one-line ones.
    return (labels.map(\.text) + content.all(MessageLabel.self).map(\.text)).filter {
      !$0.isEmpty
    }
  }

  /// The rows of its list (the first it draws), each the texts of the row's cells, empty
  /// cells left out.
  public var rows: [[String]] {
    guard let list = content.all(ListView.self).first else { return [] }
    return (0..<list.rowCount).map(Self.texts(list))
  }

  /// The highlighted row of that list (nil: no list, or an empty one).
  public var highlightedRow: [String]? {
    guard let list = content.all(ListView.self).first, list.rowCount > 0 else { return nil }
    return Self.texts(list)(list.selection)
  }

  /// The lines of its text (the first text view it draws; a Markdown view's rendered
  /// lines, a table's header and rows), as given: before wrapping and line numbers.
  public var text: [String] {
    if let table = content.all(HeadedTextView.self).first { return table.textLines }
    return content.all(TextView.self).first?.textLines ?? []
  }

  /// Its row of tabs (the first it draws) as drawn: the longest titles that fit.
  public var tabs: [String] { content.all(Tabs.self).first?.drawnTitles ?? [] }

  /// What it says instead of its content: loading, empty or failed (nil: the content
  /// shows).
  public var emptyState: (title: String, subtitle: String)? {
    content.all(EmptyStateView.self).first { !$0.title.isEmpty }.map { ($0.title, $0.subtitle) }
  }

  /// Its status bar: the left text, and the right side's forms, most detailed first (nil:
  /// the screen has none).
  public var status: (left: String, right: [String])? {
    content.all(StatusBar.self).last.map { ($0.left, $0.right) }
  }

  private static func texts(_ list: ListView) -> (Int) -> [String] {
    { list.cells(ofRow: $0).map(\.text).filter { !$0.isEmpty } }
  }
}
