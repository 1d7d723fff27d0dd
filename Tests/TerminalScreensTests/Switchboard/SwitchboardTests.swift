import Foundation
import GistServer
import GistValues
import ScreenLogic
import Store
import TerminalScreens
import TestSupport
import Testing

/// The switchboard is the app's one navigator: every destination opens its scene, and the
/// start-up flow is a sequence of transitions, all without a terminal.
@Suite(.serialized) struct SwitchboardTests {
  static let gist = Gist(
    id: "abc123", description: "A gist", files: [GistFile(filename: "a.txt", content: "a")])

  /// One of each destination.
  static let every: [Destination] = [
    .gist(id: "abc123", revision: nil), .gist(id: "abc123", revision: "f00d"),
    .loadedGist(gist), .found(id: "abc123", gist: gist, find: TextFind(terms: ["a"])),
    .created(gist), .userOrGist("octocat"), .user("octocat"), .mine, .starred,
    .discover,
    .history(gist), .comments(gist), .forks(gist), .diff(title: "Changes", from: gist, to: gist),
    .conflict(file: "a.txt", base: "a", theirs: "b", yours: nil),
    .compose(Draft(description: "", files: [:], isPublic: false)), .drafts, .outbox, .links,
    .options,
    .accounts,
    .login(message: "The token was rejected.", then: .starred),
  ]

  /// The scene each destination opens, and the case's name; the switch has no default, so
  /// a new destination does not compile until it is listed here.
  static func expected(_ destination: Destination) -> (kind: String, scene: String) {
    switch destination {
    case .gist: ("gist", "GistDetailScene")
    case .loadedGist: ("loadedGist", "GistDetailScene")
    case .found: ("found", "GistDetailScene")
    case .created: ("created", "GistDetailScene")
    case .userOrGist: ("userOrGist", "LookupScene")
    case .user: ("user", "GistListScene")
    case .mine: ("mine", "GistListScene")
    case .starred: ("starred", "GistListScene")
    case .discover: ("discover", "GistListScene")
    case .history: ("history", "HistoryScene")
    case .comments: ("comments", "CommentsScene")
    case .forks: ("forks", "ForksScene")
    case .conflict: ("conflict", "DiffScene")
    case .diff: ("diff", "DiffScene")
    case .compose: ("compose", "ComposeScene")
    case .drafts: ("drafts", "DraftsScene")
    case .outbox: ("outbox", "OutboxScene")
    case .links: ("links", "LinksScene")
    case .options: ("options", "OptionsScene")
    case .accounts: ("accounts", "AccountsScene")
    case .login: ("login", "LoginScene")
    }
  }

