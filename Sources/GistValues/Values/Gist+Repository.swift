import Basics
import FoundationEssentials

extension Gist {
  /// The most files GitHub's API lists of one gist; a gist with more is `truncated`.
  public static let listedFileLimit = 300

  /// This gist with the files of its git repository (name to bytes) as its files: a file
  /// the API listed keeps what the API said of it (type, language, `raw_url`) and gets the
  /// repository's whole content; the rest are added. UTF-8 text without NUL is text;
  /// anything else is binary (base64, `encoding` "base64", as the API sends binary files).
  /// The gist is no longer `truncated`.
  public func holding(_ contents: [String: Data]) -> Gist {
    var gist = self
    let listed = Dictionary(files.map { ($0.filename, $0) }) { first, _ in first }
    gist.files = contents.keys.sorted().map { name in
      let bytes = contents[name] ?? Data()
      let text = bytes.contains(0) ? nil : String(validating: bytes, as: UTF8.self)
      var file =
        listed[name]
        ?? GistFile(
          filename: name, type: text == nil ? "application/octet-stream" : "text/plain")
      file.size = bytes.count
      file.truncated = false
      if let text {
        file.content = text
        file.encoding = nil
      } else {
        file.content = bytes.base64EncodedString()
        file.encoding = "base64"
      }
      return file
    }
    gist.truncated = false
    return gist
  }

  /// How many files, in words: "300+ files" when GitHub listed only part (`truncated`), so a
  /// list never gives the part for the whole.
  public var filesCounted: String {
    truncated ? "\(files.count)+ files" : files.count.counted("file")
  }

  /// The sentence for a gist of which GitHub listed only part (`truncated`), read without
  /// its git repository: what is left out and how to get it; nil for a whole gist.
  public var filesLeftOut: String? {
    guard truncated else { return nil }
    let clone = gitPullURL.map { "git clone \($0)" } ?? "clone it with git"
    return "GitHub lists only \(files.count) of this gist's files and the rest are not shown; "
      + "dehub reads them all through git, which is not installed or could not reach the gist "
      + "(or: \(clone))."
  }
}
