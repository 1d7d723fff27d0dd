import Keys
import ScreenLogic
import TerminalUI

/// The browser's frame: a stack of scenes on the main loop, the `?` help overlay and the
/// command palette (`Ctrl-P`, `:`) made from the top scene's key table, and the keys every
/// screen shares (`q` back or quit, `Esc` back, Ctrl-C quit, Ctrl-Z suspend).
public final class AppShell: SceneStack {
  /// The keys every screen has (`shell`, the app's own table as remapped), for help; on a
  /// screen that `typesLetters` into a field, the letters it types are not listed (`q` types
  /// into the login's token: it neither quits nor goes back there), but help's own key.
  static func helpEntries(
    _ shell: [KeyBinding<ShellIntent, Never>], atRoot: Bool, typesLetters: Bool = false
  ) -> [(keys: String, action: String)] {
    shell.compactMap { binding in
      var keys = binding.keys
      if typesLetters && binding.name != "help" {
        keys = keys.filter {
          if case .character = $0 { return false }
          return true
        }
      }
      if binding.name == "back" && atRoot { keys = keys.filter { $0 != .escape } }
      guard !keys.isEmpty else { return nil }
      let action = binding.name == "back" ? (atRoot ? "quit" : "back") : binding.action
      return keys == binding.keys
        ? (binding.label, action) : (keys.map(\.label).joined(separator: " "), action)
    } + [("Ctrl-C", "quit"), ("Ctrl-Z", "suspend (fg resumes)")]
  }

  /// The keys the user gave actions in the config: the app's own and the palette's follow.
  public var keyMap = KeyMap() {
    didSet { shellKeys = keyMap.applied(to: ShellKeys.table) }
  }
  /// The app's own keys, as remapped.
  private var shellKeys = ShellKeys.table

  private let loop: MainLoop
  /// The scenes, the top one last.
  public private(set) var scenes: [any Scene] = []
  private var help: HelpOverlay?
  private var toast: Toast?
  /// The open command palette.
  private var palette: (keys: KeyDispatcher<CursesPaletteStage>, director: PaletteDirector)?
  /// Whether no token is in use: the palette leaves out the app's actions that need one.
  public var isSignedOut: () -> Bool = { false }
  /// Where every move between screens goes, back and quit too (the switchboard): the shell
  /// never pops or stops on its own.
  public weak var navigator: (any Navigator)?

  /// A shell on `loop`.
  public init(loop: MainLoop) {
    self.loop = loop
    loop.content = { [unowned self] in frame() }
    loop.onKey = { [unowned self] in handle($0) }
    // SIGTERM, SIGHUP: every screen is closed as Ctrl-C closes them (compose keeps a draft).
    loop.onTerminate = { [unowned self] _ in go(.quit) }
  }

  /// What the screen draws now: the top scene, the toast over it, and help or the palette
  /// over both.
  public func frame() -> any Widget {
    Overlay(
      base: Overlay(
        base: scenes.last?.content(isRoot: scenes.count == 1) ?? Label(""), top: toast),
      top: help ?? palette.map { $0.keys.stage.content(help: $0.keys.hints) })
  }

  /// Says `text` over the screen until the next key (a note that outlives the screen that
  /// wrote it: "Kept as a draft").
  public func showToast(_ text: String) {
    toast = Toast(text)
    loop.setNeedsRender()
  }

  /// Shows `scene` on top.
  public func push(_ scene: any Scene) {
    scenes.last?.covered()
    scenes.append(scene)
    scene.appear()
    loop.setNeedsRender()
  }

  /// Shows `scene` in place of the top scene.
  public func replaceTop(with scene: any Scene) {
    if let top = scenes.popLast() { top.closed() }
    scenes.append(scene)
    scene.appear()
    loop.setNeedsRender()
  }

  /// Replaces every scene with `scene` (after signing in, or when the token is rejected).
  public func replaceAll(with scene: any Scene) {
    for old in scenes.reversed() { old.closed() }
    scenes = [scene]
    help = nil
    palette = nil
    scene.appear()
    loop.setNeedsRender()
  }

  /// Closes the top scene (the switchboard quits when none is left).
  public func pop() {
    guard let top = scenes.popLast() else { return }
    top.closed()
    scenes.last?.appear()
    loop.setNeedsRender()
  }

  /// Closes every scene, the top one first (the switchboard's `.quit`).
  public func closeAll() {
    let closing = scenes
    scenes = []
    help = nil
    palette = nil
    for scene in closing.reversed() { scene.closed() }
    loop.setNeedsRender()
  }

