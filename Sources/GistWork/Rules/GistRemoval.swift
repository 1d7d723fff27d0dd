import FoundationEssentials
import GistValues
import Model
import Store

/// Deleting a gist so it can be made again, and making it again: the one way the browser
/// and the commands do both. Before the delete, the whole gist (every file's content) is
/// kept in `DeletedGists`: the cache's whole copy when it has one, else the gist is fetched
/// first. Making it again creates a new gist with the same files, description and
/// visibility; the old id and URL, its stars, comments, forks and history do not come back.
public enum GistRemoval {
  /// Deletes gist `id` on `api`, its whole copy kept first in the store beside `cache`
  /// (without a cache, nothing is kept); the cache forgets the gist. The copy kept comes
  /// back (nil: none was kept).
  @discardableResult
  public static func delete(id: String, api: GistAPI, cache: CacheScope?) throws(GistError)
    -> Gist?
  {
    let store = DeletedGists(scope: cache)
    var kept: Gist?
    if let store, let cache, let account = cache.account {
      let cached = cache.cache.documents.gist(account: account, id: id)
      let whole =
        if let cached, cached.files.allSatisfy({ $0.content != nil && !$0.truncated }) {
          cached
        } else {
          try api.completeGist(id: id)
        }
      try store.keep(whole)
      kept = whole
    }
    do throws(GistError) {
      try api.delete(id: id)
    } catch {
      if kept != nil { store?.forget(id) }
      throw error
    }
    cache?.write { store, account in store.removed(id, account: account) }
    return kept
  }

  /// Makes gist `id` again from the copy kept when it was deleted: a new gist with its
  /// files, description and visibility, which comes back (the cache shows it in Mine). The
  /// copy is sent as every send is: names GitHub would refuse are refused, and a public
  /// copy that seems to hold a secret is refused unless `allowSecrets` (the store is a file
  /// of the user's, and what is in it is checked again before it goes public).
  public static func restore(
    id: String, api: GistAPI, cache: CacheScope?, allowSecrets: Bool = false
  ) throws(GistError) -> Gist {
    guard let store = DeletedGists(scope: cache), let copy = store.find(id) else {
      throw GistError.local(
        "No copy of gist \(id) is kept: only gists deleted through dehub in the last week "
          + "can be made again (dehub undelete lists them).")
    }
    let files = Dictionary(
      copy.gist.files.compactMap { file in file.content.map { (file.filename, $0) } }
    ) { first, _ in first }
    guard !files.isEmpty else {
      throw GistError.local("The copy of gist \(id) holds no file content to make it again.")
    }
    let problems = GistValidation.problems(files: files.sorted { $0.key < $1.key }.map { ($0, $1) })
    if !problems.isEmpty {
      throw GistError.local(
        "The copy of gist \(id) cannot be made again: \(problems.joined(separator: " "))")
    }
    let new = NewGist(
      description: copy.gist.description, files: files, isPublic: copy.gist.isPublic)
    if case .stop(let findings) = SecretGate.decide(new, allowed: allowSecrets) {
      throw GistError.local(
        SecretGate.refusal(
          findings, what: "a public gist", ways: [],
          last: "make it again with `dehub undelete \(id) --allow-secrets`") + " "
          + SecretGate.sentences(findings).joined(separator: " "))
    }
    let made = try api.create(new)
    store.forget(id)
    cache?.write { store, account in store.changed(made, account: account, addTo: ["mine"]) }
    return made
  }
}
