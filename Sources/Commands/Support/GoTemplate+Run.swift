import Basics
import FoundationEssentials
import GistValues

extension GoTemplate {
  /// One rendering: the text made so far and the table `tablerow` fills.
  struct Run {
    static let functions: Set<String> = [
      "tablerow", "tablerender", "timeago", "timefmt", "truncate", "join", "pluck", "color",
      "autocolor", "len", "index", "not", "and", "or", "eq", "ne", "print", "printf",
    ]

    let root: JSONValue
    let now: Date
    var out = ""
    var rows: [[String]] = []

    init(root: JSONValue, now: Date) {
      self.root = root
      self.now = now
    }

    mutating func nodes(_ nodes: [Node], dot: JSONValue, variables: [String: JSONValue])
      throws(CommandFailure)
    {
      for node in nodes {
        switch node {
        case .text(let text):
          out += text
        case .action(let pipeline):
          let value = try evaluate(pipeline, dot: dot, variables: variables)
          if let value { out += Self.text(value) }
        case .conditional(let condition, let then, let otherwise):
          let value = try evaluate(condition, dot: dot, variables: variables)
          try self.nodes(
            Self.truth(value) ? then : otherwise, dot: dot, variables: variables)
        case .with(let condition, let body, let otherwise):
          let value = try evaluate(condition, dot: dot, variables: variables)
          if let value, Self.truth(value) {
            try self.nodes(body, dot: value, variables: variables)
          } else {
            try self.nodes(otherwise, dot: dot, variables: variables)
          }
        case .loop(let condition, let names, let body, let otherwise):
          let items: [(JSONValue, JSONValue)]
          switch try evaluate(condition, dot: dot, variables: variables) {
          case .array(let values)?:
            items = values.enumerated().map { (.number(Double($0.offset)), $0.element) }
          case .object(let members)?:
            items = members.pairs.sorted { $0.name < $1.name }.map { (.string($0.name), $0.value) }
          case nil, .null?: items = []
          case let other?:
            throw .failure("--template: range over \(Self.text(other)), which is not a list.")
          }
          if items.isEmpty { try self.nodes(otherwise, dot: dot, variables: variables) }
          for (key, value) in items {
            var inner = variables
            if names.count == 2 {
              inner[names[0]] = key
              inner[names[1]] = value
            } else if let name = names.first {
              inner[name] = value
            }
            try self.nodes(body, dot: value, variables: inner)
          }
        }
      }
    }

    /// The value of `pipeline` (nil: nothing to print, as `tablerow` gives).
    mutating func evaluate(_ pipeline: Pipeline, dot: JSONValue, variables: [String: JSONValue])
      throws(CommandFailure) -> JSONValue?
    {
      var previous: JSONValue??
      for command in pipeline.commands {
        var arguments: [JSONValue] = []
        for operand in command.dropFirst() {
          arguments.append(try value(operand, dot: dot, variables: variables) ?? .null)
        }
        if let previous { arguments.append(previous ?? .null) }
        if case .function(let name) = command[0] {
          previous = .some(try call(name, arguments))
        } else {
          guard arguments.isEmpty else {
            throw .failure("--template: only a function takes arguments.")
          }
          previous = .some(try value(command[0], dot: dot, variables: variables))
        }
      }
      return previous ?? nil
    }

    /// The value of one operand (nil: a member that is not there).
    mutating func value(_ operand: Operand, dot: JSONValue, variables: [String: JSONValue])
      throws(CommandFailure) -> JSONValue?
    {
      switch operand {
      case .literal(let value): return value
      case .group(let pipeline): return try evaluate(pipeline, dot: dot, variables: variables)
      case .function(let name): return try call(name, [])
      case .path(let variable, let names):
        var current: JSONValue? = dot
        if let variable {
          guard let bound = variables[variable] else {
            throw .usage("--template: no variable \(variable).")
          }
          current = bound
        }
        for name in names {
          guard case .object? = current else { return nil }
          current = current?[name]
        }
        return current
      }
    }

    /// Calls the function `name`.
    mutating func call(_ name: String, _ arguments: [JSONValue]) throws(CommandFailure)
      -> JSONValue?
    {
      func argument(_ index: Int) throws(CommandFailure) -> JSONValue {
        guard index < arguments.count else {
          throw .failure("--template: \(name) needs \(index + 1) arguments.")
        }
        return arguments[index]
      }
      switch name {
      case "tablerow":
        rows.append(arguments.map { Self.text($0) })
        return nil
      case "tablerender":
        flushTable()
        return nil
      case "timeago":
        guard let date = try argument(0).string.flatMap(GistJSON.parseDate) else {
          return .string("")
        }
        return .string(Self.ago(now.timeIntervalSince(date)))
      case "timefmt":
        guard let layout = try argument(0).string,
          let date = try argument(1).string.flatMap(GistJSON.parseDate)
        else { return .string("") }
        return .string(Self.format(date, layout: layout))
      case "truncate":
        let length = Int(try argument(0).numberValue ?? 0)
        let text = Self.text(try argument(1))
        guard text.count > length else { return .string(text) }
        return .string(length >= 5 ? text.prefix(length - 3) + "..." : String(text.prefix(length)))
      case "join":
        guard case .array(let items) = try argument(1) else { return try argument(1) }
        return .string(items.map { Self.text($0) }.joined(separator: Self.text(try argument(0))))
      case "pluck":
        guard case .array(let items) = try argument(1) else { return .array([]) }
        let key = Self.text(try argument(0))
        return .array(items.map { $0[key] ?? .null })
      case "color", "autocolor":
        return .string(Self.text(try argument(1)))
      case "len":
        switch try argument(0) {
        case .array(let items): return .number(Double(items.count))
        case .object(let members): return .number(Double(members.pairs.count))
        case .string(let text): return .number(Double(text.count))
        default: throw .failure("--template: len of something with no length.")
        }
      case "index":
        var current = try argument(0)
        for key in arguments.dropFirst() {
          switch (current, key) {
          case (.array(let items), .number(let number)):
            current = items.indices.contains(Int(number)) ? items[Int(number)] : .null
          case (.object, .string(let name)): current = current[name] ?? .null
          default: current = .null
          }
        }
        return current
      case "not": return .bool(!Self.truth(try argument(0)))
      case "and": return arguments.first { !Self.truth($0) } ?? arguments.last ?? .null
      case "or": return arguments.first { Self.truth($0) } ?? arguments.last ?? .null
      case "eq":
        let first = try argument(0)
        return .bool(arguments.dropFirst().contains { $0 == first })
      case "ne": return .bool(try argument(0) != argument(1))
      case "print": return .string(arguments.map { Self.text($0) }.joined())
      default:  // printf
        return .string(Self.printf(Self.text(try argument(0)), Array(arguments.dropFirst())))
      }
    }

