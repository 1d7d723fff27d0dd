/// What a gist's file has beside what a list shows: its MIME type, where it is served, its
/// content and how that is encoded. A `GistFile` keeps them out of line, behind one
/// reference (see `SharedValue`), and a listed file has none: 8 bytes of each file instead
/// of 64.
struct GistFileBody: OutOfLineFields {
  /// The MIME type GitHub guessed.
  var type: String?
  /// Where the whole content is served.
  var rawURL: String?
  /// The content, when the response carries it.
  var content: String?
  /// How `content` is encoded.
  var encoding: String?

  /// Whether there is nothing.
  var isEmpty: Bool { type == nil && rawURL == nil && content == nil && encoding == nil }
}
