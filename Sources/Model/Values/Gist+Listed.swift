extension Gist {
  /// The gist as a list keeps it: what a row shows and the filter searches (id,
  /// description, visibility, times, owner's login, files' names, languages and sizes,
  /// counts) and its web page (a row's `y` and `o`), without the other addresses and
  /// content. A list of 10,000 gists holds these, which keeps its memory small; the detail
  /// screen loads the whole gist.
  public var listed: Gist {
    var row = self
    row.url = nil
    row.gitPullURL = nil
    row.history = nil
    row.owner = owner.map { GistUser(login: $0.login, id: $0.id) }
    row.files = files.map { file in
      var slim = file
      slim.rawURL = nil
      slim.type = nil
      slim.content = nil
      slim.encoding = nil
      return slim
    }
    return row
  }
}
