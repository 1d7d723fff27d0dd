import GistWork
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// A diff drawn with the terminal toolkit: the lines in a text view, added lines green,
/// removed red, the words that changed inside them marked, code highlighted by its file's
/// language, hunks and file names marked; `w` wraps, `c` asks for whole files.
public final class CursesDiffStage: DiffStage, KeyedStage {
  public typealias Intent = DiffIntent

  private let heading = Label("", style: .bold)
  private let text = TextView()
  private let intentSubject = PublishSubject<DiffIntent>()
  private var message = StageMessage()

  public var intents: Observable<DiffIntent> { intentSubject.asObservable() }
  public func showNotice(_ notice: String) { message.notice(notice) }

  /// A diff Stage.
  public init() {
    text.showsLineNumbers = false
  }

  public func showTitle(_ title: String) { heading.text = title }

  public func showLines(_ lines: [DiffLine]) {
    text.setText(lines.map(\.text).joined(separator: "\n"))
    // Wrapped content rows hang past the `+`/`-`/space column, which stays the signs' own.
    let marked = lines.map { [.added, .removed, .context].contains($0.kind) }
    text.markColumns = { marked.indices.contains($0) && marked[$0] ? 1 : 0 }
    var highlighters: [String: SyntaxHighlighter] = [:]
    let styled = lines.map { line -> (DiffLine, SyntaxHighlighter?) in
      guard let name = line.filename else { return (line, nil) }
      if highlighters[name] == nil {
        highlighters[name] = SyntaxHighlighter.forFile(named: name, language: line.language)
      }
      return (line, highlighters[name])
    }
    text.styler = { index, shown in
      guard styled.indices.contains(index) else { return [] }
      return Self.runs(of: styled[index].0, shown: shown, highlighter: styled[index].1)
    }
  }

  /// The runs of one line, the first that covers a character winning: changed words, the
  /// `+`/`-` mark, then the line's own colour; the code's highlighting on context lines
  /// only (on a removed line a string literal took the highlighter's green, and read as
  /// added: a diff line's colour wins).
  private static func runs(of line: DiffLine, shown: Substring, highlighter: SyntaxHighlighter?)
    -> [TextView.Run]
  {
    let whole: Style? =
      switch line.kind {
      case .added: .success
      case .removed: .error
      case .hunk: .accent
      case .file: .heading
      case .note: .dim
      case .context: nil
      }
    guard [.added, .removed, .context].contains(line.kind) else {
      return whole.map { [TextView.Run(start: 0, length: shown.count, style: $0)] } ?? []
    }
    let word: Style = line.kind == .added ? .addedWord : .removedWord
    var runs = line.changed.map {
      TextView.Run(start: $0.lowerBound, length: $0.count, style: word)
    }
    if let whole { runs.append(TextView.Run(start: 0, length: 1, style: whole)) }
    if let highlighter, line.kind == .context {
      runs += highlighter.runs(shown.dropFirst()).map {
        TextView.Run(start: $0.start + 1, length: $0.length, style: $0.style)
      }
    }
    if let whole { runs.append(TextView.Run(start: 0, length: shown.count, style: whole)) }
    return runs
  }

  /// The wheel scrolls.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if event.kind == .wheelDown { text.scroll(by: 3) }
    if event.kind == .wheelUp { text.scroll(by: -3) }
    return true
  }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: text) }

  public func send(_ intent: DiffIntent) { intentSubject.onNext(intent) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    VStack([heading, text] + [message.label].compactMap { $0 } + [HintBar(help, pinnedLast: 2)])
  }
}
