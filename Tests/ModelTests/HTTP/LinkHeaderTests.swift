import Foundation
import GistWork
import Synchronization
import Testing

@testable import GistValues
@testable import Model

@Suite struct LinkHeaderTests {
  @Test func githubForm() {
    let header = LinkHeader(
      "<https://api.github.com/gists?page=2>; rel=\"next\", <https://api.github.com/gists?page=5>; rel=\"last\""
    )
    #expect(header.next?.absoluteString == "https://api.github.com/gists?page=2")
    #expect(header.links["last"]?.absoluteString == "https://api.github.com/gists?page=5")
  }

  @Test func edgeCases() {
    #expect(LinkHeader("").next == nil)
    #expect(LinkHeader("garbage").next == nil)
    #expect(LinkHeader("<https://a/1>; rel=\"prev\"").next == nil)
    #expect(LinkHeader("<https://a/2>;rel=next").next?.absoluteString == "https://a/2")
    #expect(LinkHeader("<https://a/2>; REL=\"Next\"").next?.absoluteString == "https://a/2")
    #expect(
      LinkHeader("<https://a/2>; title=\"a, <b>; rel=x\"; rel=\"next\"").next?.absoluteString
        == "https://a/2")
    #expect(
      LinkHeader("<https://a/3>; rel=\"next last\"").links["last"]?.absoluteString == "https://a/3")
    #expect(
      LinkHeader("<https://a/1>; rel=\"next\", <https://a/9>; rel=\"next\"").next?.absoluteString
        == "https://a/1")
    #expect(LinkHeader("<https://a/1; rel=\"next\"").next == nil)
    #expect(
      LinkHeader("  <https://a/4>  ;  rel = \"next\"  ").next?.absoluteString == "https://a/4")
  }
}

/// Issue 28: a relative `Link` target (`</gists?page=2>; rel="next"`) was taken as a URL of
/// its own, without a scheme, and refused as "plain http". It is resolved against the URL
/// of the request it answered (RFC 8288), as a browser resolves a link.
@Suite struct RelativeLinkTests {
  /// Two pages of one gist each; the first's `Link: next` is relative.
  final class TwoPages: HTTPClient {
    let asked = Mutex<[URL]>([])

    func send(_ request: HTTPRequest, cancellation: Cancellation?) throws(GistError)
      -> HTTPResponse
    {
      try CurlHTTPClient.checkScheme(of: request.url)
      let second = asked.withLock { asked in
        asked.append(request.url)
        return asked.count > 1
      }
      let id = second ? "bbb222" : "aaa111"
      var headers = HTTPHeaders()
      if !second { headers["Link"] = "</gists?page=2>; rel=\"next\"" }
      let body =
        "[{\"id\": \"\(id)\", \"description\": \"\(id)\", \"public\": true, \"files\": {}}]"
      return HTTPResponse(status: 200, headers: headers, body: Data(body.utf8))
    }
  }

  @Test func resolvedAgainstTheRequestsURL() throws {
    let base = try #require(URL(string: "https://ghe.example/api/v3/gists?per_page=100"))
    #expect(
      LinkHeader("</api/v3/gists?page=2>; rel=\"next\"", relativeTo: base).next?.absoluteString
        == "https://ghe.example/api/v3/gists?page=2")
    #expect(
      LinkHeader("<?page=3>; rel=\"next\"", relativeTo: base).next?.absoluteString
        == "https://ghe.example/api/v3/gists?page=3")
    #expect(
      LinkHeader("<https://other.example/x>; rel=\"next\"", relativeTo: base).next?.absoluteString
        == "https://other.example/x", "an absolute target stays as it is")
  }

  @Test func aListFollowsARelativeNextLink() throws {
    let client = TwoPages()
    let router = try Router(baseURL: "https://api.github.com", token: "t", version: "test")
    let api = GistAPI(router: router, client: client)
    let gists = try api.gists(.mine, limit: 10)
    #expect(gists.map(\.id) == ["aaa111", "bbb222"])
    #expect(
      client.asked.withLock { $0.last?.absoluteString } == "https://api.github.com/gists?page=2")
    // The browser's lists read page by page.
    let page = try GistAPI(router: router, client: TwoPages()).page(
      .list(.mine, since: nil, perPage: 100, page: nil))
    #expect(page.next?.absoluteString == "https://api.github.com/gists?page=2")
  }

  /// A target that is no web address is refused with a sentence that says so (not "plain
  /// http").
  @Test func aTargetOfAnotherKindIsRefusedTruthfully() {
    let error = #expect(throws: GistError.self) {
      try CurlHTTPClient.checkScheme(of: URL(string: "ftp://example.com/gists")!)
    }
    #expect(error?.message.contains("plain http") == false, "\(error?.message ?? "")")
    #expect(error?.message.contains("not an https:// address") == true)
  }
}
