import GistValues
import ScreenLogic
import Store

/// The app's one navigator: every move between screens (start-up, links, keys) is a
/// `Transition` it performs, building the Scene of each `Destination` (and the Scene its
/// Stage and Director). Scenes never construct each other. It is tested without a
/// terminal, over a plain scene stack.
public final class Switchboard: Navigator {
  private let stack: any SceneStack
  private unowned let host: any SwitchboardHost

  /// A switchboard showing scenes on `stack`, built with what `host` provides.
  public init(stack: any SceneStack, host: any SwitchboardHost) {
    self.stack = stack
    self.host = host
  }

  /// The first screens: the login when there is no token; else the compose screen alone
  /// for `compose` (`dehub compose`: leaving it leaves the app); else the user's gists, then
  /// `destination`. Drafts kept from before are said on the list, not opened.
  public func start(hasToken: Bool, opening destination: Destination? = nil, compose: Draft? = nil)
  {
    guard hasToken else {
      return go(
        .restart(.login(message: nil, then: compose.map { Destination.compose($0) } ?? destination))
      )
    }
    if let compose { return go(.restart(.compose(compose))) }
    go(.restart(.mine))
    if let destination { go(.push(destination)) }
  }

  /// Opens `text` (a URL, an id, a login or a `dehub://` link) on top; throws a sentence
  /// when it leads nowhere.
  public func open(_ text: String) throws(GistError) {
    go(.push(try Destination.parse(text)))
  }

  public func go(_ transition: Transition) {
    switch transition {
    // A screen that needs an account, asked for without a token, is the login first.
    case .push(let destination): stack.push(scene(for: reached(destination)))
    case .replaceTop(let destination): stack.replaceTop(with: scene(for: reached(destination)))
    case .restart(let destination): stack.replaceAll(with: scene(for: destination))
    case .back:
      stack.pop()
      if stack.scenes.isEmpty { stack.quit() }
    case .quit:
      // Every screen is closed first: compose keeps what is typed, and says so at exit.
      stack.closeAll()
      stack.quit()
    case .signedIn(let token, let login, let then):
      host.signIn(token: token, login: login)
      go(.restart(.mine))
      if let then { go(.push(then)) }
    case .browsePublic(let then):
      host.browseAnonymously()
      go(.restart(.discover))
      if let then { go(.push(then)) }
    }
  }

  /// Where `destination` leads now: itself, or the login that opens it after signing in.
  private func reached(_ destination: Destination) -> Destination {
    destination.reached(signedOut: host.isSignedOut)
  }

  /// Whether `destination` is a new gist still waiting in the outbox (not on GitHub yet).
  private static func isWaitingGist(_ destination: Destination) -> Bool {
    switch destination {
    case .gist(let id, _): OutboxListing.isWaiting(id)
    case .loadedGist(let gist): OutboxListing.isWaiting(gist.id)
    default: false
    }
  }

  /// The scene that shows `destination`.
  func scene(for destination: Destination) -> any Scene {
    let context = host.sceneContext(navigator: self)
    // A new gist still in the outbox: its row in Mine opens the outbox.
    if Self.isWaitingGist(destination) { return scene(for: .outbox) }
    switch destination {
    case .gist(let id, let revision):
      return GistDetailScene(id: id, revision: revision, context: context)
    case .loadedGist(let gist):
      return GistDetailScene(id: gist.id, initial: gist, context: context)
    case .found(let id, let gist, let find):
      return GistDetailScene(id: id, initial: gist, find: find, context: context)
    case .created(let gist):
      return GistDetailScene(id: gist.id, initial: gist, created: true, context: context)
    case .userOrGist(let name):
      return LookupScene(name: name, context: context)
    case .user(let name):
      return GistListScene(context: context, startTab: .user, startUser: name)
    case .mine:
      return GistListScene(context: context, startTab: .mine)
    case .starred:
      return GistListScene(context: context, startTab: .starred)
    case .discover:
      return GistListScene(context: context, startTab: .discover)
    case .history(let gist):
      return HistoryScene(gist: gist, context: context)
    case .comments(let gist):
      return CommentsScene(gist: gist, context: context)
    case .forks(let gist):
      return ForksScene(gist: gist, context: context)
    case .accounts:
      return AccountsScene(context: context)
    case .diff(let title, let old, let new):
      return DiffScene(
        title: title, sections: [DiffDirector.Section(from: old, to: new)],
        keyMap: context.keyMap)
    case .conflict(let file, let base, let theirs, let yours):
      return DiffScene(
        title: "\(file): as you opened it, against GitHub's version and against yours",
        sections: ConflictSections.of(file: file, base: base, theirs: theirs, yours: yours),
        keyMap: context.keyMap)
    case .compose(let draft):
      return ComposeScene(draft: draft, context: context)
    case .drafts:
      return DraftsScene(context: context)
    case .outbox:
      // Without the app's courier (a test's bare session): the outbox is shown, not sent.
      let courier =
        context.session.outbox
        ?? OutboxCourier(
          outbox: Outbox(
            folder: context.drafts.folder.deletingLastPathComponent()
              .appendingPathComponent("outbox"), account: context.drafts.account),
          sender: { nil }, worker: context.worker, scheduler: context.scheduler,
          session: context.session)
      return OutboxScene(courier: courier, context: context)
    case .links:
      return LinksScene(context: context)
    case .options:
      return OptionsScene(context: context)
    case .login(let message, let then):
      return LoginScene(message: message, then: then, context: context)
    }
  }
}
