/// What the user asks of the gist detail screen.
public enum GistDetailIntent: Equatable, Sendable {
  /// The next or previous file.
  case cycleFile(forward: Bool)
  /// Star or unstar.
  case toggleStar
  /// Load the gist again.
  case refresh
}
