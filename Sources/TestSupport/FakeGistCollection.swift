import Foundation
import GistValues
import Model
import Reactive

/// A collection model the test drives: refreshes and page loads wait until the test
/// answers them.
public final class FakeGistCollection: GistCollectionModel {
  /// The list it stands for.
  public let kind: GistListKind
  private let subject = BehaviorSubject(value: CollectionState())
  /// Refreshes waiting for the test's answer.
  public var pendingRefreshes: [() -> Void] = []
  /// How many refreshes were asked for.
  public var refreshCount = 0
  /// How many next pages were asked for.
  public var nextPageRequests = 0

  /// A collection standing for `kind`.
  public init(kind: GistListKind) { self.kind = kind }

  public var state: Observable<CollectionState> { subject.asObservable() }
  public var current: CollectionState { subject.value }

  public func refresh(completion: (() -> Void)?) {
    refreshCount += 1
    update { $0.isLoading = true }
    pendingRefreshes.append { completion?() }
  }

  public func loadNextPage() {
    nextPageRequests += 1
    update {
      $0.isLoading = true
      $0.isLoadingNextPage = true
    }
  }

  /// Answers the refresh in flight with `gists` (or `error`).
  public func answer(
    _ gists: [Gist], hasMore: Bool = false, reachedLimit: Bool = false, error: GistError? = nil
  ) {
    update {
      $0.isLoading = false
      $0.isLoadingNextPage = false
      if let error {
        $0.error = error
      } else {
        $0.gists = gists
        $0.hasLoaded = true
        $0.hasMore = hasMore
        $0.reachedLimit = reachedLimit
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

  /// `count` gists, newest first: even ones Swift and public, odd ones Python and secret.
  public static func gists(_ count: Int, prefix: String = "gist") -> [Gist] {
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
