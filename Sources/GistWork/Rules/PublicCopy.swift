import FoundationEssentials
import GistValues
import Model
import Store

/// The one rule for making a secret gist public, which GitHub's API cannot do (a gist's
/// visibility is fixed when it is made): a public copy is made with the same description
/// and files, checked for secrets as every public send is; the secret gist goes only after
/// the user confirms, through the usual delete, which keeps its whole copy so undo (`u`,
/// `dehub undelete`) makes it again. What does not come over is said before.
public enum PublicCopy {
  /// What does not come over to the copy, in one sentence.
  public static let lost =
    "What does not come over: the secret gist's id and URL, its stars, comments, forks and history."

  /// Why `gist` cannot be made public here (nil: it can). `isOwner` is nil when unknown.
  public static func refusal(_ gist: Gist, isOwner: Bool?) -> String? {
    if isOwner == false { return "Only the owner can make a gist public." }
    if gist.isPublic { return "The gist is public already." }
    if gist.truncated {
      return "GitHub lists only 300 of its files, so a copy would leave some out; clone it (C)."
    }
    return nil
  }

  /// The public copy of `whole` (every file's text here).
  public static func copy(of whole: Gist) throws(GistError) -> NewGist {
    var files: [String: String] = [:]
    for file in whole.files {
      guard let content = file.content, !file.truncated else {
        throw GistError.local("\(file.filename) is not all here, so it cannot be copied.")
      }
      files[file.filename] = content
    }
    return NewGist(description: whole.description, files: files, isPublic: true)
  }

  /// Makes the public copy of gist `id` on `api` (its text fetched whole), refused when it
  /// seems to hold a secret; the copy is written through to `cache` and comes back.
  public static func make(id: String, api: GistAPI, cache: CacheScope?) throws(GistError) -> Gist {
    let whole = try api.completeGist(id: id)
    if let refusal = refusal(whole, isOwner: nil) { throw GistError.local(refusal) }
    let copy = try copy(of: whole)
    if case .stop(let findings) = SecretGate.decide(copy, allowed: false) {
      throw GistError.local(
        SecretGate.refusal(
          findings, what: "a public gist", ways: ["edit the secret gist first"],
          last: "keep it secret"))
    }
    let made = try api.create(copy)
    cache?.write { store, account in store.changed(made, account: account, addTo: ["mine"]) }
    return made
  }
}
