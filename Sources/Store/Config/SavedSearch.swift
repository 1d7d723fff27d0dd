import Basics

/// A search the user saved as a tab of the gist list (`+` in a search): its name and its
/// query, in the query language of `dehub search`. Kept in the config as
/// `[searches] tabs = [["ops", "lang:sh #ops"], ...]`, in the tabs' order.
public struct SavedSearch: Equatable, Sendable {
  /// The tab's title.
  public var name: String
  /// The query it shows the results of.
  public var query: String

  /// A saved search.
  public init(name: String, query: String) {
    self.name = name
    self.query = query
  }

  /// The longest name a tab takes, in characters.
  public static let nameLimit = 30

  /// Why `name` cannot title a tab, or nil when it can: not empty, not too long, nothing
  /// unprintable.
  public static func refusal(name: String) -> String? {
    if name.isEmpty { return "A tab needs a name." }
    if name.count > nameLimit { return "A tab's name is at most \(nameLimit) characters." }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      return "A tab's name has no control characters."
    }
    return nil
  }

  /// The searches as the config's line writes them: `[["ops", "lang:sh #ops"]]`.
  public static func toml(_ searches: [SavedSearch]) -> String {
    "["
      + searches.map { "[\(JSONEscape.quoted($0.name)), \(JSONEscape.quoted($0.query))]" }.joined(
        separator: ", ")
      + "]"
  }
}
