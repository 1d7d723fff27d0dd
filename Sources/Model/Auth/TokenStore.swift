import Basics
import FoundationEssentials
import GistValues
import Glibc
import System

/// The tokens `dehub auth login` saved, each bound to the host it was checked against, as
/// `gh` keeps them: several accounts a host, one of them active. One JSON file, mode 0600,
/// written atomically; a file that group or others can read is refused, with the command
/// that fixes it. A token file of an older dehub (one bare token) is read once as the token
/// of the host in use and rewritten in this form.
public struct TokenStore: Sendable {
  /// The accounts file (`hosts.json` in the config folder).
  public let file: URL
  /// An older dehub's token file (one bare token), read once and removed.
  public let legacyFile: URL?

  /// One saved account.
  public struct Account: Codable, Equatable, Sendable {
    /// Whose it is (nil until GitHub said: a token moved from an older dehub's file).
    public var login: String?
    /// The token.
    public var token: String

    /// An account.
    public init(login: String?, token: String) {
      self.login = login
      self.token = token
    }
  }

  /// The accounts of one host.
  public struct Host: Codable, Equatable, Sendable {
    /// The API address the tokens were checked against.
    public var apiURL: String
    /// The login of the active account (nil: the first).
    public var active: String?
    /// The accounts, in the order they were added.
    public var accounts: [Account]

    enum CodingKeys: String, CodingKey {
      case apiURL = "api_url"
      case active, accounts
    }

    /// The active account.
    public var activeAccount: Account? {
      accounts.first { $0.login == active } ?? accounts.first
    }
  }

  /// The file's whole content.
  struct Content: Codable {
    var version = 1
    var hosts: [String: Host] = [:]
  }

  /// A store in `file`, moving `legacyFile` (an older dehub's one-token file) into it when
  /// there is one.
  public init(file: URL, legacyFile: URL? = nil) {
    self.file = file
    self.legacyFile = legacyFile
  }

  /// The store of the config folder `folder`: `hosts.json`, and the `token` file an older
  /// dehub wrote (or `tokenFile`, the config's `token_file`).
  public init(folder: URL, tokenFile: URL? = nil) {
    self.init(
      file: folder.appendingPathComponent("hosts.json"),
      legacyFile: tokenFile ?? folder.appendingPathComponent("token"))
  }

  /// Whether `token` can be a token: 1 to 255 visible ASCII characters, no spaces or
  /// control characters (a line break in a token would break the request's headers).
  public static func isWellFormed(_ token: String) -> Bool {
    !token.isEmpty && token.utf8.count <= 255 && token.utf8.allSatisfy { $0 > 32 && $0 < 127 }
  }

  /// Every host with saved accounts, by host name (`github.com`, `ghe.example.com`,
  /// `127.0.0.1:8443`).
  public func hosts() throws(GistError) -> [String: Host] {
    try read().hosts
  }

  /// The saved account of `host` (`login`'s, else the active one); nil when none is.
  public func account(host: String, login: String? = nil) throws(GistError) -> Account? {
    guard let entry = try read().hosts[host] else { return nil }
    if let login { return entry.accounts.first { $0.login?.lowercased() == login.lowercased() } }
    return entry.activeAccount
  }

  /// Saves `token`, `login`'s, for `host` (its API at `apiURL`), as the host's active
  /// account; an account of the same login (or one whose login was not known) is replaced.
  public func save(_ token: String, login: String?, host: String, apiURL: String)
    throws(GistError)
  {
    var content = try read()
    var entry = content.hosts[host] ?? Host(apiURL: apiURL, active: nil, accounts: [])
    entry.apiURL = apiURL
    entry.accounts.removeAll {
      $0.login == nil || (login != nil && $0.login?.lowercased() == login?.lowercased())
        || $0.token == token
    }
    entry.accounts.append(Account(login: login, token: token))
    entry.active = login
    content.hosts[host] = entry
    try write(content)
  }

