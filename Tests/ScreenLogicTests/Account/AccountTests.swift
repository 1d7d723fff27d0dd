import Foundation
import Model
import ScreenLogic
import Store
import TestSupport
import Testing

/// Issue 31: the account (who the app works for) is a value with its own tests. Starting,
/// signing in and browsing without signing in tell the session, the cache and the drafts at
/// once; the search is made for the API in use at each of them, never when it is read; and
/// a login the server names for a token the app has left is not used.
@Suite struct AccountTests {
  final class Rig {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-account-\(UUID().uuidString.prefix(8))")
    let session = AppSession()
    let cache: CacheScope
    let drafts = DraftAccount(host: "http://127.0.0.1:9")
    /// The APIs a search was made for, in order.
    var searchedWith: [GistAPI] = []
    var account: Account

    init(token: String?, cachedLogin: String? = nil) throws {
      cache = CacheScope(
        cache: try GistCache(folder: folder), host: "http://127.0.0.1:9", login: cachedLogin)
      let api = GistAPI(
        router: try Router(baseURL: "http://127.0.0.1:9", token: token, version: "test"),
        client: CurlHTTPClient())
      var made: (GistAPI) -> Void = { _ in }
      account = Account(
        api: api, client: CurlHTTPClient(), session: session, cache: cache, drafts: drafts
      ) { api in
        made(api)
        return FakeGistSearch()
      }
      made = { [unowned self] in searchedWith.append($0) }
    }

    deinit {
      cache.flush()
      try? FileManager.default.removeItem(at: folder)
    }

    /// The token's fingerprint, as the cache keeps it.
    static func fingerprint(_ token: String) throws -> String? {
      try Router(baseURL: "http://127.0.0.1:9", token: token, version: "test").tokenFingerprint
    }
  }

  @Test func startingWithATokenUsesTheLoginTheCacheKnewAndMakesTheSearchOnce() throws {
    let rig = try Rig(token: "t", cachedLogin: "ada")
    #expect(rig.searchedWith.isEmpty, "nothing is made before the app starts")
    rig.account.start()
    #expect(rig.session.login.value == "ada" && rig.drafts.login == "ada")
    #expect(rig.searchedWith.count == 1 && rig.searchedWith.first === rig.account.api)
    _ = rig.account.search
    _ = rig.account.search
    #expect(rig.searchedWith.count == 1, "reading the search makes none")
    #expect(rig.account.hasToken)
  }

  @Test func startingWithoutATokenNamesNoOne() throws {
    let rig = try Rig(token: nil, cachedLogin: "ada")
    rig.account.start()
    #expect(rig.session.login.value == nil && rig.drafts.login == nil)
    #expect(!rig.account.hasToken && rig.searchedWith.count == 1)
  }

  @Test func signingInUsesTheNewTokenEverywhere() throws {
    let rig = try Rig(token: nil)
    rig.account.start()
    rig.session.signedOut.onNext(true)
    rig.session.tokenSource = .environment("GH_TOKEN")
    rig.account.signIn(token: "new", login: "bob")
    #expect(rig.session.tokenSource == nil, "the token pasted is the saved one, not the variable's")
    #expect(rig.account.api.router.tokenFingerprint == (try Rig.fingerprint("new")))
    #expect(rig.session.login.value == "bob" && !rig.session.signedOut.value)
    #expect(rig.drafts.login == "bob" && rig.cache.login == "bob")
    #expect(rig.searchedWith.count == 2 && rig.searchedWith.last === rig.account.api)
    rig.cache.flush()
    let remembered = rig.cache.cache.accounts.login(
      host: rig.cache.host, fingerprint: try #require(try Rig.fingerprint("new")))
    #expect(remembered == "bob")
  }

  @Test func browsingWithoutSigningInDropsTheToken() throws {
    let rig = try Rig(token: "t", cachedLogin: "ada")
    rig.account.start()
    rig.account.browseAnonymously()
    #expect(!rig.account.hasToken && rig.account.api.router.tokenFingerprint == nil)
    #expect(rig.session.login.value == nil && rig.session.signedOut.value)
    #expect(rig.cache.login == CacheScope.anonymous)
    #expect(rig.searchedWith.count == 2 && rig.searchedWith.last === rig.account.api)
  }

  @Test func aLoginLearnedForATokenTheAppLeftIsNotUsed() throws {
    let rig = try Rig(token: "t")
    rig.account.start()
    let asked = rig.account.api
    rig.account.signIn(token: "other", login: "bob")
    #expect(!rig.account.learned(login: "ada", asking: asked))
    #expect(rig.session.login.value == "bob" && rig.drafts.login == "bob")
    #expect(rig.account.learned(login: "bobby", asking: rig.account.api))
    #expect(rig.session.login.value == "bobby" && rig.cache.login == "bobby")
  }

  /// The login the cache knew for the token is not written again at start: the first frame
  /// reads the same database. The server's answer for a token records it.
  @Test func startingWithTheCachedLoginWritesNothingAndTheServersAnswerIsRecorded() throws {
    let rig = try Rig(token: "t", cachedLogin: "ada")
    let fingerprint = try #require(try Rig.fingerprint("t"))
    rig.account.start()
    rig.cache.flush()
    #expect(rig.cache.cache.accounts.login(host: rig.cache.host, fingerprint: fingerprint) == nil)
    #expect(rig.account.learned(login: "ada", asking: rig.account.api))
    rig.cache.flush()
    #expect(rig.cache.cache.accounts.login(host: rig.cache.host, fingerprint: fingerprint) == "ada")
  }
}
