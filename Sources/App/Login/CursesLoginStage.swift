import Reactive
import TerminalUI

/// The login screen drawn with the terminal toolkit: what a token is, a secret field, the
/// two actions, the reason a sign-in failed.
public final class CursesLoginStage: LoginStage {
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

  /// The keys of the login screen.
  public static let helpEntries: [(keys: String, action: String)] = [
    ("Enter", "sign in (or browse, when that is selected)"),
    ("Tab", "switch between the token and “browse public gists”"),
    ("Ctrl-U", "clear the field"), ("Ctrl-C", "quit"),
  ]

  public var intents: Observable<LoginIntent> { intentSubject.asObservable() }
  public var tokenText: Observable<String> { textSubject.asObservable() }

  public func enableSignIn(_ enabled: Bool) { signInEnabled = enabled }
  public func showChecking(_ checking: Bool) { self.checking = checking }
  public func showError(_ message: String?) { error = message }

  /// Handles a key; every key but the app's own is the login screen's.
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .tab, .backTab:
      browseFocused.toggle()
      field.isFocused = !browseFocused
    case .enter:
      intentSubject.onNext(browseFocused ? .browsePublic : .signIn)
    case .character("?") where browseFocused:
      return false
    default:
      guard !browseFocused, field.handle(key) else { return false }
      textSubject.onNext(field.text)
    }
    return true
  }

  /// The widget tree.
  public func content() -> any Widget {
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
    if let error { children += [Label(""), Label(error, style: .error)] }
    children.append(Label(""))
    return VStack([
      VStack(children), EmptyStateView(picture: [], title: "", subtitle: ""),
      HintBar([("Enter", "sign in"), ("Tab", "switch"), ("Ctrl-C", "quit")]),
    ])
  }
}
