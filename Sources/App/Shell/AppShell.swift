import TerminalUI

/// The browser's frame: a stack of scenes on the main loop, the `?` help overlay made from
/// the top scene's key table, and the keys every screen shares (`q` back or quit, `Esc`
/// back, Ctrl-C quit, Ctrl-Z suspend).
public final class AppShell: SceneStack {
  /// The keys every screen has, for help.
  static func helpEntries(atRoot: Bool) -> [(keys: String, action: String)] {
    [
      ("?", "this help"), (atRoot ? "q" : "q Esc", atRoot ? "quit" : "back"),
      ("Ctrl-C", "quit"), ("Ctrl-Z", "suspend (fg resumes)"),
    ]
  }

  private let loop: MainLoop
  /// The scenes, the top one last.
  public private(set) var scenes: [any Scene] = []
  private var help: HelpOverlay?

  /// A shell on `loop`.
  public init(loop: MainLoop) {
    self.loop = loop
    loop.content = { [unowned self] in
      Overlay(base: scenes.last?.content(isRoot: scenes.count == 1) ?? Label(""), top: help)
    }
    loop.onKey = { [unowned self] in handle($0) }
  }

  /// Shows `scene` on top.
  public func push(_ scene: any Scene) {
    scenes.last?.disappear()
    scenes.append(scene)
    scene.appear()
    loop.setNeedsRender()
  }

  /// Shows `scene` in place of the top scene.
  public func replaceTop(with scene: any Scene) {
    if let top = scenes.popLast() { top.disappear() }
    scenes.append(scene)
    scene.appear()
    loop.setNeedsRender()
  }

  /// Replaces every scene with `scene` (after signing in, or when the token is rejected).
  public func replaceAll(with scene: any Scene) {
    for old in scenes.reversed() { old.disappear() }
    scenes = [scene]
    help = nil
    scene.appear()
    loop.setNeedsRender()
  }

  /// Closes the top scene; closing the last one quits.
  public func pop() {
    guard let top = scenes.popLast() else { return }
    top.disappear()
    if let below = scenes.last {
      below.appear()
    } else {
      loop.stop()
    }
    loop.setNeedsRender()
  }

  /// Runs until quit; returns the exit code.
  public func run() -> Int32 {
    loop.run()
  }

  /// Handles one key (public for tests).
  public func handle(_ key: Key) {
    if help != nil {
      help = nil
      return
    }
    switch key {
    case .ctrl("c"):
      loop.stop()
      return
    case .ctrl("z"):
      loop.suspend()
      return
    default:
      break
    }
    if let top = scenes.last, top.handle(key) { return }
    switch key {
    case .character("?"):
      if let top = scenes.last {
        help = HelpOverlay(title: top.title, entries: top.helpEntries(isRoot: scenes.count == 1))
      }
    case .character("q"):
      pop()
    case .escape where scenes.count > 1:
      pop()
    default:
      break
    }
  }
}
