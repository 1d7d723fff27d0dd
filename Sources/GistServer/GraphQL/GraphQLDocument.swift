import FoundationEssentials

/// A GraphQL query as the server understands it: the selections of one operation, with
/// their arguments (variables already put in). Enough of the language for what GitHub's
/// clients send about gists (`gh gist list` and `edit` among them): operations with
/// variable definitions, aliases, nested selections, arguments of every literal kind.
/// Fragments, directives and mutations are refused with a message.
struct GraphQLDocument {
  /// One requested field.
  struct Field {
    /// The name the answer uses (the alias, or the field's name).
    var key: String
    /// The field's name.
    var name: String
    /// Its arguments.
    var arguments: [String: GraphQLInput]
    /// Its selections (empty for a leaf).
    var selections: [Field]
  }

  /// The top-level selections.
  var selections: [Field]

  /// Parses `text` with `variables`; throws a message GitHub's clients show.
  init(_ text: String, variables: [String: GraphQLInput]) throws(GraphQLError) {
    var parser = Parser(tokens: try Self.tokens(text), variables: variables)
    selections = try parser.document()
  }

  /// A token of the language.
  enum Token: Equatable {
    case name(String)
    case punctuator(Character)
    case string(String)
    case number(String)
  }

  static func tokens(_ text: String) throws(GraphQLError) -> [Token] {
    var tokens: [Token] = []
    let characters = Array(text.unicodeScalars)
    var index = 0
    func isNameStart(_ c: Unicode.Scalar) -> Bool {
      c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }
    while index < characters.count {
      let c = characters[index]
      switch c {
      case " ", "\t", "\n", "\r", ",", "\u{FEFF}":
        index += 1
      case "#":
        while index < characters.count, characters[index] != "\n" { index += 1 }
      case "{", "}", "(", ")", ":", "$", "!", "[", "]", "=", "@":
        tokens.append(.punctuator(Character(c)))
        index += 1
      case ".":
        throw GraphQLError("Fragments are not supported by this server.")
      case "\"":
        index += 1
        var value = ""
        while true {
          guard index < characters.count, characters[index] != "\n" else {
            throw GraphQLError("Unterminated string in the query.")
          }
          let next = characters[index]
          index += 1
          if next == "\"" { break }
          if next == "\\", index < characters.count {
            let escaped = characters[index]
            index += 1
            switch escaped {
            case "n": value += "\n"
            case "t": value += "\t"
            case "u":
              let hex = String(
                String.UnicodeScalarView(characters[index..<min(index + 4, characters.count)]))
              index += 4
              guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                throw GraphQLError("Bad escape in a string of the query.")
              }
              value.unicodeScalars.append(scalar)
            default: value.unicodeScalars.append(escaped)
            }
          } else {
            value.unicodeScalars.append(next)
          }
        }
        tokens.append(.string(value))
      case "-", "0"..."9":
        var number = String(c)
        index += 1
        while index < characters.count, "0123456789.eE+-".unicodeScalars.contains(characters[index])
        {
          number.unicodeScalars.append(characters[index])
          index += 1
        }
        tokens.append(.number(number))
      default:
        guard isNameStart(c) else {
          throw GraphQLError("Unexpected character \"\(c.escaped(asASCII: true))\" in the query.")
        }
        var name = ""
        while index < characters.count,
          isNameStart(characters[index]) || ("0"..."9").contains(characters[index])
        {
          name.unicodeScalars.append(characters[index])
          index += 1
        }
        tokens.append(.name(name))
      }
    }
    return tokens
  }

  /// A recursive-descent parser over the tokens.
  struct Parser {
    let tokens: [Token]
    let variables: [String: GraphQLInput]
    var position = 0
    var depth = 0

    init(tokens: [Token], variables: [String: GraphQLInput]) {
      self.tokens = tokens
      self.variables = variables
    }

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    mutating func expect(_ punctuator: Character) throws(GraphQLError) {
      guard current == .punctuator(punctuator) else {
        throw GraphQLError("Expected \"\(punctuator)\" in the query.")
      }
      position += 1
    }

    mutating func name() throws(GraphQLError) -> String {
      guard case .name(let name)? = current else {
        throw GraphQLError("Expected a name in the query.")
      }
      position += 1
      return name
    }

    mutating func document() throws(GraphQLError) -> [Field] {
      if case .name(let keyword)? = current {
        guard keyword == "query" else {
          throw GraphQLError("Only queries are supported by this server, not \(keyword).")
        }
        position += 1
        if case .name? = current { position += 1 }
        if current == .punctuator("(") { try skipVariableDefinitions() }
      }
      let selections = try selectionSet()
      guard current == nil else {
        throw GraphQLError("Only one operation per request is supported.")
      }
      return selections
    }

    /// Variable definitions only declare types; the values come from `variables`.
    mutating func skipVariableDefinitions() throws(GraphQLError) {
      try expect("(")
      while let token = current, token != .punctuator(")") { position += 1 }
      try expect(")")
    }

    mutating func selectionSet() throws(GraphQLError) -> [Field] {
      depth += 1
      defer { depth -= 1 }
      guard depth <= 16 else { throw GraphQLError("The query is nested too deeply.") }
      try expect("{")
      var fields: [Field] = []
      while current != .punctuator("}") {
        guard current != nil else { throw GraphQLError("Expected \"}\" in the query.") }
        fields.append(try field())
      }
      try expect("}")
      return fields
    }

    mutating func field() throws(GraphQLError) -> Field {
      var key = try name()
      var name = key
      if current == .punctuator(":") {
        position += 1
        name = try self.name()
      } else {
        key = name
      }
      var arguments: [String: GraphQLInput] = [:]
      if current == .punctuator("(") {
        position += 1
        while current != .punctuator(")") {
          let argument = try self.name()
          try expect(":")
          arguments[argument] = try value()
        }
        try expect(")")
      }
      if current == .punctuator("@") {
        throw GraphQLError("Directives are not supported by this server.")
      }
      let selections = current == .punctuator("{") ? try selectionSet() : []
      return Field(key: key, name: name, arguments: arguments, selections: selections)
    }

    mutating func value() throws(GraphQLError) -> GraphQLInput {
      guard let token = current else { throw GraphQLError("Expected a value in the query.") }
      position += 1
      switch token {
      case .punctuator("$"):
        let variable = try name()
        return variables[variable] ?? .null
      case .string(let text):
        return .string(text)
      case .number(let text):
        return Int(text).map(GraphQLInput.int) ?? .string(text)
      case .name("true"): return .bool(true)
      case .name("false"): return .bool(false)
      case .name("null"): return .null
      case .name(let enumValue): return .string(enumValue)
      case .punctuator("{"):
        var object: [String: GraphQLInput] = [:]
        while current != .punctuator("}") {
          let field = try name()
          try expect(":")
          object[field] = try value()
        }
        try expect("}")
        return .object(object)
      case .punctuator("["):
        var list: [GraphQLInput] = []
        while current != .punctuator("]") { list.append(try value()) }
        try expect("]")
        return .list(list)
      default:
        throw GraphQLError("Unexpected token in the query.")
      }
    }
  }
}
