import ArgumentParser
import FoundationEssentials
import GistValues

/// gh's output flags, on every command that prints JSON: `--json` alone prints GitHub's
/// whole JSON (dehub's habit, which scripts rely on); `--json FIELDS` objects of exactly
/// those fields (gh's); `--jq EXPR` and `--template TEXT` run on that JSON (either alone:
/// on the whole JSON). `--json` given no fields reaches the parser as `--whole-json`
/// (`CommandWords.jsonWords`), as the parser has no option whose value may be left out.
struct JSONOutputOptions: ParsableArguments {
  @Option(
    name: .customLong("json"),
    help: ArgumentHelp(
      "Print JSON: alone, GitHub's whole JSON; with FIELDS (comma-separated), objects of exactly those fields.",
      valueName: "fields"))
  var fields: [String] = []
  /// `--json` given no fields.
  @Flag(name: .customLong("whole-json"), help: .private) var whole = false
  @Option(
    name: [.customLong("jq"), .customShort("q")],
    help: ArgumentHelp(
      "Filter the JSON with a jq expression (strings are printed as text).",
      valueName: "expression"))
  var jq: String?
  @Option(
    name: [.customLong("template"), .customShort("t")],
    help: ArgumentHelp(
      "Format the JSON with a Go template (gh's: {{.field}}, range, tablerow, timeago).",
      valueName: "template"))
  var template: String?

  /// Whether JSON (or what is made of it) is to be printed.
  var isWanted: Bool { whole || !fields.isEmpty || jq != nil || template != nil }

  /// What to print for a command whose JSON has `shape`; nil when no JSON was asked for.
  /// An unknown field, or both `--jq` and `--template`, is a usage error.
  func format(_ shape: JSONShape) throws(CommandFailure) -> JSONFormat? {
    guard isWanted else { return nil }
    if jq != nil && template != nil {
      throw .usage("Give one of --jq and --template, not both.")
    }
    var chosen: [JSONShape.Field]?
    if !fields.isEmpty {
      let available = shape.fields
      chosen = []
      for name in fields.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingWhitespace() }) {
        guard let field = available.first(where: { $0.name == name }) else {
          throw .usage(
            "Unknown JSON field \"\(name)\". The fields are: "
              + "\(shape.names.joined(separator: ", ")).")
        }
        if !(chosen?.contains { $0.name == name } ?? false) { chosen?.append(field) }
      }
      if chosen?.isEmpty ?? true {
        throw .usage("--json takes comma-separated fields: \(shape.names.joined(separator: ", ")).")
      }
    }
    let filter: JSONFormat.Filter? =
      if let jq { .jq(JQFilter(program: jq)) } else if let template {
        .template(try GoTemplate(template))
      } else { nil }
    return JSONFormat(fields: chosen, filter: filter)
  }
}

/// How a command's JSON is printed: whole or with only some fields, as it is or through
/// `--jq` or `--template`, in dehub's one layout (`JSONLayout`).
struct JSONFormat {
  /// What is made of the JSON.
  enum Filter {
    case jq(JQFilter)
    case template(GoTemplate)
  }

  /// The fields asked for (nil: GitHub's whole JSON).
  let fields: [JSONShape.Field]?
  let filter: Filter?

  /// Prints `document`: GitHub's JSON (an object or an array of objects), as asked.
  func write(_ document: Data) throws {
    let layout = JSONLayout.forStdout
    switch filter {
    case nil:
      let out = try fields.map {
        layout.encode(JSONShape.select($0, from: try JSONValue.parse(document)))
      }
      Output.json((out ?? layout.apply(document)) + Data("\n".utf8))
    case .jq(let jq):
      try jq.print(
        try fields.map {
          JSONLayout.compact.encode(JSONShape.select($0, from: try JSONValue.parse(document)))
        } ?? document)
    case .template(let template):
      let value = try JSONValue.parse(document)
      Output.write(
        try template.render(
          fields.map { JSONShape.select($0, from: value) } ?? value, now: Console.current.now()))
    }
  }

  /// Prints `value` (made by `encoder`) as `write` prints JSON.
  func write(_ value: some Encodable) throws {
    try write(try GistJSON.encoder().encode(value))
  }

  /// One object of an array, as it is written: compact, only the fields asked for.
  func element(_ object: Data) -> Data {
    guard let fields else { return JSONLayout.compact.apply(object) }
    let value = (try? JSONValue.parse(object)) ?? .object([:])
    return JSONLayout.compact.encode(JSONShape.select(fields, from: value))
  }
}
