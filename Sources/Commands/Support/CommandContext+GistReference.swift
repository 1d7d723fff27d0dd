import FoundationEssentials
import Model

extension CommandContext {
  /// The gist `text` names: an id, a short id (`GistIDPrefix`) or a URL; with no `text`,
  /// the one the user picks on a terminal (`GistPicking.gistArgument`).
  func gistReference(_ text: String?, noCache: Bool, command: String) throws -> GistReference {
    let given = try GistPicking.gistArgument(
      text, context: self, noCache: noCache, command: command)
    return try resolving(GistReference.parse(given), given: given, noCache: noCache)
  }

  /// `reference`, parsed from `given`, with a short id resolved to the whole one.
  func resolving(_ reference: GistReference, given: String, noCache: Bool) throws
    -> GistReference
  {
    guard reference.id == given.trimmingWhitespace(), GistIDPrefix.isShort(reference.id) else {
      return reference
    }
    var resolved = reference
    resolved.id = try GistIDPrefix.resolve(reference.id, context: self, noCache: noCache)
    return resolved
  }
}
