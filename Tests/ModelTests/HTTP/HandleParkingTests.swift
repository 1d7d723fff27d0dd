import Foundation
import GistServer
import TestSupport
import Testing

@testable import Model

@Suite struct HandleParkingTests {
  @Test func aClientGoneLeavesItsHandlesToTheNextRequest() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) {
      fixture in
      let parking = HandleParking()
      let router = try Router(baseURL: fixture.baseURL, token: ServerFixture.token, version: "t")
      func api() -> GistAPI {
        GistAPI(router: router, client: CurlHTTPClient(options: .init(), parking: parking))
      }
      do {
        let first = api()
        _ = try first.gists(.mine, limit: 1)
        #expect(parking.count == 0, "a client in use keeps its handle")
      }
      #expect(parking.count == 1, "the handle of a client gone waits, its connection open")
      let second = api()
      let listed = try second.gists(.mine, limit: 2)
      #expect(listed.count == 2)
      #expect(parking.count == 0, "the next request cleaned it up")
      #expect(fixture.store.requests.count == 2)
    }
  }
}