  /// Ends the run loop (the switchboard's `.quit`, or `.back` from the last screen).
  public func quit() {
    loop.stop()
  }

  /// Asks the switchboard for `transition` (back and quit are its moves, as every other).
  private func go(_ transition: Transition) {
    navigator?.go(transition)
  }

  /// Keys while help is open: it scrolls, `q`, `Esc` and `?` close it, Ctrl-C quits; other
  /// keys do nothing (they would be lost on a closing help).
  private func handleHelp(_ key: Key, _ help: HelpOverlay) {
    switch key {
    case .down, .character("j"): help.scroll(by: 1)
    case .up, .character("k"): help.scroll(by: -1)
    case .pageDown, .ctrl("f"), .character(" "): help.page(1)
    case .pageUp, .ctrl("b"): help.page(-1)
    case .home, .character("g"): help.jump(toEnd: false)
    case .end, .character("G"): help.jump(toEnd: true)
    case .character("q"), .character("?"), .escape: self.help = nil
    case .ctrl("c"): go(.quit)
    case .mouse(let event) where event.kind == .wheelDown: help.scroll(by: 3)
    case .mouse(let event) where event.kind == .wheelUp: help.scroll(by: -3)
    default:
      // The help and back keys as the config gives them close it too.
      let closing = shellKeys.filter { $0.name == "help" || $0.name == "back" }
      if closing.contains(where: { $0.keys.contains(key) }) { self.help = nil }
    }
  }

  private func showHelp() {
    if let top = scenes.last {
      help = HelpOverlay(title: top.title, entries: top.helpEntries(isRoot: scenes.count == 1))
    }
  }

  /// Opens the command palette over the top scene, with its actions and the app's; or,
  /// `choosing` a kind, with the scene's jumps of that kind alone (a gist's files).
  public func openPalette(choosing kind: JumpEntries.Kind? = nil) {
    guard let top = scenes.last else { return }
    let stage = CursesPaletteStage()
    let entries = top.paletteEntries().filter { entry in
      kind.map { JumpEntries.name($0, of: entry.id) != nil } ?? true
    }
    let director = PaletteDirector(
      stage: stage, screen: entries, goesToLines: top.goesToLines && kind == nil,
      signedOut: isSignedOut(), choosing: kind
    ) {
      [weak self, weak top] outcome in
      guard let self else { return }
      self.palette = nil
      switch outcome {
      case .screen(let id): if let top { self.said(by: top.runPaletteEntry(id)) }
      case .line(let line): top?.goToLine(line)
      case .go(let transition): self.go(transition)
      case .help: self.showHelp()
      case .quit: self.go(.quit)
      case .cancelled: break
      }
      self.loop.setNeedsRender()
    }
    palette = (
      KeyDispatcher(stage: stage, table: keyMap.applied(to: PaletteKeys.table)) {
        director.availability(of: $0)
      },
      director
    )
    director.start()
    loop.setNeedsRender()
  }

  /// Says a refused key's reason as a toast; true when the scene did something with the
  /// key (or refused it), false when the shell's keys come next.
  @discardableResult private func said(by outcome: KeyOutcome) -> Bool {
    switch outcome {
    case .handled: return true
    case .unhandled: return false
    case .refused(let sentence):
      showToast(sentence)
      return true
    case .choose(let kind):
      openPalette(choosing: kind)
      return true
    }
  }

  /// Runs until quit; returns the exit code.
  public func run() -> Int32 {
    loop.run()
  }

  /// Handles one key (public for tests).
  public func handle(_ key: Key) {
    // Below the minimum size nothing the screen hides is acted on.
    guard loop.acts(on: key) else { return }
    if loop.quitsWhileTooSmall(key) { return go(.quit) }
    toast = nil
    if let help {
      handleHelp(key, help)
      return
    }
    if let palette {
      if key == .ctrl("c") { return go(.quit) }
      _ = palette.keys.handle(key)
      return
    }
    switch key {
    case .ctrl("c"):
      go(.quit)
      return
    case .ctrl("z"):
      loop.suspend()
      return
    default:
      break
    }
    if let top = scenes.last, said(by: top.handle(key)) { return }
    guard let binding = shellKeys.first(where: { $0.keys.contains(key) }),
      case .send(let intent) = binding.effect
    else { return }
    switch intent {
    case .help: showHelp()
    case .palette: openPalette()
    // Esc leaves a screen, never the app.
    case .back where key == .escape && scenes.count == 1: break
    case .back: go(.back)
    }
  }
}
