import Basics
import FoundationEssentials
import Glibc

/// Records what a screen writes as an asciicast v2 file (what `asciinema play` plays): the
/// screen writes to a file, `mark()` notes how much it had written and when, and `write`
/// turns the marks into timed output events. What is written after the last mark (leaving
/// the screen) is left out, so the cast ends on the last screen shown.
public final class CastRecorder {
  /// The descriptor the screen writes to.
  public let output: Int32
  private let file: URL
  private let columns: Int
  private let rows: Int
  private let started = Date()
  private var marks: [(time: TimeInterval, size: Int)] = []

  /// A recorder for a `columns` × `rows` screen, writing through a temporary file.
  public init(columns: Int, rows: Int) throws(TerminalError) {
    self.columns = columns
    self.rows = rows
    file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-cast-\(getpid())-\(UUID().uuidString.prefix(8))")
    output = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard output >= 0 else { throw TerminalError.cannotOpen("the cast's scratch file") }
  }

  deinit {
    close(output)
    try? FileManager.default.removeItem(at: file)
  }

  /// Notes that everything written so far was on the screen by now.
  public func mark() {
    var status = stat()
    guard fstat(output, &status) == 0 else { return }
    marks.append((Date().timeIntervalSince(started), Int(status.st_size)))
  }

  /// How many output events the marks make.
  public var eventCount: Int { events(of: (try? Data(contentsOf: file)) ?? Data()).count }

  /// Writes the cast to `url`: a header line, then `[time, "o", text]` lines in order.
  public func write(to url: URL, title: String) throws {
    let data = try Data(contentsOf: file)
    var lines = [
      "{\"version\": 2, \"width\": \(columns), \"height\": \(rows), "
        + "\"timestamp\": \(Int(started.timeIntervalSince1970)), "
        + "\"title\": \(Self.json(title)), \"env\": {\"TERM\": \"xterm-256color\"}}"
    ]
    for (time, text) in events(of: data) {
      lines.append("[\(Self.seconds(time)), \"o\", \(Self.json(text))]")
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url, options: .atomic)
  }

  /// The output between consecutive marks, each at its mark's time.
  private func events(of data: Data) -> [(TimeInterval, String)] {
    var events: [(TimeInterval, String)] = []
    var start = 0
    for mark in marks where mark.size > start && mark.size <= data.count {
      events.append((mark.time, String(decoding: data[start..<mark.size], as: UTF8.self)))
      start = mark.size
    }
    return events
  }

  /// `text` as a JSON string.
  /// `time` in seconds with six decimals (asciicast's "%.6f"), without a C format.
  static func seconds(_ time: Double) -> String {
    let micro = Int((max(0, time) * 1_000_000).rounded())
    let fraction = String(micro % 1_000_000)
    return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  static func json(_ text: String) -> String { JSONEscape.quoted(text) }
}
