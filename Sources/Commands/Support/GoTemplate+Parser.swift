import Basics
import FoundationEssentials
import GistValues

extension GoTemplate {
  /// Builds the tree from the tokens.
  struct Parser {
    let tokens: [Token]
    var index = 0

    init(tokens: [Token]) {
      self.tokens = tokens
    }

    /// Nodes up to one of the actions `ends` (`end`, `else`), which is left for the caller;
    /// with no `ends`, up to the end of the template.
    mutating func nodes(until ends: Set<String>) throws(CommandFailure) -> [Node] {
      var nodes: [Node] = []
      while index < tokens.count {
        switch tokens[index] {
        case .text(let text):
          nodes.append(.text(text))
          index += 1
        case .action(let words):
          guard let first = words.first else {
            throw .usage("--template: an empty action {{}}.")
          }
          if ends.contains(first) { return nodes }
          index += 1
          switch first {
          case "if", "range", "with":
            nodes.append(try block(first, Array(words.dropFirst())))
          case "end", "else":
            throw .usage("--template: {{\(first)}} with no if, range or with before it.")
          default:
            nodes.append(.action(try pipeline(words)))
          }
        }
      }
      if !ends.isEmpty {
        throw .usage("--template: an if, range or with is not closed with {{end}}.")
      }
      return nodes
    }

    /// The rest of an `if`, `range` or `with` block, its words after the keyword given.
    mutating func block(_ keyword: String, _ words: [String]) throws(CommandFailure) -> Node {
      var words = words
      var variables: [String] = []
      if keyword == "range", let assign = words.firstIndex(of: ":=") {
        variables = words[..<assign].filter { $0 != "," }
        guard (1...2).contains(variables.count), variables.allSatisfy({ $0.hasPrefix("$") })
        else { throw .usage("--template: range takes $value := or $index, $value :=.") }
        words = Array(words[(assign + 1)...])
      }
      let condition = try pipeline(words)
      let body = try nodes(until: ["end", "else"])
      var otherwise: [Node] = []
      if case .action(let words) = tokens[index], words.first == "else" {
        guard words.count == 1 else {
          throw .usage(
            "--template: {{else \(words[1])}} is not supported; put an {{if}} in the {{else}}.")
        }
        index += 1
        otherwise = try nodes(until: ["end"])
      }
      index += 1
      switch keyword {
      case "if": return .conditional(condition, then: body, otherwise: otherwise)
      case "with": return .with(condition, body: body, otherwise: otherwise)
      default: return .loop(condition, variables: variables, body: body, otherwise: otherwise)
      }
    }

    /// A pipeline of words.
    func pipeline(_ words: [String]) throws(CommandFailure) -> Pipeline {
      var commands: [[Operand]] = [[]]
      var groups: [([[Operand]], Int)] = []
      for word in words {
        switch word {
        case "|":
          guard !(commands.last?.isEmpty ?? true) else {
            throw .usage("--template: a | with nothing before it.")
          }
          commands.append([])
        case "(":
          groups.append((commands, 0))
          commands = [[]]
        case ")":
          guard let (outer, _) = groups.popLast() else {
            throw .usage("--template: a ) with no ( before it.")
          }
          let inner = Pipeline(commands: commands)
          commands = outer
          commands[commands.count - 1].append(.group(inner))
        default:
          commands[commands.count - 1].append(try operand(word))
        }
      }
      guard groups.isEmpty else { throw .usage("--template: a ( is not closed.") }
      guard commands.allSatisfy({ !$0.isEmpty }) else {
        throw .usage(
          "--template: an action with nothing to do: {{\(words.joined(separator: " "))}}.")
      }
      return Pipeline(commands: commands)
    }

    /// One word as an operand.
    func operand(_ word: String) throws(CommandFailure) -> Operand {
      if word.hasPrefix(".") {
        return .path(variable: nil, word.split(separator: ".").map(String.init))
      }
      if word.hasPrefix("$") {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return .path(variable: parts[0], Array(parts.dropFirst()))
      }
      if word.hasPrefix("\"") {
        guard case .string(let text)? = try? JSONValue.parse(Data(word.utf8)) else {
          throw .usage("--template: not a string: \(word)")
        }
        return .literal(.string(text))
      }
      if word.hasPrefix("`") { return .literal(.string(String(word.dropFirst().dropLast()))) }
      if let number = Double(word) { return .literal(.number(number)) }
      switch word {
      case "true": return .literal(.bool(true))
      case "false": return .literal(.bool(false))
      case "nil": return .literal(.null)
      default:
        guard Run.functions.contains(word) else {
          throw .usage(
            "--template: no function \"\(word)\" (there are: \(Run.functions.sorted().joined(separator: ", ")))."
          )
        }
        return .function(word)
      }
    }
  }
}
