import ArgumentParser
import FoundationEssentials
import Glibc
import System
import TerminalScreens
import TerminalUI

/// `dehub demo`: the real application, through libcurl, against the embedded gist server
/// on a free loopback port with the demo data, a demo token and a throw-away config, cache
/// and state folder (nothing of the user's is touched). It plays the tour script at a human
/// pace, another script (`--script`), lets the user drive (`--interactive`), or runs a
/// script on a screen that is not the terminal and prints its snapshots (`--headless`).
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the tour (or a script) on demo data, or browse it with --interactive.",
    discussion: CommandExamples.discussion("", "demo"))

  @Option(help: "A demo script to play instead of the tour.") var script: String?
  @Flag(help: "Run the script on a hidden screen; print its snapshots; check its expects.")
  var headless = false
  @Flag(help: "Drive the app yourself on the demo data.") var interactive = false
  @Option(help: "Scale the script's pauses (2: twice as slow, 0: none).") var speed = 1.0
  @Option(help: "The headless screen's size, COLUMNSxROWS.") var size = "100x30"
  @Option(
    help: ArgumentHelp(
      "Record the tour, as played on a hidden screen at --speed, as an asciicast v2 file.",
      valueName: "file"))
  var cast: String?

  func validate() throws {
    if interactive && (headless || script != nil || cast != nil) {
      throw ValidationError(
        "--interactive cannot be combined with --headless, --script or --cast.")
    }
    guard speed.isFinite, (0...100).contains(speed) else {
      throw ValidationError("--speed must be from 0 to 100 (2: twice as slow, 0: no pauses).")
    }
    guard Self.parseSize(size) != nil else {
      throw ValidationError("--size must look like 100x30 (from 60x16 to 1000x500).")
    }
    if let cast, let problem = Self.castProblem(cast) { throw ValidationError(problem) }
  }

  /// Why `path` cannot take the cast (checked before the tour is played): it must be a
  /// regular file or not exist yet, in a folder that exists. The cast is written by a
  /// rename, which would put a regular file in the place of a device or a FIFO.
  static func castProblem(_ path: String) -> String? {
    var status = stat()
    if lstat(path, &status) == 0 {
      let kind = status.st_mode & S_IFMT
      if kind == S_IFLNK {
        return "--cast \(path) is a symbolic link; name the file itself."
      }
      guard kind == S_IFREG else {
        return "--cast \(path) is not a regular file (a device, a FIFO or a folder); name a file."
      }
      return access(path, W_OK) == 0 ? nil : "--cast \(path) is not writable."
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isFolder = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder
    else { return "--cast \(path): the folder \(folder) does not exist." }
    return access(folder, W_OK) == 0 ? nil : "--cast \(path): the folder \(folder) is not writable."
  }

  /// The script's name in messages.
  private var scriptName: String {
    script.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "tour.demo"
  }

  static func parseSize(_ text: String) -> (columns: Int, rows: Int)? {
    let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (60...1000).contains(parts[0]), (16...500).contains(parts[1]) else {
      return nil
    }
    return (parts[0], parts[1])
  }

  func run() throws {
    let data = try DemoData.locate()
    let steps: [DemoStep]
    if interactive {
      steps = []
    } else {
      var text = data.tour
      if let script {
        guard let bytes = FileManager.default.contents(atPath: script) else {
          throw CommandFailure.failure(
            "Cannot read the demo script \(script): \(UnreadableFile.reason(script)).")
        }
        guard let read = String(data: bytes, encoding: .utf8) else {
          throw CommandFailure.failure(
            "Cannot read the demo script \(script): it is not UTF-8 text.")
        }
        text = read
      }
      do {
        steps = try DemoScript.parse(text)
      } catch {
        throw CommandFailure.usage(error.message(file: scriptName))
      }
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-demo-\(getpid())-\(UUID().uuidString.prefix(6))")
    defer { try? FileManager.default.removeItem(at: home) }
    do {
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure.failure("Cannot make the demo's folder \(home.path).")
    }
    let server = try data.startServer(in: home)
    defer { server.stop() }
    var environment = Console.current.environment
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
    environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
    environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    environment["DEHUB_API_URL"] = server.baseURL
    environment["GH_ENTERPRISE_TOKEN"] = DemoData.token
    environment["GITHUB_ENTERPRISE_TOKEN"] = nil
    let context = try CommandContext(
      options: try GlobalOptions.parse([]), requireToken: true, environment: environment)
    if interactive {
      return try context.runBrowser(noCache: false)
    }
    let file = scriptName
    if headless || cast != nil {
      try runHeadless(steps, context: context, file: file)
    } else {
      try runInTerminal(steps, context: context, file: file)
    }
  }

  private func runInTerminal(_ steps: [DemoStep], context: CommandContext, file: String) throws {
    let editor = ScriptedEditor()
    let setup = try context.appSetup(noCache: false)
    let loop = try FullScreen.open(for: "The demo needs a terminal; try --headless.")
    let assembly = AppAssembly(setup: setup, loop: loop, editor: editor)
    var failure: String?
    var stopped = false
    let player = DemoPlayer(
      steps: steps, assembly: assembly, editor: editor, speed: speed, typingDelay: 0.08,
      snapshot: { _, _ in }
    ) { outcome in
      if case .failed(let line, let expected) = outcome {
        failure = "\(file) line \(line): expected \"\(expected)\" on the screen."
      }
      stopped = outcome == .stopped
      assembly.loop.stop()
    }
    assembly.start()
    // The script drives the app; the user's q, Esc or Ctrl-C ends the tour (exit 0).
    player.takeUserKeys()
    player.start(idleSignal: assembly.afterEachDelivery)
    let code = assembly.loop.run()
    if let failure { throw CommandFailure.failure(failure) }
    if stopped { return Output.error("The tour stopped early; dehub demo --interactive browses.") }
    if code != 0 { throw ExitCode(code) }
  }

  private func runHeadless(_ steps: [DemoStep], context: CommandContext, file: String) throws {
    let (columns, rows) = Self.parseSize(size) ?? (100, 30)
    // Headless runs as fast as it can; a cast keeps the pace asked for (--speed).
    let pace = headless && cast == nil ? 0 : speed
    let recorder: CastRecorder?
    let app: HeadlessApp
    let setup = try context.appSetup(noCache: false)
    do {
      recorder = try cast.map { _ throws(TerminalError) in
        try CastRecorder(columns: columns, rows: rows)
      }
      app = try HeadlessApp(
        setup: setup, columns: columns, rows: rows,
        output: recorder?.output)
    } catch {
      throw CommandFailure.failure(error.message)
    }
    let headless = self.headless
    let outcome = app.play(
      steps, speed: pace,
      snapshot: { name, screen in
        guard headless else { return }
        Output.line(
          "── snapshot \(name) " + String(repeating: "─", count: max(0, columns - 14 - name.count)))
        for line in screen { Output.line(line) }
      }, afterStep: recorder.map { recorder in { recorder.mark() } })
    if let recorder, let cast {
      do {
        try recorder.write(to: URL(fileURLWithPath: cast), title: "dehub demo (\(file))")
      } catch {
        throw CommandFailure.failure(
          "Cannot write the cast to \(cast): \(Self.castProblem(cast) ?? "the write failed").")
      }
      if !headless {
        Output.error("dehub: recorded \(file) to \(cast) (\(recorder.eventCount) frames)")
      }
    }
    if case .failed(let line, let expected) = outcome {
      Output.error(
        "dehub: \(file) line \(line): expected \"\(expected)\" on the screen, which shows:")
      for line in app.screen.snapshot() { Output.error("  | \(line)") }
      throw ExitCode(1)
    }
  }
}
