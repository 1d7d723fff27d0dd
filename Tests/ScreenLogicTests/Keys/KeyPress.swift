import Keys
import ScreenLogic

/// The shell's part of a key press, for tests without a terminal: `key`'s binding in
/// `table` is found, `director` is asked, and the intent goes to `send` only when it is
/// available. Returns the refusal the shell would say (nil: none).
@discardableResult
func press<Director: ScreenDirector, Item>(
  _ key: Key, on table: [KeyBinding<Director.Intent, Item>], of director: Director,
  highlighted: Item? = nil, send: (Director.Intent) -> Void
) -> String? {
  guard let binding = table.first(where: { $0.keys.contains(key) }) else { return nil }
  switch binding.dispatch(highlighted: highlighted, availability: director.availability) {
  case .send(let intent):
    send(intent)
    return nil
  case .refused(let sentence): return sentence
  case .view, .nothing: return nil
  }
}

extension ScreenDirector where Intent: Hashable {
  /// The intents of `table` the Director calls unavailable now (about `highlighted`), each
  /// with why.
  func unavailable<Item>(in table: [KeyBinding<Intent, Item>], highlighted: Item? = nil)
    -> [Intent: String]
  {
    var reasons: [Intent: String] = [:]
    for binding in table {
      guard let intent = binding.intent(highlighted: highlighted),
        let reason = availability(of: intent)
      else { continue }
      reasons[intent] = reason
    }
    return reasons
  }
}
