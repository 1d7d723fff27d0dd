import FoundationEssentials

/// GitHub's global node ids, in their legacy form (`MDQ6VXNlcjE=` is `04:User1`).
enum ServedNodeID {
  /// The node id of the `type` object with `id`.
  static func make(_ type: String, _ id: some CustomStringConvertible) -> String {
    Data("04:\(type)\(id)".utf8).base64EncodedString()
  }
}
