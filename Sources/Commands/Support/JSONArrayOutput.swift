import FoundationEssentials

/// Writes JSON objects to stdout as an array, a megabyte or so at a time, as they come: the
/// array is never made whole beside its objects (100,000 gists are 200 MB). `list --json`
/// gives GitHub's own bytes of each gist (no field lost, nothing escaped anew: only the
/// space between tokens is dehub's one layout), or with FIELDS each gist's fields, picked
/// as its page arrives. Should the objects stop coming (a page failed), the array is left
/// open, so a reader such as `jq` fails on it rather than taking part of a list for all of
/// it. `--jq` and `--template` need the whole array: it is held, and given to them at the
/// end.
final class JSONArrayOutput {
  private let format: JSONFormat
  private let layout = JSONLayout.forStdout
  private var chunk = Data()
  private var count = 0

  /// An array printed as `format` asks.
  init(format: JSONFormat) {
    self.format = format
  }

  /// Adds `objects`, each whole JSON.
  func add(_ objects: [Data]) {
    let held = format.filter != nil
    for object in objects {
      let element = format.element(object)
      if held || layout == .compact {
        chunk.append(contentsOf: Array((count == 0 ? "[" : ",").utf8))
        chunk.append(element)
      } else {
        chunk.append(contentsOf: Array((count == 0 ? "[\n  " : ",\n  ").utf8))
        chunk.append(layout.apply(element, level: 1))
      }
      count += 1
      if !held, chunk.count >= 1 << 20 {
        // Each object is whole JSON: a C1 character never straddles two chunks.
        Output.json(chunk)
        chunk = Data()
      }
    }
  }

  /// Closes the array and writes what is left (or, for `--jq` and `--template`, what is
  /// made of the whole array).
  func finish() throws {
    if format.filter != nil {
      let document = count == 0 ? Data("[]".utf8) : chunk + Data("]".utf8)
      chunk = Data()
      return try JSONFormat(fields: nil, filter: format.filter).write(document)
    }
    let end = count == 0 ? "[]\n" : layout == .compact ? "]\n" : "\n]\n"
    chunk.append(contentsOf: Array(end.utf8))
    Output.json(chunk)
    chunk = Data()
  }
}
