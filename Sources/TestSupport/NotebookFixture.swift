/// Jupyter notebooks for tests: the JSON of a notebook (nbformat 4) around its cells.
public enum NotebookFixture {
  /// A notebook of `cells` (each a cell's JSON object), its language `language` when given.
  public static func notebook(_ cells: [String], language: String? = "python") -> String {
    let metadata = language.map { #"{"language_info":{"name":"\#($0)"}}"# } ?? "{}"
    return #"{"metadata":\#(metadata),"nbformat":4,"nbformat_minor":5,"cells":["#
      + cells.joined(separator: ",") + "]}"
  }
}