  @Test func everyDestinationOpensItsSceneOnTop() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    #expect(Set(Self.every.map { Self.expected($0).kind }).count == 21, "one of each case")
    for destination in Self.every {
      switchboard.go(.push(destination))
      #expect(stack.kinds.last == Self.expected(destination).scene, "\(destination)")
    }
    #expect(stack.scenes.count == Self.every.count)
    #expect(
      stack.scenes.last?.content(isRoot: false) != nil && stack.scenes.last?.title == "Sign in")
    withExtendedLifetime(host) {}
  }

  @Test func transitionsPushReplaceRestartAndGoBack() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    switchboard.go(.restart(.mine))
    switchboard.go(.push(.options))
    switchboard.go(.replaceTop(.loadedGist(Self.gist)))
    #expect(stack.kinds == ["GistListScene", "GistDetailScene"])
    switchboard.go(.back)
    #expect(stack.kinds == ["GistListScene"] && !stack.quitted)
    switchboard.go(.back)
    #expect(stack.scenes.isEmpty && stack.quitted)
    switchboard.go(.signedIn(token: "new", login: "ada", then: .gist(id: "abc", revision: nil)))
    #expect(host.accounts == ["ada"])
    #expect(stack.kinds == ["GistListScene", "GistDetailScene"])
    switchboard.go(.browsePublic(then: nil))
    #expect(host.accounts == ["ada", "(anonymous)"])
    #expect(stack.kinds == ["GistListScene"])
  }

  /// A new-user review: Ctrl-C in compose lost the text half typed in a question. Quit
  /// closes every screen first (compose keeps what it holds); unchanged, nothing is said.
  @Test func quitClosesEveryScreenThenEndsTheApp() throws {
    let board = try OfflineSwitchboard()
    board.switchboard.go(.restart(.mine))
    board.switchboard.go(
      .push(.compose(Draft(description: "", files: ["a.txt": "a"], isPublic: false))))
    board.switchboard.go(.quit)
    #expect(board.stack.quitted && board.stack.scenes.isEmpty)
    #expect(board.toasts.isEmpty, "nothing changed, so nothing said")
    #expect(board.host.session.keptDrafts.isEmpty)
  }

  // The start-up flow: what the first screens are for each situation.

  @Test func withoutATokenTheLoginComesFirstAndThenWhatWasAskedFor() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: nil)
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    switchboard.start(hasToken: false, opening: .gist(id: "abc", revision: nil))
    #expect(stack.kinds == ["LoginScene"])
    switchboard.go(.signedIn(token: "t", login: "ada", then: .gist(id: "abc", revision: nil)))
    #expect(stack.kinds == ["GistListScene", "GistDetailScene"])
  }

  /// Kept drafts no longer open a screen at the start (issue 57, item 12): the list says
  /// them (AppAssembly's notice; DraftsStartJourneyTests).
  @Test func withATokenTheListThenTheLink() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    Switchboard(stack: stack, host: host).start(hasToken: true)
    #expect(stack.kinds == ["GistListScene"])

    let opening = PlainStack()
    let switchboard = Switchboard(stack: opening, host: host)
    switchboard.start(
      hasToken: true,
      opening: try Destination.parse("https://gist.github.com/ada/abc123"))
    #expect(opening.kinds == ["GistListScene", "GistDetailScene"])
    #expect(throws: GistError.invalidReference("https://example.com/x")) {
      try switchboard.open("https://example.com/x")
    }
    #expect(opening.scenes.count == 2)
    try switchboard.open("dehub://mine")
    #expect(opening.kinds.last == "GistListScene")
  }

  /// A new-user review: `dehub compose FILE`, then `q`, showed the drafts and the list it had
  /// opened underneath. Compose is the only screen: leaving it leaves the app.
  @Test func composeStartsAloneAndLeavingItLeavesTheApp() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    switchboard.start(
      hasToken: true,
      compose: Draft(description: "", files: ["a.txt": "a"], isPublic: false))
    #expect(stack.kinds == ["ComposeScene"])
    switchboard.go(.back)
    #expect(stack.scenes.isEmpty && stack.quitted)
  }

  // A name that is a gist id or a login: the server tells, and the right screen takes the
  // look-up's place; offline, it says it cannot tell and stays.

  @Test func aNameThatIsAUserOrAGistOpensWhatTheServerSays() async throws {
    try await ServerFixture.with(seed: { store in
      store.addUser("ada", token: nil)
      store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "deadbeef", owner: "ada", description: "Ada's", isPublic: true,
              files: ["a.txt": "a"], hoursAgo: 1)
          ]))
    }) { fixture in
      let host = try TestHost(baseURL: fixture.baseURL, token: ServerFixture.token)
      let stack = PlainStack()
      let switchboard = Switchboard(stack: stack, host: host)
      switchboard.go(.restart(.mine))
      switchboard.go(.push(.userOrGist("ada")))
      #expect(stack.kinds.last == "LookupScene")
      #expect(host.pump.run(until: { stack.kinds.last != "LookupScene" }))
      #expect(stack.kinds == ["GistListScene", "GistListScene"])
      switchboard.go(.push(.userOrGist("deadbeef")))
      #expect(host.pump.run(until: { stack.kinds.last != "LookupScene" }))
      #expect(stack.kinds == ["GistListScene", "GistListScene", "GistDetailScene"])
      switchboard.go(.push(.userOrGist("nobody")))
      #expect(host.pump.run(until: { host.worker.inFlight == 0 }))
      #expect(stack.kinds.last == "LookupScene")
    }
  }
}
