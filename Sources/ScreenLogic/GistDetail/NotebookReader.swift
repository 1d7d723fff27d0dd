import FoundationEssentials
import GistValues
import Model

/// Reads a Jupyter notebook (nbformat 4, as GitHub renders) into the cells the detail
/// screen shows: Markdown cells as Markdown, code cells under `In [n]:` in the notebook's
/// language (Python when it does not say), outputs as text (a stream, a result's
/// `text/plain`, an error's traceback without its colours), images and other data named
/// with their size. It reads with the project's JSON reader and lays out no more than a
/// screenful many times over: lines past `lineLength` characters, outputs past
/// `outputLines` lines and cells past `shownLines` or `shownBytes` are left out, each with
/// a sentence saying so, so that a 50 MB notebook shows as quickly as a small one.
public enum NotebookReader {
  /// Characters of one line shown; the rest is cut (and said).
  public static let lineLength = 2_000
  /// Lines of one output (or one cell's source) shown.
  public static let outputLines = 500
  /// Lines of the whole notebook laid out; the cells after are left out (and said).
  public static let shownLines = 20_000
  /// Bytes of text of the whole notebook laid out.
  public static let shownBytes = 1 << 20
  /// Cells read at most (the others are counted, not read).
  public static let readCells = 10_000

  /// What is read of a notebook: the members shown of the cells and outputs, the
  /// language, the format; not the metadata of cells and outputs, nor the notebook's own
  /// beyond its language (widget state can be megabytes).
  static let selection: JSONValue.Selection = {
    let output = JSONValue.Selection.members(
      JSONValue.Selection.Names(
        ["output_type", "name", "text", "data", "execution_count", "ename", "evalue", "traceback"]
          .map { ($0, .everything) }), others: nil)
    let cell = JSONValue.Selection.members(
      [
        ("cell_type", .everything), ("source", .everything), ("execution_count", .everything),
        ("outputs", .first(readCells, each: output)),
      ], others: nil)
    let metadata = JSONValue.Selection.members(
      [("language_info", .everything), ("kernelspec", .everything)], others: nil)
    return .members(
      [
        ("cells", .first(readCells, each: cell)), ("metadata", metadata), ("nbformat", .everything),
      ], others: nil)
  }()

  /// A file that is not a notebook dehub can show as cells, with the sentence why.
  public struct Unreadable: Error, Equatable {
    /// Why, in a sentence.
    public let sentence: String
  }

  /// The notebook in `text` (the file's JSON).
  public static func read(_ text: String) throws(Unreadable) -> Notebook {
    let root: JSONValue
    do {
      root = try JSONValue.parse(Data(text.utf8), selecting: selection)
    } catch {
      let detail: String
      if case .malformedResponse(let what) = error { detail = what } else { detail = error.message }
      throw Unreadable(sentence: "This notebook's JSON could not be read (\(detail)).")
    }
    guard case .object = root else {
      throw Unreadable(sentence: "This file is not a notebook: its JSON is not an object.")
    }
    guard let cells = root["cells"], case .array(let list) = cells else {
      if let format = root["nbformat"]?.int, format < 4 {
        throw Unreadable(
          sentence: "This is an nbformat \(format) notebook; dehub shows nbformat 4 as cells.")
      }
      throw Unreadable(sentence: "This file is not a notebook: it has no list of cells.")
    }
    let metadata = root["metadata"]
    let language =
      metadata?["language_info"]?["name"]?.string ?? metadata?["kernelspec"]?["language"]?.string
      ?? "python"
    var reading = Reading()
    var shown: [[Notebook.Block]] = []
    for (index, cell) in list.enumerated() {
      guard reading.hasRoom, index < readCells else {
        let left = list.count - index
        return Notebook(
          language: language, cells: shown,
          rest: "[\(left.counted("more cell")) not shown here · m shows the JSON]")
      }
      shown.append(reading.blocks(of: cell))
    }
    return Notebook(language: language, cells: shown)
  }

  /// The cells' text as it is laid out, and how much room is left.
  private struct Reading {
    var lines = 0
    var bytes = 0

    /// Whether another cell may be laid out.
    var hasRoom: Bool { lines < shownLines && bytes < shownBytes }

