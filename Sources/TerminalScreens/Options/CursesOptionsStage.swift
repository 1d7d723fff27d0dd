import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The options drawn with the terminal toolkit: a check box, the name and what it does.
public final class CursesOptionsStage: OptionsStage, KeyedStage {
  public typealias Intent = String

  private let toggledSubject = PublishSubject<String>()
  private var options: [(option: AppOption, value: String)] = []
  private var message = StageMessage()
  private lazy var list = ListView(
    columns: [.fixed(9), .fixed(16), .flexible], count: { [unowned self] in options.count }
  ) { [unowned self] in
    let (option, value) = options[$0]
    return [
      ListView.Cell(value, style: .accent), ListView.Cell(option.title),
      ListView.Cell(option.detail, style: .dim),
    ]
  }

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
    StageLayout.column(
      [
        Label("Options", style: .bold),
        Label("Saved under [options] in the config file (saved tabs: [searches]).", style: .dim),
        list,
      ], message: message, help: help)
  }
}
