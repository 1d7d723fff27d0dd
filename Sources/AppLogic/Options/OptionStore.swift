import Model

/// Where feature options are saved (the config file; a dictionary in tests).
public protocol OptionStore: AnyObject {
  /// Saves `value` for the option `key`.
  func save(_ key: String, _ value: Bool) throws(GistError)
}
