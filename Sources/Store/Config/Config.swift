import FoundationEssentials
import GistValues
import Glibc

/// The settings of `config.toml`, then the environment (`DEHUB_API_URL`, `DEHUB_TIMEOUT`,
/// `DEHUB_SEARCH_RATE_SHARE`),
/// then command-line flags, each overriding the one before.
public struct Config: Equatable, Sendable {
  /// GitHub's API base URL, when nothing names another.
  public static let defaultAPIURL = "https://api.github.com"

  /// The API base URL.
  public var apiURL = defaultAPIURL {
    didSet { apiURLGiven = true }
  }
  /// Whether the API address was given (`api_url`, `DEHUB_API_URL`, `--api-url`), which
  /// wins over `GH_HOST` and the saved accounts' host.
  public private(set) var apiURLGiven = false
  /// The time limit of one request, in seconds.
  public var timeout: TimeInterval = 30
  /// Extra certificate authorities (PEM file).
  public var caFile: String?
  /// Where `dehub auth login` keeps the token.
  public var tokenFile: String?
  /// Seconds between background refreshes of lists.
  public var refreshInterval: TimeInterval = 30
  /// Megabytes of whole gists the cache keeps before evicting the least recently used.
  public var cacheLimitMB = 200
  /// The percentage of the remaining rate limit the search indexer may spend in one run.
  public var searchRateShare = 20
  /// Feature options by name (see the Options screen).
  public var options: [String: Bool] = [:]
  /// Options that are a word, by name (the list's order and visibility per tab:
  /// `sort_mine = "created"`).
  public var choices: [String: String] = [:]
  /// The keys given to actions in `[keys]`, by the action's name (`star = "s"`,
  /// `palette = ["ctrl-p", ":"]`), as written (the screens' logic reads the key names).
  public var keys: [String: [String]] = [:]
  /// The searches saved as tabs of the gist list, in order (`[searches] tabs`).
  public var savedSearches: [SavedSearch] = []
  /// What the file holds that is no setting of dehub's (a misspelt key), one sentence each,
  /// for the user to hear; it is left alone.
  public var warnings: [String] = []

  /// The settings of dehub's config file, at its top level.
  static let knownKeys = [
    "api_url", "timeout", "ca_file", "token_file", "refresh_interval", "cache_limit_mb",
    "search_rate_share", "options", "keys", "searches",
  ]

  /// The defaults.
  public init() {}

  /// The seconds a request may take: from a tenth of a second (libcurl would take less as
  /// "no limit") to an hour.
  public static let timeoutRange: ClosedRange<Double> = 0.1...3600
  /// The seconds between background refreshes: from 5 seconds to a day.
  public static let refreshRange: ClosedRange<Double> = 5...86_400
  /// The cache's size limit in megabytes: from 1 MB to 1 TB (bytes must fit an Int).
  public static let cacheLimitRange: ClosedRange<Int> = 1...1_048_576
  /// Where `search_rate_share` may be (a percentage).
  public static let searchRateShareRange: ClosedRange<Int> = 0...100

  /// `value` as seconds within `range`, or a sentence naming the setting, its range and what
  /// it got (`text`, as the user wrote it).
  public static func seconds(
    _ value: Double?, named name: String, in range: ClosedRange<Double>, text: String
  ) throws(GistError) -> Double {
    guard let value, value.isFinite, range.contains(value) else {
      throw GistError.local(
        "\(name) must be a number of seconds from \(Self.describe(range.lowerBound)) to "
          + "\(Self.describe(range.upperBound)), not \(text).")
    }
    return value
  }

  private static func describe(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }

  /// Reads `file` (absent: defaults) and applies the environment.
  public static func load(file: URL, environment: [String: String]) throws(GistError) -> Config {
    var config = Config()
    var status = stat()
    if stat(file.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw GistError.local(
        "\(file.path) is not a file (a folder? a FIFO?), so dehub cannot read its settings "
          + "there; move it aside.")
    }
    if let data = FileManager.default.contents(atPath: file.path) {
      config = try parse(String(decoding: data, as: UTF8.self), source: file.path)
    }
    if let url = environment["DEHUB_API_URL"], !url.isEmpty { config.apiURL = url }
    if let text = environment["DEHUB_TIMEOUT"], !text.isEmpty {
      config.timeout = try seconds(
        TimeInterval(text), named: "DEHUB_TIMEOUT", in: timeoutRange, text: "\"\(text)\"")
    }
    if let text = environment["DEHUB_SEARCH_RATE_SHARE"], !text.isEmpty {
      guard let percent = Int(text), searchRateShareRange.contains(percent) else {
        throw GistError.local(
          "DEHUB_SEARCH_RATE_SHARE must be a whole percentage from 0 to 100, not \"\(text)\".")
      }
      config.searchRateShare = percent
    }
    return config
  }

