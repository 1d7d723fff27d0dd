/// The size budget (issue 54): rooms stay small. A Director over 400 lines, or any source
/// file over 600, is named with its size and what to do about it.
enum SizeBudget {
  /// The most lines a Director may have.
  static let directorLines = 400
  /// The most lines any source file may have.
  static let fileLines = 600

  /// The files of `files` over their budget, each named with its size and the budget.
  static func offenders(in files: [ArchitectureRules.SourceFile]) -> [String] {
    files.compactMap { file in
      guard file.path.hasSuffix(".swift") else { return nil }
      let lines =
        file.text.split(separator: "\n", omittingEmptySubsequences: false).count
        - (file.text.hasSuffix("\n") ? 1 : 0)
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      if name.hasSuffix("Director.swift"), lines > directorLines {
        return "\(file.path): \(lines) lines, over the \(directorLines) a Director may have; "
          + "move a part into a state value or a helper that returns outcomes"
      }
      if lines > fileLines {
        return "\(file.path): \(lines) lines, over the \(fileLines) any file may have; "
          + "split it by what its parts hold"
      }
      return nil
    }
  }
}