  /// Records that `token` of `host` is `login`'s (a token moved from an older file, whose
  /// login GitHub has now said); nothing when it is not saved.
  public func learned(login: String, token: String, host: String) throws(GistError) {
    var content = try read()
    guard var entry = content.hosts[host],
      let index = entry.accounts.firstIndex(where: { $0.token == token && $0.login == nil })
    else { return }
    entry.accounts[index].login = login
    if entry.active == nil { entry.active = login }
    content.hosts[host] = entry
    try write(content)
  }

  /// Makes `login` the active account of `host`; false when it has no such account.
  @discardableResult
  public func activate(host: String, login: String) throws(GistError) -> Bool {
    var content = try read()
    guard var entry = content.hosts[host],
      let account = entry.accounts.first(where: { $0.login?.lowercased() == login.lowercased() })
    else { return false }
    entry.active = account.login
    content.hosts[host] = entry
    try write(content)
    return true
  }

  /// Removes `login`'s account of `host` (nil: the active one); the accounts removed. The
  /// host's next account becomes active; a host with none left goes, and the file with the
  /// last host.
  @discardableResult
  public func remove(host: String, login: String? = nil) throws(GistError) -> [Account] {
    var content = try read()
    guard var entry = content.hosts[host] else { return [] }
    let target = (login ?? entry.activeAccount?.login)?.lowercased()
    let removed = entry.accounts.filter { $0.login?.lowercased() == target }
    entry.accounts.removeAll { $0.login?.lowercased() == target }
    if entry.active?.lowercased() == target { entry.active = entry.accounts.first?.login }
    content.hosts[host] = entry.accounts.isEmpty ? nil : entry
    // No account left anywhere: no file of tokens is left either.
    if content.hosts.isEmpty { delete() } else { try write(content) }
    return removed
  }

  /// Moves an older dehub's one-token file into the store as the token of `host` (its
  /// login not known yet), then removes it; nothing when there is none.
  public func moveLegacyToken(toHost host: String, apiURL: String) throws(GistError) {
    guard let legacyFile, let token = try Self.readPrivate(legacyFile) else { return }
    let text = String(decoding: token, as: UTF8.self).trimmingWhitespace()
    guard !text.isEmpty else { return }
    guard Self.isWellFormed(text) else {
      throw GistError.local(
        "The token file \(legacyFile.path) holds more than a token (spaces or control "
          + "characters); run `dehub auth login` to save one again.")
    }
    if try account(host: host) == nil {
      try save(text, login: nil, host: host, apiURL: apiURL)
    }
    unlink(legacyFile.path)
  }

  /// Removes the file; true when there was one.
  @discardableResult
  public func delete() -> Bool {
    unlink(file.path) == 0
  }

  // MARK: - The file

  private func read() throws(GistError) -> Content {
    guard let data = try Self.readPrivate(file) else { return Content() }
    do {
      return try JSONDecoder().decode(Content.self, from: data)
    } catch {
      throw GistError.local(
        "The accounts file \(file.path) cannot be read (it is not dehub's JSON); move it aside "
          + "and sign in again with `dehub auth login`.")
    }
  }

  /// The bytes of `file`, nil when there is none; refused when others can read it.
  private static func readPrivate(_ file: URL) throws(GistError) -> Data? {
    let path = file.path
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    if info.st_mode & 0o077 != 0 {
      throw GistError.local(
        "The token file \(path) can be read by other users; refusing to use it. "
          + "Fix it with: chmod 600 \(path)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GistError.local("The token file \(path) cannot be read.")
    }
    return data
  }

  private func write(_ content: Content) throws(GistError) {
    let folder = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw GistError.local("Cannot create \(folder.path) for the tokens.")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard var data = try? encoder.encode(content) else {
      throw GistError.local("Cannot write the accounts file \(file.path).")
    }
    data.append(0x0A)
    let temporary = folder.appendingPathComponent(".hosts-\(getpid())")
    guard AtomicFile.write(data, to: file, through: temporary) else {
      throw GistError.local("Cannot write the accounts file \(file.path).")
    }
  }
}
