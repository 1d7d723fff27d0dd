import FoundationEssentials

/// A gist of more files than GitHub's API lists (300): the API answers with the first 300,
/// by name, and `"truncated": true`; the rest are only in its git repository.
/// `dehub-server --wide-gist N` and the tests add one.
public enum WideGist {
  /// A gist of `files` small text files (`file001.txt`…) owned by `owner`, with id `id`.
  public static func gist(files: Int, owner: String, id: String = "a1de915") -> SeedGist {
    let width = max(3, String(files).count)
    let names = (1...max(1, files)).map { number -> (String, String) in
      let digits = String(number)
      let name = "file" + String(repeating: "0", count: width - digits.count) + digits + ".txt"
      return (name, "This is file \(number) of \(files).\n")
    }
    return SeedGist(
      id: id, owner: owner, description: "A gist of \(files) files", isPublic: true,
      files: Dictionary(uniqueKeysWithValues: names), hoursAgo: 2)
  }
}