    mutating func blocks(of cell: JSONValue) -> [Notebook.Block] {
      let source = Self.joined(cell["source"])
      switch cell["cell_type"]?.string {
      case "markdown":
        return clipped(source, as: { .markdown($0) })
      case "code":
        let number = cell["execution_count"]?.int.map(String.init) ?? " "
        let prompt = "In [\(number)]:"
        // An empty cell still shows its prompt.
        var blocks = clipped(source, as: { .code($0, prompt: prompt) })
        if blocks.isEmpty { blocks = [.code("", prompt: prompt)] }
        if case .array(let outputs) = cell["outputs"] {
          for (index, output) in outputs.enumerated() {
            guard hasRoom else {
              let left = (outputs.count - index).counted("more output")
              blocks.append(note("[… \(left) not shown here · m shows the JSON]"))
              break
            }
            blocks += self.output(output)
          }
        }
        return blocks
      default:
        return clipped(source, as: { .plain($0) })
      }
    }

    /// The blocks of one output of a code cell.
    private mutating func output(_ output: JSONValue) -> [Notebook.Block] {
      switch output["output_type"]?.string {
      case "stream":
        let text = Self.joined(output["text"])
        return output["name"]?.string == "stderr"
          ? clipped(text, plain: true, as: { .errorOutput($0) })
          : clipped(text, plain: true, as: { .output($0, prompt: nil) })
      case "execute_result", "display_data":
        let prompt = output["execution_count"]?.int.map { "Out[\($0)]:" }
        return data(output["data"], prompt: prompt)
      case "error":
        var lines: [String] = []
        if case .array(let traceback) = output["traceback"] {
          lines = traceback.compactMap(\.string)
        }
        if lines.isEmpty {
          lines = [
            [output["ename"]?.string, output["evalue"]?.string].compactMap { $0 }.joined(
              separator: ": ")
          ]
        }
        return clipped(lines.joined(separator: "\n"), plain: true, as: { .traceback($0) })
      case let kind:
        return [note("[an output of type \(kind ?? "unknown")]")]
      }
    }

    /// A result's or a display's data: its `text/plain`, and a note for each kind of data
    /// not shown as text (images first).
    private mutating func data(_ data: JSONValue?, prompt: String?) -> [Notebook.Block] {
      guard case .object(let members) = data else { return [] }
      let pairs = members.pairs
      var blocks: [Notebook.Block] = []
      if let plain = pairs.first(where: { $0.name == "text/plain" }) {
        blocks += clipped(
          Self.joined(plain.value), plain: true, as: { .output($0, prompt: prompt) })
      }
      let others = pairs.filter { $0.name != "text/plain" }
      // A rich result that also has plain text (a table as HTML) is that text; an image is
      // named either way.
      let named = blocks.isEmpty ? others : others.filter { $0.name.hasPrefix("image/") }
      for (kind, value) in named {
        let size = Self.joined(value).utf8.count
        // Images come base64-encoded: three bytes for every four characters.
        let bytes = kind.hasPrefix("image/") && kind != "image/svg+xml" ? size / 4 * 3 : size
        blocks.append(note("[\(kind) output, \(ReadingPosition.size(bytes))]"))
      }
      return blocks
    }

    private mutating func note(_ text: String) -> Notebook.Block {
      lines += 1
      bytes += text.utf8.count
      return .note(text)
    }

    /// `text` as a block made by `make`, cut to the lines and characters shown (a
    /// program's output made `plain`), with the sentences saying what was cut.
    private mutating func clipped(
      _ text: String, plain: Bool = false, as make: (String) -> Notebook.Block
    ) -> [Notebook.Block] {
      let room = min(outputLines, shownLines - lines)
      let cut = NotebookText.clip(
        text, lines: max(1, room), bytes: max(lineLength, shownBytes - bytes),
        lineLength: lineLength)
      lines += cut.lines
      bytes += cut.text.utf8.count
      guard !cut.text.isEmpty || cut.notes.isEmpty == false else { return [] }
      var blocks = [make(plain ? TerminalOutput.plain(cut.text) : cut.text)]
      for sentence in cut.notes { blocks.append(note(sentence)) }
      return blocks
    }

    /// A notebook's text: a string, or a list of strings (its lines) joined.
    static func joined(_ value: JSONValue?) -> String {
      switch value {
      case .string(let text): return text
      case .array(let parts): return parts.compactMap(\.string).joined()
      default: return ""
      }
    }
  }
}
