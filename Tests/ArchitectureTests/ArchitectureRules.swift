import Foundation

/// The module boundaries of DESIGN.md section 2, checked against source text.
struct ArchitectureRules {
  /// One source file: its target (the folder under `Sources/`), path and text.
  struct SourceFile {
    let target: String
    let path: String
    let text: String
  }

  /// What each target may import, besides the system and Swift's own modules.
  static let allowedImports: [String: Set<String>] = [
    "CNCurses": [],
    "CSQLite": [],
    "CCurl": [],
    "CJQ": [],
    "CBuildInfo": [],
    "CTerminalGuard": [],
    "Reactive": [],
    "Basics": [],
    "Keys": [],
    "TestSupport": [
      "Reactive", "Model", "Store", "System", "GistValues", "GistServer", "TerminalUI", "Keys",
      "ScreenLogic", "TerminalScreens", "Testing",
    ],
    // Model by kind (issue 54), each target below the next and none seeing a screen: the
    // values every layer passes; the operating system; what is kept on disk; the API client
    // and the network models.
    "GistValues": ["Basics"],
    "System": ["GistValues", "Basics", "Reactive"],
    "Store": ["GistValues", "System", "Basics", "Reactive", "CSQLite"],
    "Model": ["GistValues", "System", "Store", "Reactive", "Basics", "CCurl", "CBuildInfo"],
    // The domain: every rule about gists that more than one front end uses.
    "GistWork": ["Model", "Store", "System", "GistValues", "Basics", "Reactive"],
    "TerminalUI": ["Reactive", "Basics", "Keys", "CNCurses", "CTerminalGuard"],
    // System for its naming rules (`FileSaver.suggestion`, `GitCloner.defaultFolder`); the
    // screens' logic still does no file I/O (`domainViolations`).
    "ScreenLogic": [
      "Reactive", "Basics", "Keys", "Model", "Store", "System", "GistValues", "GistWork",
    ],
    "TerminalScreens": [
      "Reactive", "Basics", "Keys", "Model", "Store", "GistValues", "GistWork", "ScreenLogic",
      "TerminalUI",
    ],
    // The gist server needs the values and the child processes (its git mirror), not the
    // client.
    "GistServer": ["GistValues", "System", "Basics", "NIOCore", "NIOPosix", "NIOHTTP1"],
    "FuzzTargets": [
      "TerminalScreens", "ScreenLogic", "GistWork", "Model", "Store", "GistValues", "TerminalUI",
      "Keys",
    ],
    "ServerCommandLine": ["ArgumentParser"],
    "DehubServer": ["GistServer", "ServerCommandLine", "ArgumentParser", "Reactive"],
    // Not the server: it is a program of its own (`dehub-server`), so that `dehub` does not
    // link FoundationNetworking and load libcurl at every start.
    "Commands": [
      "Reactive", "Basics", "Keys", "Model", "Store", "System", "GistValues", "GistWork",
      "TerminalUI", "ScreenLogic", "TerminalScreens", "ServerCommandLine", "ArgumentParser",
      "CBuildInfo", "MCPEndpoint", "CJQ",
    ],
    "MCPEndpoint": ["GistWork", "Model", "Store", "GistValues", "Basics"],
    // The executable is the commands' `main`, nothing more.
    "dehub": ["Commands"],
  ]

  /// The targets linked into `dehub` and `dehub-server`: they import `FoundationEssentials`,
  /// never full Foundation, which brings ICU (45 MB of a 64 MB binary) and its start-up cost.
  static let leanTargets: Set<String> = [
    "Reactive", "Basics", "Keys", "GistValues", "System", "Store", "Model", "GistWork",
    "TerminalUI", "ScreenLogic", "TerminalScreens", "ServerCommandLine",
    "dehub", "Commands", "GistServer", "DehubServer", "MCPEndpoint",
  ]

  /// The parts of Foundation that bring ICU or libcurl, kept out of `leanTargets`.
  static let heavyModules: Set<String> = [
    "Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
  ]

  /// Modules every target may import.
  static let systemModules: Set<String> = [
    "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin",
    "Synchronization", "_Concurrency",
  ]

  /// Only these files may build request URLs and paths (DESIGN.md "Router").
  static let urlBuilders: Set<String> = ["Sources/Model/API/Router.swift"]

  /// Targets that are servers, not clients: they build their own response URLs.
  static let serverTargets: Set<String> = ["GistServer"]

  /// Patterns that mean "building a URL or an API path".
  static let urlBuildingPatterns = [
    "URLComponents(", "URLQueryItem(", "\"/gists", "\"/users", "\"/user\"", "\"/rate_limit",
    "api.github.com/",
  ]

  /// Words that mean navigation: the executable target starts the browser and never moves
  /// between screens itself.
  static let navigationWords = [
    "Navigator", "SceneStack", "Transition", "AppShell", "Switchboard(", ".go(", "Scene(",
  ]

