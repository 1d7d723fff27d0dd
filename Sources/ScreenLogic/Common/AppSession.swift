import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import Store

/// What every screen may show about the session: who is signed in, the rate limit the last
/// response left, and the feature options. Lives on the main thread.
public final class AppSession {
  /// The signed-in login (nil while unknown or when browsing without signing in).
  public let login = BehaviorSubject<String?>(value: nil)
  /// Whether the user chose to browse without signing in (no token: only public gists).
  public let signedOut = BehaviorSubject<Bool>(value: false)
  /// The rate limit of the last response.
  public let rateLimit = BehaviorSubject<RateLimit?>(value: nil)
  /// Something to say once, on the first screen (the cache was rebuilt, say).
  public let notice = BehaviorSubject<String?>(value: nil)
  /// A note to show over whatever screen is on top, until the next key ("Kept as a
  /// draft"): for a screen that is closing.
  public let toast = PublishSubject<String>()
  /// A gist the user changed (an edit sent): screens showing it show the new version.
  public let changedGist = PublishSubject<Gist>()
  /// A gist deleted on its own screen: the list, shown again, offers to make it again.
  public let deletedGist = PublishSubject<Gist>()
  /// How many writes wait in the outbox for GitHub (the status bar says so).
  public let outboxWaiting = BehaviorSubject<Int>(value: 0)
  /// GitHub answered a refresh: what waits in the outbox may go now.
  public let githubAnswered = PublishSubject<Void>()
  /// Writes from the outbox went (lists load again to show them).
  public let outboxSent = PublishSubject<Void>()
  /// The outbox, where writes GitHub cannot take now wait (nil: none, as in tests that
  /// give none; a failed send then keeps a draft only).
  public var outbox: OutboxCourier?
  /// The drafts compose screens kept as they closed, by draft id, each with what to say
  /// about it when the app has ended (said only when it is still kept then).
  public private(set) var keptDrafts: [(id: String, note: String)] = []
  /// What screens closing said is to be said when the app has ended (a bulk delete cut off
  /// by quitting), in order.
  public private(set) var endNotes: [String] = []
  /// Whether the compose screen asks before an edit's changes are sent: until the user
  /// answers Send once in this run (every time with the option on).
  public var sendReview = SendReview()
  /// The feature options, by key (missing keys take the option's default).
  public let options: BehaviorSubject<[String: Bool]>
  /// The options that are a word (the list's order and visibility per tab), by key.
  public let choices: BehaviorSubject<[String: String]>

  /// The searches saved as tabs of the gist list, in order.
  public let savedSearches: BehaviorSubject<[SavedSearch]>
  /// Where the token in use came from (nil: none, or one pasted on the sign-in screen and
  /// saved), so a rejected token is named as the user knows it.
  public var tokenSource: TokenSource?

  /// A session with `options`, `choices` and `savedSearches` from the config.
  public init(
    options: [String: Bool] = [:], choices: [String: String] = [:],
    savedSearches: [SavedSearch] = []
  ) {
    self.options = BehaviorSubject(value: options)
    self.choices = BehaviorSubject(value: choices)
    self.savedSearches = BehaviorSubject(value: savedSearches)
  }

  /// Draft `id` was kept as its compose screen closed: when the app ends, `note` says so
  /// (once per draft, the last note said).
  public func keptDraft(_ id: String, saying note: String) {
    keptDrafts.removeAll { $0.id == id }
    keptDrafts.append((id, note))
  }

  /// `note` is said on stderr once the app has ended and the terminal is restored.
  public func sayAtEnd(_ note: String) {
    endNotes.append(note)
  }

  /// Whether `option` is on.
  public func isOn(_ option: AppOption) -> Bool {
    options.value[option.key] ?? option.defaultValue
  }

  /// The word `option` is set to (its first choice when the config does not say, or says
  /// a word it does not know).
  public func choice(_ option: AppOption) -> String {
    let words = option.choices.map(\.word)
    return choices.value[option.key].flatMap { words.contains($0) ? $0 : nil } ?? words.first ?? ""
  }

  /// The word `option` is set to, now and as it changes.
  public func watchChoice(_ option: AppOption) -> Observable<String> {
    choices.asObservable().map { [unowned self] _ in choice(option) }.distinctUntilChanged()
  }

  /// Whether `option` is on, now and as it changes.
  public func watch(_ option: AppOption) -> Observable<Bool> {
    options.asObservable().map { $0[option.key] ?? option.defaultValue }.distinctUntilChanged()
  }
}
