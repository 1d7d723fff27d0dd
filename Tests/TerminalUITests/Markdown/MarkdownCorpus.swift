import Foundation

/// The examples of `Fixtures/markdown-corpus.txt`: a name, the Markdown, and the text it
/// renders to at 40 columns.
struct MarkdownCorpus {
  struct Example: Sendable, CustomStringConvertible {
    var name: String
    var markdown: String
    var expected: [String]
    var description: String { name }
  }

  /// The corpus's examples, in file order.
  static func examples() throws -> [Example] {
    guard let url = Bundle.module.url(forResource: "Fixtures/markdown-corpus", withExtension: "txt")
    else { throw CocoaError(.fileNoSuchFile) }
    let fence = String(repeating: "`", count: 32)
    var examples: [Example] = []
    var current: (name: String, lines: [String])?
    for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
      if line.hasPrefix(fence + " example ") {
        current = (String(line.dropFirst(fence.count + 9)), [])
      } else if line == fence, let example = current {
        let dot = example.lines.firstIndex(of: ".") ?? example.lines.count
        examples.append(
          Example(
            name: example.name, markdown: example.lines[..<dot].joined(separator: "\n"),
            expected: Array(example.lines[min(dot + 1, example.lines.count)...])))
        current = nil
      } else {
        current?.lines.append(line)
      }
    }
    return examples
  }
}
