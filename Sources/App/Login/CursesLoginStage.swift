import AppLogic
import Reactive
import TerminalUI

/// The login screen drawn with the terminal toolkit: what a token is, a secret field, the
/// two actions, the reason a sign-in failed.
public final class CursesLoginStage: LoginStage, KeyedStage {
  /// What a key of the login screen does.
  public enum Command: Sendable {
    case submit, switchFocus, clear
  }

  /// The keys of the login screen, in help order (any other key types into the field).
  public static let table: [KeyBinding<Command>] = [
    KeyBinding(
      [.enter], "Enter", "sign in, or browse", .submit, hinted: true),
    KeyBinding(
      [.tab, .backTab], "Tab", "switch between the token and “browse public gists”",
      .switchFocus, hinted: true),
    KeyBinding([.ctrl("u")], "Ctrl-U", "clear the field", .clear),
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<LoginIntent>()
  private let textSubject = PublishSubject<String>()
  private let field = TextField(placeholder: "paste a token (ghp_… or github_pat_…)", secret: true)
  private var signInEnabled = false
  private var checking = false
  private var error: String?
  private var browseFocused = false
  private let host: String

  /// A login screen for the API at `host`.
  public init(host: String) {
    self.host = host
  }

  public var intents: Observable<LoginIntent> { intentSubject.asObservable() }
  public var tokenText: Observable<String> { textSubject.asObservable() }

  public func enableSignIn(_ enabled: Bool) { signInEnabled = enabled }
  public func showChecking(_ checking: Bool) { self.checking = checking }
  public func showError(_ message: String?) { error = message }

  /// Handles a key; every key but `?` on the browse button and the app's own is the login
  /// screen's.
  public func handle(_ key: Key) -> Bool {
    if let binding = bindings.binding(for: key) {
      switch binding.command {
      case .switchFocus:
        browseFocused.toggle()
        field.isFocused = !browseFocused
      case .submit:
        intentSubject.onNext(browseFocused ? .browsePublic : .signIn)
      case .clear:
        field.text = ""
        textSubject.onNext("")
      }
      return true
    }
    guard !browseFocused, field.handle(key) else { return false }
    textSubject.onNext(field.text)
    return true
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [
      Label("Sign in to \(host)", style: .bold),
      Label(""),
      Label("dehub needs a personal access token with the gist scope.", style: .dim),
      Label("Create one at https://github.com/settings/tokens, then paste it here.", style: .dim),
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
    children.append(Label(""))
    return VStack([
      VStack(children), EmptyStateView(picture: [], title: "", subtitle: ""),
      HintBar(help, pinnedLast: 2),
    ])
  }
}
