import FoundationEssentials
import GistValues
import Store

/// A gist as the agent endpoint's tools give it: what a list row shows, the files' names
/// (with their text when read whole), and where a search matched.
struct AgentGist: Encodable {
  let gist: Gist
  var matches: [SearchMatch]?
  /// The files' text by name, for a gist read whole (nil: names only).
  var contents: [String: String]?

  private enum Key: String, CodingKey {
    case id, description, isPublic = "public", owner, updatedAt = "updated_at", url, files
    case matches
  }

  private enum FileKey: String, CodingKey {
    case name, language, size, truncated, content, binary, type
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(gist.id, forKey: .id)
    try container.encode(gist.description ?? "", forKey: .description)
    try container.encode(gist.isPublic, forKey: .isPublic)
    try container.encodeIfPresent(gist.owner?.login, forKey: .owner)
    try container.encodeIfPresent(gist.updatedAt, forKey: .updatedAt)
    try container.encodeIfPresent(gist.htmlURL, forKey: .url)
    var files = container.nestedUnkeyedContainer(forKey: .files)
    for file in gist.files {
      var entry = files.nestedContainer(keyedBy: FileKey.self)
      try entry.encode(file.filename, forKey: .name)
      try entry.encodeIfPresent(file.language, forKey: .language)
      try entry.encode(file.size, forKey: .size)
      if file.encoding == "base64" {
        // Named with its type, never given: base64 is no text for an agent.
        try entry.encode(true, forKey: .binary)
        try entry.encodeIfPresent(file.type, forKey: .type)
      } else if let contents {
        let text = contents[file.filename]
        try entry.encode(text == nil, forKey: .truncated)
        try entry.encodeIfPresent(text, forKey: .content)
      }
    }
    try container.encodeIfPresent(matches, forKey: .matches)
  }
}
