import FoundationEssentials
import GistValues
import ScreenLogic
import Store

/// Saves options into the config file, keeping its comments.
public final class ConfigOptionStore: OptionStore {
  private let file: URL

  /// A store writing `file`.
  public init(file: URL) {
    self.file = file
  }

  public func save(_ key: String, _ value: Bool) throws(GistError) {
    try ConfigEditor.setOption(key, value, in: file)
  }

  public func save(_ key: String, word value: String) throws(GistError) {
    try ConfigEditor.setOption(key, word: value, in: file)
  }

  public func save(searches: [SavedSearch]) throws(GistError) {
    try ConfigEditor.setSearches(searches, in: file)
  }
}