    /// Writes the rows `tablerow` gathered, columns aligned (two spaces between), as gh's
    /// template tables are.
    mutating func flushTable() {
      guard !rows.isEmpty else { return }
      let columns = rows.map(\.count).max() ?? 0
      var widths = Array(repeating: 0, count: columns)
      for row in rows {
        for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
      }
      for row in rows {
        var line = ""
        for (column, cell) in row.enumerated() {
          let last = column == row.count - 1
          line +=
            last ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        }
        out += line + "\n"
      }
      rows = []
    }

    /// Go's truth: false, 0, null, and empty strings, lists and objects are false.
    static func truth(_ value: JSONValue?) -> Bool {
      switch value {
      case nil, .null?: false
      case .bool(let flag)?: flag
      case .number(let number)?: number != 0
      case .string(let text)?: !text.isEmpty
      case .array(let items)?: !items.isEmpty
      case .object(let members)?: !members.pairs.isEmpty
      }
    }

    /// How a value prints: a string as its text, null as empty, other values as JSON.
    static func text(_ value: JSONValue) -> String {
      switch value {
      case .string(let text): text
      case .null: ""
      case .number(let number): JSONLayout.format(number)
      default: String(decoding: JSONLayout.compact.encode(value), as: UTF8.self)
      }
    }

    /// gh's `timeago`: `just now`, `3 minutes ago`, … `2 years ago` (a month is 30 days).
    static func ago(_ seconds: TimeInterval) -> String {
      let units: [(String, Double)] = [
        ("year", 365 * 86400), ("month", 30 * 86400), ("day", 86400), ("hour", 3600),
        ("minute", 60),
      ]
      guard seconds >= 60 else { return "just now" }
      let index = units.firstIndex { seconds >= $0.1 } ?? units.count - 1
      let (unit, size) = units[index]
      let count = Int(seconds / size)
      return "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }

    /// `date` in a Go layout (`2006-01-02 15:04:05`, UTC; `Jan`, `Mon` and `MST` in English).
    static func format(_ date: Date, layout: String) -> String {
      let civil = Civil(date)
      let replacements: [(String, String)] = [
        ("2006", String(civil.year)), ("Jan", Civil.months[civil.month - 1]),
        ("Mon", Civil.days[civil.weekday]), ("MST", "UTC"), ("01", Self.two(civil.month)),
        ("02", Self.two(civil.day)), ("15", Self.two(civil.hour)), ("04", Self.two(civil.minute)),
        ("05", Self.two(civil.second)), ("06", Self.two(civil.year % 100)),
      ]
      var out = ""
      var rest = Substring(layout)
      outer: while !rest.isEmpty {
        for (token, value) in replacements where rest.hasPrefix(token) {
          out += value
          rest = rest.dropFirst(token.count)
          continue outer
        }
        out.append(rest.removeFirst())
      }
      return out
    }

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// Go's `printf` for `%s`, `%d`, `%v` and `%%`.
    static func printf(_ format: String, _ arguments: [JSONValue]) -> String {
      var out = ""
      var remaining = arguments[...]
      var percent = false
      for character in format {
        if percent {
          percent = false
          if character == "%" {
            out += "%"
          } else {
            out += remaining.popFirst().map { text($0) } ?? "%!\(character)(MISSING)"
          }
        } else if character == "%" {
          percent = true
        } else {
          out.append(character)
        }
      }
      return out
    }
  }

  /// A UTC date's parts.
  struct Civil {
    static let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, weekday = 0

    init(_ date: Date) {
      // GitHub's form of it, `2010-04-14T02:15:15Z`, read back in parts.
      let text = Array(GistJSON.formatDate(date).utf8)
      func number(_ from: Int, _ count: Int) -> Int {
        guard text.count >= from + count else { return 0 }
        return Int(String(decoding: text[from..<(from + count)], as: UTF8.self)) ?? 0
      }
      (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
      (hour, minute, second) = (number(11, 2), number(14, 2), number(17, 2))
      // 1970-01-01 was a Thursday.
      let days = Int((date.timeIntervalSince1970 / 86400).rounded(.down))
      weekday = ((days % 7) + 11) % 7
    }
  }
}

extension JSONValue {
  /// A number's value.
  fileprivate var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
}
