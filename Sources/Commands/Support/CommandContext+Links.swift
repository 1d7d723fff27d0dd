import FoundationEssentials
import GistWork
import ScreenLogic

extension CommandContext {
  /// The link session of this API: the links in the state folder, the gist side through
  /// the API and the offline cache (unless `noCache`).
  func linkSession(noCache: Bool) -> LinkSession {
    let cache = cacheScope(noCache: noCache) { Output.error("dehub: without the cache: \($0)") }
    return LinkSession(
      store: LinkStore(state: paths.state), remote: GistLinkRemote(api: api, cache: cache))
  }

  /// The links `paths` name (each a linked path or a file in a linked folder), or every
  /// link of this API when none is named. A link made on another API is said and left out.
  func links(_ paths: [String], in session: LinkSession) throws -> [Link] {
    let host = api.router.baseURL.absoluteString
    var links: [Link] = []
    if paths.isEmpty {
      links = try session.store.all()
      if links.isEmpty {
        throw CommandFailure.failure(
          "Nothing is linked yet; `dehub link PATH GIST` or `dehub link --new PATH` makes a link.")
      }
    } else {
      for path in paths {
        let link = try session.link(covering: LinkStore.absolute(path))
        if !links.contains(where: { $0.path == link.path }) { links.append(link) }
      }
    }
    let elsewhere = links.filter { $0.host != host }
    for link in elsewhere {
      Output.error(
        "dehub: \(link.path) is linked on \(link.host), not \(host); left out "
          + "(--api-url \(link.host) reaches it).")
    }
    return links.filter { $0.host == host }
  }
}
