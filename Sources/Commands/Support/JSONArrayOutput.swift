import FoundationEssentials

/// Writes JSON objects to stdout as an array, one per line, a megabyte or so at a time, as
/// they come: the array is never made whole beside its objects (100,000 gists are 200 MB).
/// `list --json` gives GitHub's own bytes of each gist (no field lost, nothing escaped
/// anew). Should the objects stop coming (a page failed), the array is left open, so a
/// reader such as `jq` fails on it rather than taking part of a list for all of it.
final class JSONArrayOutput {
  private var chunk = Data("[".utf8)
  private var count = 0

  /// Adds `objects`, each whole JSON.
  func add(_ objects: [Data]) {
    for object in objects {
      chunk.append(contentsOf: Array((count == 0 ? "\n" : ",\n").utf8))
      chunk.append(object)
      count += 1
      if chunk.count >= 1 << 20 {
        // Each object is whole JSON: a C1 character never straddles two chunks.
        Output.json(chunk)
        chunk = Data()
      }
    }
  }

  /// Closes the array and writes what is left.
  func finish() {
    chunk.append(contentsOf: Array((count == 0 ? "]\n" : "\n]\n").utf8))
    Output.json(chunk)
    chunk = Data()
  }
}
