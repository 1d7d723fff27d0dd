import Foundation

/// A small JSON Schema check for what GitHub's gist OpenAPI description uses: `$ref`, type,
/// properties, required, additionalProperties, nullable, oneOf/anyOf/allOf, enum, items,
/// maxLength, and the `date-time` and `uri` formats. Values are as `JSONSerialization`
/// reads them.
public struct SchemaCheck {
  /// The whole description, where `#/components/...` references are looked up.
  public let document: [String: Any]

  /// A check that resolves references in `document`.
  public init(document: [String: Any] = [:]) {
    self.document = document
  }

  /// The description in the JSON file at `url`.
  public init(contentsOf url: URL) throws {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    document = object as? [String: Any] ?? [:]
  }

  /// What is wrong with `value` against `schema` (nothing when it conforms), without a
  /// description to resolve references in.
  public static func problems(_ value: Any, _ schema: [String: Any], at path: String = "$")
    -> [String]
  {
    SchemaCheck().problems(value, schema, at: path)
  }

  /// The JSON body schema of `method` at `path`'s request.
  public func requestSchema(path: String, method: String) -> [String: Any]? {
    let body = resolved(operation(path: path, method: method)?["requestBody"])
    return jsonSchema(of: body)
  }

  /// The JSON body schema of `method` at `path`'s answer with `status`; nil when the
  /// description documents that answer without a body, or not at all.
  public func responseSchema(path: String, method: String, status: Int) -> [String: Any]? {
    let responses = operation(path: path, method: method)?["responses"] as? [String: Any]
    return jsonSchema(of: resolved(responses?[String(status)]))
  }

  /// What is wrong with `value` against `schema` (nothing when it conforms).
  public func problems(_ value: Any, _ schema: [String: Any], at path: String = "$") -> [String] {
    guard let schema = resolved(schema) else { return ["\(path): unresolved reference"] }
    if value is NSNull {
      return schema["nullable"] as? Bool == true ? [] : ["\(path): null is not allowed"]
    }
    if let options = schema["oneOf"] as? [[String: Any]] {
      let matching = options.filter { problems(value, $0, at: path).isEmpty }
      return matching.count == 1 ? [] : ["\(path): matches \(matching.count) of oneOf"]
    }
    if let options = schema["anyOf"] as? [[String: Any]],
      !options.contains(where: { problems(value, $0, at: path).isEmpty })
    {
      return ["\(path): matches none of anyOf"]
    }
    var found: [String] = []
    for part in schema["allOf"] as? [[String: Any]] ?? [] {
      found += problems(value, part, at: path)
    }
    if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { "\($0)" == "\(value)" }) {
      found.append("\(path): not in enum")
    }
    switch schema["type"] as? String {
    case "object":
      guard let object = value as? [String: Any] else { return ["\(path): not an object"] }
      found += objectProblems(object, schema, at: path)
    case "array":
      guard let array = value as? [Any] else { return ["\(path): not an array"] }
      let items = schema["items"] as? [String: Any] ?? [:]
      for (index, item) in array.enumerated() {
        found += problems(item, items, at: "\(path)[\(index)]")
      }
    case "string":
      guard let text = value as? String else { return ["\(path): not a string"] }
      found += stringProblems(text, schema, at: path)
    case "integer":
      guard let number = value as? NSNumber, !Self.isBoolean(number),
        number.doubleValue.rounded() == number.doubleValue
      else { return ["\(path): not an integer"] }
    case "number":
      guard let number = value as? NSNumber, !Self.isBoolean(number) else {
        return ["\(path): not a number"]
      }
    case "boolean":
      if !((value as? NSNumber).map(Self.isBoolean) ?? false) {
        found.append("\(path): not a boolean")
      }
    default:
      break
    }
    return found
  }

  private func objectProblems(_ object: [String: Any], _ schema: [String: Any], at path: String)
    -> [String]
  {
    var found: [String] = []
    let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
    for key in schema["required"] as? [String] ?? [] where object[key] == nil {
      found.append("\(path).\(key): required")
    }
    for (key, item) in object {
      if let property = properties[key] {
        found += problems(item, property, at: "\(path).\(key)")
      } else if let extra = schema["additionalProperties"] as? [String: Any] {
        found += problems(item, extra, at: "\(path).\(key)")
      } else if schema["additionalProperties"] as? Bool == false {
        found.append("\(path).\(key): not allowed")
      }
    }
    return found
  }

  private func stringProblems(_ text: String, _ schema: [String: Any], at path: String)
    -> [String]
  {
    var found: [String] = []
    if let maximum = schema["maxLength"] as? Int, text.unicodeScalars.count > maximum {
      found.append("\(path): longer than \(maximum)")
    }
    switch schema["format"] as? String {
    case "date-time":
      if (try? Date.ISO8601FormatStyle().parse(text)) == nil {
        found.append("\(path): not a date-time: \(text)")
      }
    case "uri":
      if URL(string: text)?.scheme == nil { found.append("\(path): not a uri: \(text)") }
    default:
      break
    }
    return found
  }

  private func operation(path: String, method: String) -> [String: Any]? {
    let paths = document["paths"] as? [String: Any]
    return (paths?[path] as? [String: Any])?[method.lowercased()] as? [String: Any]
  }

  private func jsonSchema(of holder: [String: Any]?) -> [String: Any]? {
    let content = holder?["content"] as? [String: Any]
    return (content?["application/json"] as? [String: Any])?["schema"] as? [String: Any]
  }

  /// `value` as an object, a `$ref` followed (through references to references).
  private func resolved(_ value: Any?) -> [String: Any]? {
    var current = value as? [String: Any]
    var hops = 0
    while let reference = current?["$ref"] as? String, hops < 16 {
      guard reference.hasPrefix("#/") else { return nil }
      var node: Any? = document
      for part in reference.dropFirst(2).split(separator: "/") {
        node = (node as? [String: Any])?[String(part)]
      }
      current = node as? [String: Any]
      hops += 1
    }
    return current
  }

  /// Whether JSON read `number` from `true` or `false` (Foundation's booleans are numbers of
  /// their own class).
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(describing: type(of: number)).contains("Boolean")
  }
}
