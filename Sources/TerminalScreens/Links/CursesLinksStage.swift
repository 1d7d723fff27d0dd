import GistWork
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The linked files drawn with the terminal toolkit: one row a file (where it is here, its
/// gist and file, where it stands), and the questions its Director asks.
public final class CursesLinksStage: CursesMessagingStage<LinksIntent>, LinksStage, KeyedStage {
  public typealias Item = LinkedFile

  private var rows: [LinkRow] = []
  private lazy var list = ListView(
    columns: [.flexible, .fixed(12), .fixed(16), .fixed(26)],
    count: { [unowned self] in rows.count }
  ) { [unowned self] in
    let row = rows[$0]
    return [
      ListView.Cell(row.local), ListView.Cell(row.gist, style: .dim),
      ListView.Cell(row.name, style: .accent),
      ListView.Cell(row.status, style: Self.style(of: row.tone)),
    ]
  }

  /// A links Stage.
  public init() { super.init() }

  private static func style(of tone: LinkRow.Tone) -> Style {
    switch tone {
    case .calm: .dim
    case .changed: .bold
    case .trouble: .error
    }
  }

  public func showRows(_ rows: [LinkRow]) {
    let kept = highlighted
    self.rows = rows
    list.reload()
    if let kept, let index = rows.firstIndex(where: { $0.file == kept }) { list.select(index) }
  }

  /// The file under the highlight.
  public var highlighted: LinkedFile? {
    rows.indices.contains(list.selection) ? rows[list.selection].file : nil
  }

  /// A click on a file shows its diff.
  public func handleUnbound(_ key: Key) -> Bool {
    click(key, on: list, item: { highlighted }, intent: LinksIntent.diff)
  }

  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    listScreen(list, help: help)
  }
}
