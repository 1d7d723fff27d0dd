import GistWork
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The linked files drawn with the terminal toolkit: one row a file (where it is here, its
/// gist and file, where it stands), and the questions its Director asks. On a narrow screen
/// the gist's id gives way first, and a path too long keeps its end.
public final class CursesLinksStage: CursesListStage<LinksIntent, LinkRow, LinkedFile>,
  LinksStage, KeyedStage
{
  /// A links Stage.
  public init() {
    super.init(
      columns: [.flexible, .optional(12, rank: 0), .fixed(16), .fixed(26)],
      cells: { _, row in
        [
          ListView.Cell(row.local, keepsEnd: true), ListView.Cell(row.gist, style: .dim),
          ListView.Cell(row.name, style: .accent),
          ListView.Cell(row.status, style: CursesLinksStage.style(of: row.tone)),
        ]
      }, item: \.file, clicked: LinksIntent.diff)
  }

  private static func style(of tone: LinkRow.Tone) -> Style {
    switch tone {
    case .calm: .dim
    case .changed: .bold
    case .trouble: .error
    }
  }

  public func showRows(_ rows: [LinkRow]) { show(rows) }
}
