import ArgumentParser
import FoundationEssentials
import GistValues
import GistWork
import Model
import Store

/// `dehub auth status`: every host and account, as `gh auth status` shows them: which is
/// active, where each token comes from, who GitHub says it is, its scopes and the rate
/// limit. A token that fails its check is said, and the command exits 1.
struct AuthStatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show every host and account, and check each token.",
    discussion: """
      Examples:
        dehub auth status
        dehub auth status --hostname ghe.example.com
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var host: AuthHost

  /// One token to check, and how it is shown.
  struct Row {
    var host: String
    var apiURL: String
    var token: String
    var source: String
    var active: Bool
  }

  func run() throws {
    let context = try host.context(global)
    let current = host.name(in: context)
    let saved = try context.tokenStore.hosts()
    var rows: [Row] = []
    let inUse = context.token
    // The host in use: the token used (whatever its source), then its other saved accounts.
    if let inUse {
      rows.append(
        Row(
          host: current, apiURL: context.api.router.baseURL.absoluteString, token: inUse.token,
          source: Self.said(inUse.source), active: true))
    }
    let hosts = ([current] + saved.keys.sorted()).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for name in hosts where host.hostname == nil || name == current {
      guard let entry = saved[name] else { continue }
      for account in entry.accounts where account.token != inUse?.token || name != current {
        let active = name != current && account.login == entry.activeAccount?.login
        rows.append(
          Row(
            host: name, apiURL: entry.apiURL, token: account.token,
            source: "saved: \(context.tokenStore.file.path)", active: active))
      }
    }
    guard !rows.isEmpty else {
      throw CommandFailure(
        code: 4,
        message: TokenSource.missing(
          host: current, apiURL: context.api.router.baseURL.absoluteString,
          environment: context.environment))
    }
    var failed = false
    var refusedInUse: GistError?
    var shownHost: String?
    for (index, row) in rows.enumerated() {
      if row.host != shownHost {
        if shownHost != nil { Output.line() }
        Output.line(row.host)
        shownHost = row.host
      }
      if let error = check(row, context: context) {
        failed = true
        if index == 0, inUse != nil, error.needsAuthentication { refusedInUse = error }
      }
    }
    for name in TokenSource.unused(in: context.environment, for: current) {
      Output.error(
        "dehub: \(name) is set, but not for \(current): a token goes only to the host it is for.")
    }
    // The token in use refused: authentication is needed (exit 4), with the fix for where
    // it came from.
    if let refusedInUse {
      throw CommandFailure(code: 4, message: TokenInUse.sentence(for: refusedInUse))
    }
    if failed { throw ExitCode(1) }
  }

  /// Checks `row`'s token with its host and prints what it found; the error when it failed.
  private func check(_ row: Row, context: CommandContext) -> GistError? {
    let api: GistAPI
    do throws(GistError) {
      api = GistAPI(
        router: try Router(baseURL: row.apiURL, token: row.token, version: DehubVersion.current),
        client: CommandContext.client(for: context.config))
    } catch {
      Output.line("  X \(row.host): \(error.message)")
      return error
    }
    do throws(GistError) {
      let (user, scopes) = try api.user()
      Output.line("  ✓ Logged in to \(row.host) account \(user.login) (\(row.source))")
      Output.line("  - Active account: \(row.active)")
      Output.line("  - Token: \(Self.masked(row.token))")
      Output.line(
        "  - Token scopes: "
          + (scopes.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
            ?? "not listed (a fine-grained token)"))
      if let limit = api.rateLimit {
        Output.line(
          "  - Rate limit: \(limit.remaining) of \(limit.limit) left, resets at "
            + GistError.clockTime(limit.reset))
      } else {
        Output.line("  - Rate limit: none said (this server sends no rate-limit headers)")
      }
      if row.source.hasPrefix("saved"), let login = Optional(user.login) {
        try? context.tokenStore.learned(login: login, token: row.token, host: row.host)
      }
      return nil
    } catch {
      Output.line("  X Failed to log in to \(row.host) (\(row.source)): \(error.message)")
      Output.line("  - Active account: \(row.active)")
      return error
    }
  }

  /// Where a token comes from, in a few words.
  static func said(_ source: TokenSource) -> String {
    switch source {
    case .environment(let name): name
    case .saved: "saved"
    case .gh(let host): "gh auth token --hostname \(host)"
    }
  }

  /// The token with all but its kind hidden (`ghp_****`).
  static func masked(_ token: String) -> String {
    let kind = token.firstIndex(of: "_").map { token[...$0] } ?? token.prefix(0)
    return kind + "****"
  }
}
