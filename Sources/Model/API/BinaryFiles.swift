import Basics
import FoundationEssentials
import GistValues
import Store
import System

/// Files the API cannot take: not UTF-8 text, or holding NUL bytes (images, PDFs,
/// archives). They go into a gist through its git repository, committed and pushed after
/// the API call that makes or finds the gist, as GitHub's own page does; text keeps the
/// API's path. One rule for `create`, `edit --add` and whatever else adds local files.
public enum BinaryFiles {
  /// Whether `data` is not text the API takes.
  public static func isBinary(_ data: Data) -> Bool {
    data.contains(0) || String(validating: data, as: UTF8.self) == nil
  }

  /// The bytes of local file `path` when it is binary; nil when it is text (or unreadable:
  /// reading it as text says why). One over `BodyLimit.sendFile` is refused unread.
  public static func bytes(at path: String) throws(GistError) -> Data? {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    guard isBinary(data) else { return nil }
    guard size <= BodyLimit.sendFile, data.count <= BodyLimit.sendFile else {
      throw GistError.local(
        "\(path) is larger than dehub sends (\(BodyLimit.megabytes(BodyLimit.sendFile))); "
          + "add it with git yourself.")
    }
    return data
  }

  /// The text file a gist of binary files alone is made with (the API makes no gist without
  /// one); the commit that adds the binary files removes it. Should that commit fail, it
  /// stays and says what was meant.
  public static func placeholder(for names: [String]) -> (name: String, content: String) {
    (
      "dehub-adding-binary-files.txt",
      "dehub is adding binary files to this gist through git: "
        + names.sorted().joined(separator: ", ") + "\n"
    )
  }

  /// The text files a new gist is made with, and the files the commit adding
  /// `binaryNames` then removes: `texts` as they are; for binary files alone, the placeholder
  /// (the API makes no gist without text), removed by that commit.
  public static func madeWith(
    texts: [String: String], binaryNames: [String]
  ) -> (texts: [String: String], removing: [String]) {
    guard texts.isEmpty, !binaryNames.isEmpty else { return (texts, []) }
    let file = placeholder(for: binaryNames)
    return ([file.name: file.content], [file.name])
  }

  /// Commits `binaries` (name to bytes) into `gist` through its git repository with `api`'s
  /// token and git, removing the files named in `removing` in the same commit; the gist as
  /// the API shows it after.
  public static func add(
    _ binaries: [String: Data], to gist: Gist, api: GistAPI, removing: [String] = []
  ) throws(GistError) -> Gist {
    let names = binaries.keys.sorted()
    for name in names {
      if let problem = GistValidation.nameProblem(name) { throw GistError.local(problem) }
    }
    try api.repository(of: gist).commit(
      binaries, removing: removing,
      message: "Add \(names.joined(separator: ", ")) (binary, through dehub)")
    return try api.gist(id: gist.id)
  }

  /// What is said of an added binary file: its name, that it is binary and its size.
  public static func added(_ name: String, bytes: Int) -> String {
    "Added \(name) (binary, \(bytes.counted("byte"))) through git"
  }
}
