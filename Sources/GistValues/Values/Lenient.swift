/// Decodes a value, or nil when that one value is malformed, so that one odd item never
/// fails a whole list.
public struct Lenient<Value: Decodable>: Decodable {
  /// The value, when it decoded.
  public let value: Value?

  public init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or nil when it is missing, null or of another shape.
  public func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
    (try? decodeIfPresent(T.self, forKey: key)) ?? nil
  }
}
