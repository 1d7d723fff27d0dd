// Drawing costs of the terminal toolkit on a real ncurses screen (100x30, xterm-256color)
// writing to a file: a frame of a 10,000-row list after moving the selection by one row,
// the bytes written for that move, a page down in a 5 MB text view, and a 500 KB Markdown
// paragraph rendered. Prints one JSON
// line of medians over many iterations; `scripts/bench` repeats it and takes medians.
import Foundation
import TerminalUI

func microseconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

let path = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-bench-\(getpid())")
  .path
let output = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
let input = open("/dev/null", O_RDONLY)
defer { unlink(path) }
let screen = try Screen(
  input: input, output: output, term: "xterm-256color", environment: ["TERM": "xterm-256color"])
screen.resize(columns: 100, rows: 30)
func written() -> Int { Int(lseek(output, 0, SEEK_CUR)) }

let list = ListView(columns: [.flexible, .fixed(8), .fixed(7), .fixed(14)], count: { 10_000 }) {
  [
    ListView.Cell("Gist \($0): a description of moderate length"),
    ListView.Cell("\($0 % 7 + 1) files", style: .dim),
    ListView.Cell($0 % 5 == 0 ? "secret" : "public", style: .dim),
    ListView.Cell("\($0 % 30 + 1) days ago", style: .dim),
  ]
}
let root = VStack([
  Label("dehub", style: .bold), Tabs(["Mine", "Starred", "Public", "User"]), list,
  StatusBar(left: "octocat", right: "just now"),
])
screen.render(root)
var frames: [Double] = []
var bytes: [Double] = []
for step in 0..<2_000 {
  let before = written()
  list.moveSelection(by: step % 400 < 200 ? 1 : -1)
  frames.append(microseconds { screen.render(root) })
  bytes.append(Double(written() - before))
}

let line =
  String(repeating: "let value = compute(42) // a line of code in a large file\t", count: 1) + "\n"
let text = String(repeating: line, count: 5_000_000 / line.utf8.count + 1)
let view = TextView()
let load = microseconds { view.setText(text) }
screen.render(view)
var pages: [Double] = []
for step in 0..<500 {
  view.page(step % 100 < 50 ? 1 : -1)
  pages.append(microseconds { screen.render(view) })
}
screen.end()

// One 500 KB Markdown paragraph (no line breaks), rendered for 80 columns.
let paragraph = (0..<102_300).map { "w\($0 % 997)" }.joined(separator: " ")
let markdown = microseconds { _ = MarkdownRenderer.render(paragraph, width: 80) }

print(
  "{\"list_frame_us\": \(median(frames)), \"list_move_bytes\": \(median(bytes)), "
    + "\"text_page_us\": \(median(pages)), \"text_load_ms\": \(load / 1000), \"text_bytes\": \(text.utf8.count), "
    + "\"markdown_paragraph_ms\": \(markdown / 1000), \"markdown_bytes\": \(paragraph.utf8.count)}"
)
