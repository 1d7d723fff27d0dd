import Basics
import FoundationEssentials
import GistValues

/// `--template TEXT`: the part of Go's text/template that gh's `--template` users write,
/// run on the JSON a command would print. Actions: `{{.}}`, `{{.field.sub}}`, `{{$}}`,
/// `{{$name}}`, `{{if P}}…{{else}}…{{end}}`, `{{range P}}…{{else}}…{{end}}` (with
/// `$v :=` or `$i, $v :=`), `{{with P}}…{{end}}`, pipelines (`{{.a | f "x"}}`), string and
/// number literals, `{{- … -}}` trimming and `{{/* comments */}}`. Functions: gh's
/// `tablerow`, `tablerender`, `timeago`, `timefmt` (Go layout), `truncate`, `join`,
/// `pluck`, `color` and `autocolor` (the text alone: dehub's piped text carries no
/// colours), and Go's `len`, `index`, `not`, `and`, `or`, `eq`, `ne`, `print`, `printf`
/// (`%s`, `%d`, `%v` only). A template is parsed before anything is asked of GitHub, so a
/// mistake in it costs nothing.
struct GoTemplate {
  /// A node of the parsed template.
  indirect enum Node {
    case text(String)
    case action(Pipeline)
    case conditional(Pipeline, then: [Node], otherwise: [Node])
    case loop(Pipeline, variables: [String], body: [Node], otherwise: [Node])
    case with(Pipeline, body: [Node], otherwise: [Node])
  }

  /// Commands joined by `|`: each one's value is the last argument of the next.
  struct Pipeline {
    var commands: [[Operand]]
  }

  /// An operand of a command.
  indirect enum Operand {
    /// `.a.b` (no names: `.`), from the dot, or from a variable (`$`, `$x.a`).
    case path(variable: String?, [String])
    case literal(JSONValue)
    case function(String)
    case group(Pipeline)
  }

  let nodes: [Node]

  /// Parses `text`; a mistake is a usage error that says where.
  init(_ text: String) throws(CommandFailure) {
    var parser = Parser(tokens: try Self.tokens(text))
    nodes = try parser.nodes(until: [])
  }

  /// The text the template makes of `data`.
  func render(_ data: JSONValue, now: Date) throws(CommandFailure) -> String {
    var run = Run(root: data, now: now)
    try run.nodes(nodes, dot: data, variables: ["$": data])
    run.flushTable()
    return run.out
  }

  // MARK: Reading

  /// A piece of the template: text, or an action's words.
  enum Token {
    case text(String)
    case action([String])
  }

  /// The template cut into text and actions, `{{-`/`-}}` trimming applied.
  static func tokens(_ text: String) throws(CommandFailure) -> [Token] {
    var tokens: [Token] = []
    var rest = Substring(text)
    var trimNext = false
    while !rest.isEmpty {
      guard let open = rest.firstRange(of: "{{") else {
        tokens.append(.text(String(trimNext ? rest.drop { $0.isWhitespace } : rest)))
        break
      }
      var before = rest[..<open.lowerBound]
      if trimNext { before = before.drop { $0.isWhitespace } }
      var inside = rest[open.upperBound...]
      if inside.hasPrefix("- ") || inside.hasPrefix("-\n") || inside.hasPrefix("-\t") {
        while let last = before.last, last.isWhitespace { before = before.dropLast() }
        inside = inside.dropFirst()
      }
      if !before.isEmpty { tokens.append(.text(String(before))) }
      guard let close = Self.actionEnd(in: inside) else {
        throw .usage("--template: an action opened with {{ is not closed with }}.")
      }
      var body = inside[..<close.lowerBound]
      trimNext = false
      if body.hasSuffix(" -") || body.hasSuffix("\n-") || body.hasSuffix("\t-") {
        body = body.dropLast()
        trimNext = true
      }
      let trimmed = body.trimmingWhitespace()
      if !(trimmed.hasPrefix("/*") && trimmed.hasSuffix("*/")) {
        tokens.append(.action(try words(trimmed)))
      }
      rest = inside[close.upperBound...]
    }
    return tokens
  }

  /// Where the action starting `text` ends (`}}` outside a string).
  private static func actionEnd(in text: Substring) -> Range<Substring.Index>? {
    var quote: Character?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if let open = quote {
        if character == "\\" && open == "\"" {
          index = text.index(after: index)
        } else if character == open {
          quote = nil
        }
      } else if character == "\"" || character == "`" {
        quote = character
      } else if text[index...].hasPrefix("}}") {
        return index..<text.index(index, offsetBy: 2)
      }
      if index < text.endIndex { index = text.index(after: index) }
    }
    return nil
  }

  /// An action's words: strings (quotes kept), `|`, `(`, `)`, `,`, `:=`, and the rest
  /// split at spaces.
  private static func words(_ text: String) throws(CommandFailure) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var escaped = false
    func end() {
      if !current.isEmpty { words.append(current) }
      current = ""
    }
    for character in text {
      if let open = quote {
        current.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else if character == open {
          quote = nil
          end()
        }
        continue
      }
      switch character {
      case "\"", "`":
        end()
        quote = character
        current.append(character)
      case "|", "(", ")", ",":
        end()
        words.append(String(character))
      case _ where character.isWhitespace:
        end()
      default:
        current.append(character)
      }
    }
    guard quote == nil else { throw .usage("--template: a string is not closed: \(text)") }
    end()
    return words
  }
}