  /// Parses the text of a config file.
  public static func parse(_ text: String, source: String = "config.toml") throws(GistError)
    -> Config
  {
    let table: [String: ConfigValue]
    do {
      table = try ConfigSyntax.read(text)
    } catch {
      throw GistError.local("\(source) line \(error.line): \(error.reason).")
    }
    var config = Config()
    for key in table.keys.sorted() where !knownKeys.contains(key) {
      let near = knownKeys.first { Self.distance($0, key) <= 2 }
      config.warnings.append(
        "\(source): “\(key)” is no setting of dehub's, so it is left alone"
          + (near.map { " (did you mean “\($0)”?)" } ?? "") + ".")
    }
    if let value = table["api_url"] {
      guard let url = value.string else { throw wrongType("api_url", "a string", source) }
      config.apiURL = url
    }
    if let value = table["timeout"] {
      config.timeout = try seconds(
        value.double ?? value.int.map(Double.init), named: "\(source): timeout", in: timeoutRange,
        text: "\(value)")
    }
    if let value = table["ca_file"] {
      guard let path = value.string else { throw wrongType("ca_file", "a path", source) }
      config.caFile = expandHome(path)
    }
    if let value = table["token_file"] {
      guard let path = value.string else { throw wrongType("token_file", "a path", source) }
      config.tokenFile = expandHome(path)
    }
    if let value = table["refresh_interval"] {
      config.refreshInterval = try seconds(
        value.double ?? value.int.map(Double.init), named: "\(source): refresh_interval",
        in: refreshRange, text: "\(value)")
    }
    if let value = table["cache_limit_mb"] {
      guard let megabytes = value.int, cacheLimitRange.contains(megabytes) else {
        throw wrongType(
          "cache_limit_mb",
          "a whole number of megabytes from 1 to \(cacheLimitRange.upperBound), not \(value)",
          source)
      }
      config.cacheLimitMB = megabytes
    }
    if let value = table["search_rate_share"] {
      guard let percent = value.int, searchRateShareRange.contains(percent) else {
        throw wrongType(
          "search_rate_share", "a whole percentage from 0 to 100, not \(value)", source)
      }
      config.searchRateShare = percent
    }
    if let options = table["options"]?.table {
      for (key, value) in options {
        if let word = value.string, ConfigEditor.isWord(word) {
          config.choices[key] = word
          continue
        }
        guard let flag = value.bool else {
          throw wrongType("options.\(key)", "true or false, or a word in quotes", source)
        }
        config.options[key] = flag
      }
    }
    if let value = table["keys"] {
      guard let keys = value.table else { throw wrongType("keys", "a [keys] table", source) }
      for (name, value) in keys {
        let names = value.array?.compactMap(\.string) ?? value.string.map { [$0] }
        guard let names, !names.isEmpty, names.count == (value.array?.count ?? 1) else {
          throw wrongType(
            "keys.\(name)", "a key in quotes (\"s\") or a list of them ([\"ctrl-p\", \":\"])",
            source)
        }
        config.keys[name] = names
      }
    }
    if let value = table["searches"] {
      config.savedSearches = try savedSearches(value, source: source)
    }
    return config
  }

  /// The saved searches of `[searches] tabs`: pairs of a name and a query.
  private static func savedSearches(_ value: ConfigValue, source: String) throws(GistError)
    -> [SavedSearch]
  {
    guard let searches = value.table else {
      throw wrongType("searches", "a [searches] table", source)
    }
    guard let tabs = searches["tabs"] else { return [] }
    let pairs = tabs.array?.compactMap { pair -> SavedSearch? in
      guard let items = pair.array, items.count == 2, let name = items[0].string,
        let query = items[1].string, SavedSearch.refusal(name: name) == nil
      else { return nil }
      return SavedSearch(name: name, query: query)
    }
    guard let pairs, pairs.count == tabs.array?.count else {
      throw wrongType(
        "searches.tabs", "a list of [\"name\", \"query\"] pairs ([[\"ops\", \"lang:sh #ops\"]])",
        source)
    }
    return pairs
  }

  /// The edit distance of two short names (Levenshtein), for a misspelt key.
  static func distance(_ left: String, _ right: String) -> Int {
    let a = Array(left)
    let b = Array(right)
    guard a.count < 64, b.count < 64 else { return Int.max }
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, y) in b.enumerated() {
        let saved = row[j + 1]
        row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
        previous = saved
      }
    }
    return row[b.count]
  }

  private static func wrongType(_ key: String, _ expected: String, _ source: String) -> GistError {
    GistError.local("\(source): \(key) must be \(expected).")
  }

  private static func expandHome(_ path: String) -> String {
    guard path.hasPrefix("~/") else { return path }
    return FileManager.default.homeDirectoryForCurrentUser.path + String(path.dropFirst(1))
  }
}
