import GistValues
import GistWork
import Keys
import ScreenLogic

/// What `dehub diff --json` prints: the two versions (`from` null for a gist's first) and
/// the files' patches, one document encoded as every command encodes its JSON.
struct DiffJSON: Encodable {
  let from: Gist?
  let to: Gist
  let files: [GistDiff.FilePatch]

  private enum Key: String, CodingKey { case from, to, files }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(from, forKey: .from)  // null, not left out, for a first version
    try container.encode(to, forKey: .to)
    try container.encode(files, forKey: .files)
  }
}
