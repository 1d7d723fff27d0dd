import AppLogic
import Reactive
import TerminalUI

/// The look-up drawn with the terminal toolkit: what is being opened, and the answer's
/// failure with what to do.
public final class CursesLookupStage: LookupStage, KeyedStage {
  /// What a key of the look-up does.
  public enum Command: Sendable {
    case retry
  }

  /// The keys of the look-up, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.character("r")], "r", "ask the server again", .retry, hinted: true)
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<LookupIntent>()
  private let titleLabel = Label("", style: .bold)
  private var status: ContentStatus = .loading

  /// A look-up Stage.
  public init() {}

  public var intents: Observable<LookupIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }
  public func setContentStatus(_ status: ContentStatus) { self.status = status }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    guard let binding = bindings.binding(for: key) else { return false }
    switch binding.command {
    case .retry: intentSubject.onNext(.retry)
    }
    return true
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    VStack([
      titleLabel,
      StatusView.body(
        status, content: Label(""), loading: "Asking the server…",
        failure: "It could not be opened"),
      HintBar(help, pinnedLast: 2),
    ])
  }
}
