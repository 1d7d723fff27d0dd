import Foundation
import TestSupport

extension ServerFixture {
  /// The JSON bodies of the PATCH requests the server received, in order.
  var patchBodies: [[String: Any]] {
    store.requests.filter { $0.method == "PATCH" }.compactMap { request in
      request.requestBody.flatMap {
        try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
      }
    }
  }
}
