import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The options drawn with the terminal toolkit: a check box (or the word chosen) and the
/// name of each, and under them all the highlighted one does, wrapped (a column of them was
/// cut with "…" at 60 and 80 columns).
public final class CursesOptionsStage: OptionsStage, KeyedStage {
  public typealias Intent = String

  private let toggledSubject = PublishSubject<String>()
  private var options: [(option: AppOption, value: String)] = []
  private var message = StageMessage()
  private lazy var list = ListView(
    columns: [.fixed(9), .flexible], count: { [unowned self] in options.count }
  ) { [unowned self] in
    let (option, value) = options[$0]
    return [ListView.Cell(value, style: .accent), ListView.Cell(option.title)]
  }
  /// What the highlighted option does, whole.
  private let detail = MessageLabel("", style: .dim, maxRows: 4)

  /// An options Stage.
  public init() {}

  public var toggled: Observable<String> { toggledSubject.asObservable() }

  public func showOptions(_ options: [(option: AppOption, value: String)]) {
    self.options = options
    list.reload()
  }

  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }

  /// The option under the highlight, by its key.
  public var highlighted: String? {
    options.indices.contains(list.selection) ? options[list.selection].option.key : nil
  }

  /// A click on an option changes it.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let key = highlighted { toggledSubject.onNext(key) }
    return true
  }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// Changes the option with this key.
  public func send(_ intent: String) { toggledSubject.onNext(intent) }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    detail.text =
      highlighted.flatMap { key in options.first { $0.option.key == key } }?
      .option.detail ?? ""
    return StageLayout.column(
      [
        Label("Options", style: .bold),
        MessageLabel(
          "Saved under [options] in the config file (saved tabs: [searches]).", style: .dim),
        // The list as tall as its options (it scrolls on a short screen), what the
        // highlighted one does under it, the room left below.
        Sized(list, height: max(1, options.count)), Rule(), detail,
        EmptyStateView(picture: [], title: "", subtitle: ""),
      ], message: message, help: help)
  }
}
