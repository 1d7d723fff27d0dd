import Foundation
import Model
import Reactive

/// A collection model the test drives: refreshes and page loads wait until the test
/// answers them.
final class FakeGistCollection: GistCollectionModel {
  let kind: GistListKind
  private let subject = BehaviorSubject(value: CollectionState())
  var pendingRefreshes: [() -> Void] = []
  var refreshCount = 0
  var nextPageRequests = 0

  init(kind: GistListKind) { self.kind = kind }

  var state: Observable<CollectionState> { subject.asObservable() }
  var current: CollectionState { subject.value }

  func refresh(completion: (() -> Void)?) {
    refreshCount += 1
    update { $0.isLoading = true }
    pendingRefreshes.append { completion?() }
  }

  func loadNextPage() { nextPageRequests += 1 }

  /// Answers the refresh in flight with `gists` (or `error`).
  func answer(_ gists: [Gist], hasMore: Bool = false, error: GistError? = nil) {
    update {
      $0.isLoading = false
      if let error {
        $0.error = error
      } else {
        $0.gists = gists
        $0.hasLoaded = true
        $0.hasMore = hasMore
        $0.error = nil
        $0.lastUpdated = Date(timeIntervalSince1970: 1_000)
      }
    }
    let calls = pendingRefreshes
    pendingRefreshes = []
    for call in calls { call() }
  }

  private func update(_ change: (inout CollectionState) -> Void) {
    var state = subject.value
    change(&state)
    subject.onNext(state)
  }

  static func gists(_ count: Int, prefix: String = "gist") -> [Gist] {
    (0..<count).map { index -> Gist in
      let swift = index % 2 == 0
      let file = GistFile(
        filename: "f\(index).\(swift ? "swift" : "py")", language: swift ? "Swift" : "Python")
      return Gist(
        id: "\(prefix)\(index)", description: "\(prefix) number \(index)", isPublic: swift,
        files: [file], updatedAt: Date(timeIntervalSince1970: Double(1_000_000 - index)))
    }
  }
}
