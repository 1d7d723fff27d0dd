extension Gist {
  /// The gist as a list keeps it: what a row shows and the filter searches (id,
  /// description, visibility, times, owner's login, files' names, languages and sizes,
  /// counts) and its web page (a row's `y` and `o`), without the other addresses, forks,
  /// revisions and content. A list of 10,000 gists holds these, which keeps its memory
  /// small; the detail screen loads the whole gist.
  public var listed: Gist {
    var row = self
    row.extras = nil
    row.owner = owner.map { GistUser(login: $0.login, id: $0.id) }
    row.files = files.map { file in
      var slim = file
      slim.body = nil
      return slim
    }
    return row
  }

  /// `gists` as a list keeps them (`listed`), the gists of one owner sharing one copy.
  public static func listed(_ gists: some Sequence<Gist>) -> [Gist] {
    var listed = gists.map(\.listed)
    shareOwners(&listed)
    return listed
  }

  /// Makes the gists of one owner share one copy of it (see `SharedValue`): a page's
  /// gists are mostly one person's.
  static func shareOwners(_ gists: inout [Gist]) {
    var shared: [GistUser: SharedValue<GistUser>] = [:]
    for index in gists.indices {
      guard let owner = gists[index].sharedOwner else { continue }
      if let same = shared[owner.value] {
        gists[index].sharedOwner = same
      } else {
        shared[owner.value] = owner
      }
    }
  }
}