  /// Whether `line` is a comment. (Trimmed by hand: Foundation's `CharacterSet` crashed
  /// here once, the suite's other tests running beside it.)
  static func isComment(_ line: Substring) -> Bool {
    line.drop { $0 == " " || $0 == "\t" }.hasPrefix("//")
  }

  /// The code of `text` without comment lines.
  static func code(of text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !isComment($0) }
      .joined(separator: "\n")
  }

  /// The type names in `code` that end in `suffix` (`GistListDirector` for "Director").
  static func typeNames(in code: String, endingIn suffix: String) -> Set<String> {
    var names: Set<String> = []
    var word = ""
    for character in code + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        if word.first?.isUppercase == true, word.hasSuffix(suffix), word != suffix {
          names.insert(word)
        }
        word = ""
      }
    }
    return names
  }

  /// What making a count's words looks like: a singular-or-plural choice, or the helper
  /// that makes one.
  static let countingWords = ["== 1 ?", "!= 1 ?", ".counted(", ".word("]

  /// The Stage, Scene and navigation rules, which imports cannot show: no Stage names a
  /// Director; Directors live in the target that cannot see the terminal; a Scene builds no
  /// other Scene (the switchboard does) and types no navigate closure (its Director gets the
  /// navigator, as every Director does); a Director hands its helpers no closures into
  /// itself (they share a state value and report outcomes); the screens say no count in words of their own, and
  /// hold no `Command` enum between a key and its intent (the key tables are in ScreenLogic);
  /// the scripting commands hold no navigation.
  static func shapeViolations(in files: [SourceFile]) -> [String] {
    var found: [String] = []
    for file in files where file.path.hasSuffix(".swift") {
      let name = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
      let code = code(of: file.text)
      if name.hasSuffix("Stage"), let director = typeNames(in: code, endingIn: "Director").first {
        found.append(
          "\(file.path): a Stage names \(director); Stages report intents, never call Directors")
      }
      if name.hasSuffix("Director"), file.target != "ScreenLogic" {
        found.append(
          "\(file.path): a Director outside ScreenLogic, where the terminal is out of sight")
      }
      if name.hasSuffix("Scene") {
        for scene in typeNames(in: code, endingIn: "Scene")
        where scene != name && code.contains("\(scene)(") && !code.contains("class \(scene)") {
          found.append(
            "\(file.path): builds \(scene); Scenes open destinations through the switchboard")
        }
      }
      if name.hasSuffix("Scene"), code.contains(".go(") {
        found.append(
          "\(file.path): moves between screens itself (.go(); a Scene hands its Director the "
            + "context's navigator")
      }
      if file.target == "ScreenLogic", code.contains("(Transition) -> Void") {
        found.append(
          "\(file.path): a navigate closure; Directors and their helpers take a Navigator")
      }
      // Issue 54: a helper handed getter and setter closures into the Director's private
      // state moved lines without removing the coupling. What a Director gives a closure
      // into itself is its own subscriptions (a helper's outcomes among them).
      if name.hasSuffix("Director"), file.target == "ScreenLogic",
        code.split(separator: "\n").contains(where: {
          $0.contains("[unowned self]") && !$0.contains(".subscribe(")
        })
      {
        found.append(
          "\(file.path): hands a closure into the Director to a helper; helpers read the "
            + "screen's state and report outcomes the Director applies")
      }
      if file.target == "TerminalScreens", let count = countingWords.first(where: code.contains) {
        found.append(
          "\(file.path): says a count in words (\(count)); ScreenLogic makes what the user reads")
      }
      if file.target == "TerminalScreens", code.contains("enum Command") {
        found.append(
          "\(file.path): a Command enum on the terminal side; a screen's keys are its key table "
            + "in ScreenLogic, their intents the Director's")
      }
      if file.target == "dehub" || file.target == "Commands" {
        for word in navigationWords where code.contains(word) {
          found.append(
            "\(file.path): navigation (\(word)) in the scripting commands; it belongs in TerminalScreens"
          )
        }
      }
    }
    return found
  }

  /// What file I/O looks like: the screens' logic does none (issue 49); the rules that
  /// read and write files live in GistWork, below every front end.
  static let fileIOWords = ["FileManager", "FileHandle", "fopen(", "import Glibc"]

  /// The front ends that must take their rules about gists from the domain target.
  static let frontEnds = ["ScreenLogic", "Commands", "MCPEndpoint"]

  /// The rules issue 49 added: ScreenLogic does no file I/O, and what the commands share
  /// (`Commands/Support`: sync, its watch) calls no command type (a rule one command holds
  /// and another path needs belongs in GistWork). Other front ends cannot see the commands.
  static func domainViolations(in files: [SourceFile]) -> [String] {
    var found: [String] = []
    var commandTypes: [String: String] = [:]
    for file in files where file.target == "Commands" && file.path.contains("/Commands/Commands/") {
      let name = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
      if name.hasSuffix("Command") { commandTypes[name] = file.path }
    }
    for file in files {
      let code = code(of: file.text)
      if file.target == "ScreenLogic", let word = fileIOWords.first(where: code.contains) {
        found.append(
          "\(file.path): file I/O in the screens' logic (\(word)); it belongs in GistWork")
      }
      // The support the commands share (sync and its watch among them) is no command's: it
      // holds rules or uses GistWork's. The program and the list of commands name them all.
      guard file.path.contains("/Commands/Support/") else { continue }
      for (type, home) in commandTypes where file.path != home && code.contains("\(type).") {
        found.append(
          "\(file.path): uses \(type) outside its file; a rule two front ends need lives in "
            + "GistWork")
      }
    }
    return found
  }

  /// The front ends of the whole tree `files` that import nothing of GistWork.
  static func frontEndsWithoutTheDomain(in files: [SourceFile]) -> [String] {
    frontEnds.filter { target in
      !files.contains { $0.target == target && importedModules(of: $0.text).contains("GistWork") }
    }
  }

  /// Every violation found in `files`, one sentence each.
  static func violations(in files: [SourceFile]) -> [String] {
    var found: [String] = shapeViolations(in: files) + domainViolations(in: files)
    for file in files {
      let imports = importedModules(of: file.text)
      let name = (file.path as NSString).lastPathComponent
      for module in imports {
        if name.hasSuffix("Director.swift"), module == "TerminalUI" || module.hasPrefix("CN") {
          found.append("\(file.path): a Director imports \(module); Directors stay terminal-free")
        }
        if leanTargets.contains(file.target) && heavyModules.contains(module) {
          found.append(
            "\(file.path): imports \(module); dehub's targets use FoundationEssentials (no ICU)")
        }
        if module.hasPrefix("CNCurses") && file.target != "TerminalUI" {
          found.append("\(file.path): imports curses outside TerminalUI")
        }
        if let allowed = allowedImports[file.target], !allowed.contains(module),
          !systemModules.contains(module), module != file.target
        {
          found.append("\(file.path): target \(file.target) may not import \(module)")
        }
      }
      if !urlBuilders.contains(file.path) && !serverTargets.contains(file.target) {
        let code = file.text.split(separator: "\n")
          .filter { !isComment($0) }
          .joined(separator: "\n")
        for pattern in urlBuildingPatterns where code.contains(pattern) {
          found.append("\(file.path): builds a URL (\(pattern)); only the Router builds URLs")
        }
      }
    }
    return found
  }

  /// The modules named by `import` lines (with or without attributes or `@testable`).
  static func importedModules(of text: String) -> [String] {
    var modules: [String] = []
    var inMultiLineString = false
    for line in text.split(separator: "\n") {
      // Text inside a multi-line string literal (sample code) imports nothing.
      if line.split(separator: "\"\"\"", omittingEmptySubsequences: false).count % 2 == 0 {
        inMultiLineString.toggle()
        continue
      }
      if inMultiLineString { continue }
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      guard words.count >= 2, words[0] == "import" else { continue }
      var module = words[1]
      if ["struct", "class", "enum", "func", "var", "let", "protocol", "typealias"].contains(
        module), words.count >= 3
      {
        module = words[2]
      }
      modules.append(String(module.split(separator: ".").first ?? Substring(module)))
    }
    return modules
  }

  /// Where `files` (sources and tests) start a program with Foundation's `Process`, one
  /// sentence each. Its `run()` reads past a directory entry's name while it lists the
  /// descriptors to close (swift-corelibs-foundation#5472), which crashed a CI run's test
  /// process: programs start through `ChildProcess` (tests: `TestProgram`).
  static func foundationProcessUses(in files: [SourceFile]) -> [String] {
    files.compactMap { file in
      // These rules name the pattern themselves.
      guard file.target != "ArchitectureTests" else { return nil }
      let code = file.text.split(separator: "\n").filter { !isComment($0) }.joined(separator: "\n")
      let uses = ["Process()", "Process.run(", "Process.launchedProcess("].contains { pattern in
        code.ranges(of: pattern).contains { range in
          // Not the end of a longer name (`ChildProcess()`).
          guard range.lowerBound > code.startIndex else { return true }
          let before = code[code.index(before: range.lowerBound)]
          return !(before.isLetter || before.isNumber || before == "_")
        }
      }
      return uses
        ? "\(file.path): starts a program with Foundation's Process; use ChildProcess" : nil
    }
  }

  /// Reads every Swift file under `folder` (`Sources` or `Tests`) of the package at `root`,
  /// each with the name of its target.
  static func sourceFiles(root: URL, folder: String = "Sources") throws -> [SourceFile] {
    let sources = root.appendingPathComponent(folder)
    let manager = FileManager.default
    var files: [SourceFile] = []
    for target in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
      let targetURL = sources.appendingPathComponent(target)
      guard let enumerator = manager.enumerator(atPath: targetURL.path) else { continue }
      for case let relative as String in enumerator
      where relative.hasSuffix(".swift") || relative.hasSuffix(".h") {
        let text = try String(
          contentsOf: targetURL.appendingPathComponent(relative), encoding: .utf8)
        files.append(
          SourceFile(target: target, path: "\(folder)/\(target)/\(relative)", text: text))
      }
    }
    return files
  }
}
