/// A value fetched with `If-None-Match`: new content with its ETag, or "not modified".
public enum Fetched<Value: Sendable>: Sendable {
  /// The server sent the value.
  case value(Value, etag: String?)
  /// The server said the cached copy is still current (304).
  case notModified
}
