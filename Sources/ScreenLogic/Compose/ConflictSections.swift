import GistValues

/// The three versions of one file of a conflicting edit, as the diff screen shows them: what
/// changed on GitHub since the edit was opened, then what the user changed.
public enum ConflictSections {
  /// The two diffs of `file`: base to `theirs`, base to `yours` (nil: the file is absent).
  public static func of(file: String, base: String?, theirs: String?, yours: String?)
    -> [DiffDirector.Section]
  {
    func gist(_ content: String?) -> Gist {
      Gist(
        id: "conflict",
        files: content.map { [GistFile(filename: file, size: $0.utf8.count, content: $0)] } ?? [])
    }
    return [
      DiffDirector.Section(
        heading: "On GitHub since you opened it", from: gist(base), to: gist(theirs)),
      DiffDirector.Section(heading: "Yours since you opened it", from: gist(base), to: gist(yours)),
    ]
  }
}
