import Foundation
import Model
import Testing

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
