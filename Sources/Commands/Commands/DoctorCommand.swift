import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Glibc
import Model
import Store
import System

/// `dehub doctor`: checks what dehub depends on, one line each with ✓ or ✗ and what to do:
/// the terminal, the token, the API host, the CA settings, libcurl, the editor, the clipboard
/// route, the cache, unsent drafts and the outbox. Exit code 0 when nothing failed, 1 otherwise.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract:
      "Check the terminal, token, API host, CA, libcurl, editor, clipboard, cache, drafts, outbox.",
    discussion: CommandExamples.discussion("", "doctor"))

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let environment = Console.current.environment
    let context = try CommandContext(options: global, requireToken: false, quiet: true)
    var checks = Self.terminal(environment: environment)
    checks += Self.server(context)
    checks.append(Self.proxy(context, environment: environment))
    checks.append(Self.certificates(context.config, environment: environment))
    checks.append(Self.libcurl())
    checks.append(Self.editor(environment: environment))
    checks.append(Self.git(environment: environment))
    checks.append(Self.clipboard(environment: environment))
    checks.append(Self.cache(context, noCache: global.noCache))
    checks.append(Self.drafts(context))
    checks.append(Self.outbox(context))
    let console = Console.current
    let width = console.stdoutIsTerminal ? console.terminalSize()?.columns : nil
    for check in checks {
      for line in check.lines(width: width) { Output.line(line) }
    }
    if checks.contains(where: { $0.outcome == .fail }) { throw ExitCode(1) }
  }

  /// TERM, the locale's encoding, colours and size.
  static func terminal(environment: [String: String]) -> [DoctorCheck] {
    var checks: [DoctorCheck] = []
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" {
      checks.append(
        DoctorCheck(
          name: "terminal", outcome: .fail,
          detail: "TERM is \(term.isEmpty ? "not set" : "dumb"): the browser cannot draw; "
            + "run it in a terminal emulator (TERM=xterm-256color, tmux-256color, …)"))
    } else if let colors = colors(term: term, environment: environment) {
      checks.append(
        DoctorCheck(
          name: "terminal", outcome: .pass,
          detail: "TERM=\(term), \(colors) colours"
            + (environment["NO_COLOR"].map { _ in " (NO_COLOR: drawn without colour)" } ?? "")))
    } else {
      checks.append(
        DoctorCheck(
          name: "terminal", outcome: .fail,
          detail: "TERM=\(term) is not in the terminfo database; install ncurses-term or "
            + "set TERM to a known terminal"))
    }
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? ""
    let utf8 = locale.lowercased().replacing("-", with: "").contains("utf8")
    checks.append(
      DoctorCheck(
        name: "locale", outcome: utf8 ? .pass : .fail,
        detail: utf8
          ? "\(locale) (UTF-8)"
          : "\(locale.isEmpty ? "no locale set" : locale) is not UTF-8: wide text would be "
            + "garbled; set LANG=C.UTF-8 (or another UTF-8 locale)"))
    if let size = Console.current.terminalSize() {
      let big = size.columns >= 60 && size.rows >= 16
      checks.append(
        DoctorCheck(
          name: "size", outcome: big ? .pass : .fail,
          detail: "\(size.columns)x\(size.rows)"
            + (big ? "" : ": the browser needs at least 60x16; enlarge the window")))
    } else {
      checks.append(DoctorCheck(name: "size", outcome: .note, detail: "not a terminal (piped)"))
    }
    return checks
  }

  /// How many colours terminfo gives `term` (`tput colors`); nil when it does not know it.
  static func colors(term: String, environment: [String: String]) -> Int? {
    guard
      let (status, output) = ChildProcess.run(
        ["/usr/bin/env", "tput", "-T", term, "colors"], environment: environment),
      status == 0
    else { return nil }
    let text = String(decoding: output, as: UTF8.self)
    return Int(text.trimmingWhitespace()).map { max(0, $0) }
  }

  /// The token (where it came from, its login and scopes, the rate limit) and the API host
  /// (reachable, TLS, time to answer).
  static func server(_ context: CommandContext) -> [DoctorCheck] {
    let host = context.api.router.host
    guard let token = context.token else {
      let missing = TokenSource.missing(
        host: context.host, apiURL: context.api.router.baseURL.absoluteString,
        environment: context.environment)
      var detail = "none found: " + missing
      if case .timedOut(let seconds) = context.ghAnswer {
        detail =
          "none found, and gh timed out (`gh auth token` gave no answer within "
          + "\(Int(seconds)) seconds and was stopped): " + missing
      }
      return [
        DoctorCheck(name: "token", outcome: .fail, detail: detail),
        reachability(context, host: host),
      ]
    }
    let started = Date()
    do {
      let (user, scopes) = try context.api.user()
      let elapsed = Int(Date().timeIntervalSince(started) * 1000)
      let limit = context.api.rateLimit
      var detail = "\(user.login), from \(token.source)"
      if let scopes {
        detail += scopes.contains("gist") ? ", gist scope" : ""
      }
      if let limit { detail += ", \(limit.remaining) of \(limit.limit) requests left" }
      var checks = [
        DoctorCheck(
          name: "api", outcome: .pass,
          detail: "\(context.api.router.baseURL.absoluteString) answered in \(elapsed) ms"
            + (context.api.router.baseURL.scheme == "https"
              ? " over TLS" : " (loopback, plain HTTP)")
        )
      ]
      if let scopes, !scopes.contains("gist") {
        checks.insert(
          DoctorCheck(
            name: "token", outcome: .fail,
            detail: "\(detail); it lacks the gist scope: create a token with it and run "
              + "`dehub auth login`"), at: 0)
      } else {
        checks.insert(DoctorCheck(name: "token", outcome: .pass, detail: detail), at: 0)
      }
      return checks
    } catch let error where error.needsAuthentication {
      return [
        DoctorCheck(
          name: "token", outcome: .fail,
          detail: "from \(token.source), rejected by \(host): "
            + (token.source.advice(for: error) ?? error.message)),
        DoctorCheck(name: "api", outcome: .pass, detail: "\(host) answered"),
      ]
    } catch {
      return [
        DoctorCheck(
          name: "token", outcome: .note, detail: "from \(token.source); not checked (no answer)"),
        DoctorCheck(name: "api", outcome: .fail, detail: "\(error.message)"),
      ]
    }
  }

  /// Whether the API host answers at all (without a token).
  static func reachability(_ context: CommandContext, host: String) -> DoctorCheck {
    do {
      _ = try context.api.fetchRateLimit()
      return DoctorCheck(name: "api", outcome: .pass, detail: "\(host) answered")
    } catch {
      return DoctorCheck(name: "api", outcome: .fail, detail: error.message)
    }
  }

  /// The proxy requests to the API go through (`HTTPS_PROXY`, `ALL_PROXY`, less
  /// `NO_PROXY`), or that they go straight.
  static func proxy(_ context: CommandContext, environment: [String: String]) -> DoctorCheck {
    let url = context.api.router.baseURL
    guard let proxy = ProxyChoice.proxy(for: url, environment: environment) else {
      let plain = url.scheme?.lowercased() == "http"
      return DoctorCheck(
        name: "proxy", outcome: .pass,
        detail: plain
          ? "none (plain http to this machine never goes through one)"
          : "none (requests go straight to \(context.host))")
    }
    // Only the scheme, host and port are said: a proxy address may hold a password.
    let shown =
      URL(string: proxy).map { address in
        "\(address.scheme ?? "http")://\(address.host ?? proxy)"
          + (address.port.map { ":\($0)" } ?? "")
      } ?? proxy
    return DoctorCheck(
      name: "proxy", outcome: .pass,
      detail: "\(shown), from the environment (HTTPS_PROXY or ALL_PROXY)")
  }

  /// The CA bundle settings: `ca_file`, `SSL_CERT_FILE`, `CURL_CA_BUNDLE`.
  static func certificates(_ config: Config, environment: [String: String]) -> DoctorCheck {
    let named = [
      ("ca_file", config.caFile), ("SSL_CERT_FILE", environment["SSL_CERT_FILE"]),
      ("CURL_CA_BUNDLE", environment["CURL_CA_BUNDLE"]),
    ].compactMap { name, path in path.flatMap { $0.isEmpty ? nil : (name, $0) } }
    guard let (name, path) = named.first else {
      let store = TrustStore.choose(caFile: nil, environment: environment)
      return DoctorCheck(
        name: "ca", outcome: .pass, detail: "\(store.description) (certificates always checked)")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      return DoctorCheck(
        name: "ca", outcome: .fail,
        detail: "\(name) names \(path), which cannot be read: fix the path or unset it")
    }
    let store = TrustStore.choose(caFile: path, environment: environment)
    // The system's own bundle named is read as the system's directory: that is the system's
    // store, which the variable only names again.
    let source =
      if case .file = store { "from \(name)" } else { "\(name) names the system's own bundle" }
    return DoctorCheck(name: "ca", outcome: .pass, detail: "\(store.description) (\(source))")
  }

  /// The libcurl requests go through: the system's, dehub's own (an `--own-curl` build), or
  /// why none loads.
  static func libcurl() -> DoctorCheck {
    do throws(GistError) {
      let library = try CurlLibrary.loaded()
      let whose = library.isOwn ? "dehub's own" : "the system's or DEHUB_LIBCURL's"
      return DoctorCheck(
        name: "libcurl", outcome: .pass,
        detail: "\(library.version), \(whose) (\(library.path))")
    } catch {
      return DoctorCheck(name: "libcurl", outcome: .fail, detail: error.message)
    }
  }

  /// The editor that would run, and whether it is there.
  static func editor(environment: [String: String]) -> DoctorCheck {
    let command = EditorSession(environment: environment).command
    let program = command.split(separator: " ").first.map(String.init) ?? command
    let found =
      program.contains("/")
      ? (FileManager.default.isExecutableFile(atPath: program) ? program : nil)
      : (environment["PATH"] ?? "").split(separator: ":").map {
        URL(fileURLWithPath: String($0)).appendingPathComponent(program).path
      }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let found else {
      return DoctorCheck(
        name: "editor", outcome: .fail,
        detail: "\(command) is not on PATH: set DEHUB_EDITOR, VISUAL or EDITOR to your editor")
    }
    return DoctorCheck(name: "editor", outcome: .pass, detail: "\(command) (\(found))")
  }

  /// The git dehub runs for what the API cannot do; optional, so its absence is a note.
  static func git(environment: [String: String]) -> DoctorCheck {
    guard let path = GitProgram.onPath(environment).path else {
      return DoctorCheck(
        name: "git", outcome: .note,
        detail: "not on PATH: binary files, gists past 300 files and `dehub clone` need it "
          + "(apt install git)")
    }
    return DoctorCheck(
      name: "git", outcome: .pass,
      detail: "\(path) (binary files, gists past 300 files, clone)")
  }

  /// How `y` copies: OSC 52, which tmux passes on only with `set-clipboard`.
  static func clipboard(environment: [String: String]) -> DoctorCheck {
    guard environment["TMUX"] != nil else {
      return DoctorCheck(
        name: "clipboard", outcome: .pass,
        detail: "OSC 52 (the terminal must allow programs to set the clipboard)")
    }
    var setting = "unknown"
    if let (_, output) = ChildProcess.run([
      "/usr/bin/env", "tmux", "show-options", "-gv", "set-clipboard",
    ]) {
      setting = String(decoding: output, as: UTF8.self).trimmingWhitespace()
    }
    if setting == "on" || setting == "external" {
      return DoctorCheck(
        name: "clipboard", outcome: .pass, detail: "OSC 52 through tmux (set-clipboard \(setting))")
    }
    return DoctorCheck(
      name: "clipboard", outcome: .fail,
      detail: "inside tmux with set-clipboard \(setting): add `set -g set-clipboard on` to "
        + "~/.tmux.conf so copies reach the terminal")
  }

  /// The offline cache: size, schema, health.
  static func cache(_ context: CommandContext, noCache: Bool) -> DoctorCheck {
    var problem: String?
    guard let scope = context.cacheScope(noCache: noCache, problem: { problem = $0 }) else {
      return DoctorCheck(
        name: "cache", outcome: noCache ? .note : .fail,
        detail: noCache
          ? "not used (--no-cache)"
          : problem ?? "cannot be opened in \(context.paths.cache.path)")
    }
    let info = scope.cache.info()
    let known = info.schemaVersion != "unknown"
    return DoctorCheck(
      name: "cache", outcome: known ? .pass : .fail,
      detail: known
        ? "\(info.path), \(info.fileSize / 1024) KB, schema \(info.schemaVersion), "
          + "\(info.listedGists) gists listed"
        : "\(info.path) has no schema dehub knows: run `dehub cache clear`")
  }

  /// Unsent drafts.
  static func drafts(_ context: CommandContext) -> DoctorCheck {
    let count = context.drafts.all().count
    return DoctorCheck(
      name: "drafts", outcome: count == 0 ? .pass : .note,
      detail: count == 0
        ? "none unsent"
        : "\(count.counted("unsent draft")): `dehub` offers \(count.word("it", plural: "them")) at start"
    )
  }

  /// The writes waiting in the outbox for this host, and those that need the user.
  static func outbox(_ context: CommandContext) -> DoctorCheck {
    let records = context.outbox.onThisHost()
    let stopped = records.filter { $0.state != .waiting }.count
    let waiting = records.count - stopped
    var said: [String] = []
    if waiting > 0 { said.append("\(waiting.counted("write")) waiting to send") }
    if stopped > 0 { said.append("\(stopped) stopped at a conflict or a refusal") }
    return DoctorCheck(
      name: "outbox", outcome: records.isEmpty ? .pass : .note,
      detail: said.isEmpty
        ? "nothing waits to be sent"
        : said.joined(separator: ", ") + ": `dehub outbox` lists, `dehub outbox send` sends")
  }
}
