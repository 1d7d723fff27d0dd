import Store

/// What the palette offers on every screen, besides the screen's own keys: going to a list,
/// a new gist, the drafts, the linked files, the options, help, quitting, and opening what is typed (a URL, a
/// gist id or a login, `open` below).
public enum GlobalAction: String, CaseIterable, Equatable, Sendable {
  /// The user's gists.
  case mine
  /// The starred gists.
  case starred
  /// Everyone's public gists.
  case discover
  /// A new gist.
  case newGist
  /// The unsent drafts.
  case drafts
  /// The writes waiting in the outbox.
  case outbox
  /// The linked files.
  case links
  /// The options.
  case options
  /// The saved accounts, to switch to another.
  case accounts
  /// The help of the screen.
  case help
  /// Leave the app.
  case quit

  /// How the palette names it (as the list's key table names the same actions, so a
  /// screen that has a key for it shows one entry, with the key).
  public var action: String {
    switch self {
    case .mine: "Mine"
    case .starred: "Starred"
    case .discover: "Public"
    case .newGist: "new gist"
    case .drafts: "unsent drafts"
    case .outbox: "outbox: writes waiting to send"
    case .links: "linked files"
    case .options: "options"
    case .accounts: "switch account"
    case .help: "this help"
    case .quit: "quit"
    }
  }

  /// Its keys on every screen (empty: none).
  var keys: String {
    switch self {
    case .help: "?"
    case .quit: "Ctrl-C"
    default: ""
    }
  }

  /// Whether it leads to a screen that needs an account (left out while signed out).
  var needsAccount: Bool {
    guard case .push(let destination) = transition else { return false }
    return destination.signInReason != nil
  }

  /// The move between screens it makes (nil: help and quit, which the shell does).
  var transition: Transition? {
    switch self {
    case .mine: .push(.mine)
    case .starred: .push(.starred)
    case .discover: .push(.discover)
    case .newGist: .push(.compose(Draft(description: "", files: [:], isPublic: false)))
    case .drafts: .push(.drafts)
    case .outbox: .push(.outbox)
    case .links: .push(.links)
    case .options: .push(.options)
    case .accounts: .push(.accounts)
    case .help, .quit: nil
    }
  }
}
