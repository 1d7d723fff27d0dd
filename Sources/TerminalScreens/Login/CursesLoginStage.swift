import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The login screen drawn with the terminal toolkit: what a token is, a secret field, the
/// two actions, the reason a sign-in failed.
public final class CursesLoginStage: LoginStage, KeyedStage {
  public typealias Intent = LoginIntent

  private let intentSubject = PublishSubject<LoginIntent>()
  private let textSubject = PublishSubject<String>()
  private let field = TextField(placeholder: "paste a token (ghp_… or github_pat_…)", secret: true)
  private var signInEnabled = false
  private var checking = false
  private var error: String?
  private var browseFocused = false
  private var title = ""
  private var intro: [String] = []

  /// A login screen.
  public init() {}

  public var intents: Observable<LoginIntent> { intentSubject.asObservable() }
  public var tokenText: Observable<String> { textSubject.asObservable() }

  public func enableSignIn(_ enabled: Bool) { signInEnabled = enabled }
  public func showChecking(_ checking: Bool) { self.checking = checking }
  public func showError(_ message: String?) { error = message }

  public func showIntro(title: String, lines: [String]) {
    self.title = title
    intro = lines
  }

  public func send(_ intent: LoginIntent) { intentSubject.onNext(intent) }

  public func showFocus(onBrowse: Bool) {
    browseFocused = onBrowse
    field.isFocused = !onBrowse
  }

  public func perform(_ operation: ViewOperation) {
    guard operation == .clearField else { return }
    field.text = ""
    textSubject.onNext("")
  }

  /// Every key the table leaves types into the field (when it has the focus), but those
  /// that are never part of a token (`?` opens help).
  public func handleUnbound(_ key: Key) -> Bool {
    guard !browseFocused, LoginKeys.typesIntoToken(key), field.handle(key) else { return false }
    textSubject.onNext(field.text)
    return true
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [
      Label(title, style: .bold),
      Label(""),
    ]
    children += intro.map { Label($0, style: .dim) }
    children += [
      Label(""),
      HStack([(widget: Label("Token:", style: .bold), width: 7), (widget: field, width: nil)]),
      Label(""),
      Label(
        checking ? "Checking the token…" : (signInEnabled ? "[ Sign in ]  Enter" : "[ Sign in ]"),
        style: checking ? .accent : (signInEnabled && !browseFocused ? .selected : .dim)),
      Label(
        "[ Browse public gists without signing in ]", style: browseFocused ? .selected : .normal),
    ]
    if let error { children += [Label(""), MessageLabel(error, style: .error)] }
    // In the middle of a large screen, as wide as the intro's sentences.
    return VStack([Centered(VStack(children), maxWidth: 78), HintBar(help, pinnedLast: 2)])
  }
}
