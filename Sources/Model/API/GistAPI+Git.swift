import FoundationEssentials
import GistValues
import System

extension GistAPI {
  /// `gist` (which the API listed only part of) with every file of its git repository's
  /// newest commit, read with a shallow clone over the gist's pull URL, the token given to
  /// git by `GistRepository`'s credential helper; nil when there is no git, the pull URL is
  /// not on the API's host, or git fails (the gist then stays `truncated`, and its
  /// `filesLeftOut` says so).
  func throughGit(_ gist: Gist) -> Gist? {
    guard git.isAvailable, let pullURL = gist.gitPullURL,
      (try? GitCloner.check(pullURL, apiBase: router.baseURL)) != nil
    else { return nil }
    let repository = GistRepository(
      pullURL: pullURL, token: router.token, git: git, environment: gitEnvironment)
    guard let contents = try? repository.files() else { return nil }
    return gist.holding(contents)
  }

  /// The gist's repository, read and written with this API's token and git.
  public func repository(of gist: Gist) throws(GistError) -> GistRepository {
    guard let pullURL = gist.gitPullURL else {
      throw GistError.local("GitHub gave no git URL for this gist.")
    }
    try GitCloner.check(pullURL, apiBase: router.baseURL)
    guard git.isAvailable else {
      throw GistError.local("git is not installed; dehub needs it to add binary files.")
    }
    return GistRepository(
      pullURL: pullURL, token: router.token, git: git, environment: gitEnvironment)
  }
}
