import GistValues
import Store

/// Where feature options are saved (the config file; a dictionary in tests).
public protocol OptionStore: AnyObject {
  /// Saves `value` for the option `key`.
  func save(_ key: String, _ value: Bool) throws(GistError)
  /// Saves the word `value` for the option `key` (the list's order of a tab, say).
  func save(_ key: String, word value: String) throws(GistError)
  /// Saves the searches kept as tabs, in their order.
  func save(searches: [SavedSearch]) throws(GistError)
}
