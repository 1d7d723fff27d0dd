import Foundation
import Testing

/// The promises of docs/safety.md about what the user writes, each run on every path that
/// can break it (issue 49). A promise used to hold on the path where it was written and
/// break on the next (Ctrl-Z in the browser's editor, conflict markers sent from compose, a
/// cancelled review counted as asked, a secret gist exported world-readable); each rule now
/// lives once in GistWork, and this matrix runs it on every front end.
///
/// Every promise answers for every front end: a check, or why the path cannot meet the
/// case. A front end added to `FrontEnd` fails the matrix until every promise answers for it.
enum PromiseMatrix {
  /// The ways the user's text reaches GitHub or the disk.
  enum FrontEnd: String, CaseIterable, Sendable {
    /// The full-screen browser (and `dehub compose`, its compose screen on its own).
    case browser
    /// The scripting commands (`create`, `edit`, `comments`, `undelete`, `export`).
    case cli
    /// `dehub sync`, once.
    case sync
    /// `dehub sync --watch`.
    case watch
    /// `dehub mcp --allow-write`.
    case mcp
    /// `dehub outbox send` (the browser's courier sends through the same `OutboxSender`).
    case outbox
  }

  /// How one front end keeps a promise.
  enum Cell: Sendable {
    /// A check that fails when the promise breaks there.
    case check(@Sendable () async throws -> Void)
    /// Why the path never meets the case (the reason is part of the matrix).
    case notApplicable(String)
  }

  /// One promise and its cells.
  struct Promise: Sendable {
    /// Its name, as docs/safety.md says it.
    var name: String
    /// How each front end keeps it.
    var cells: [FrontEnd: Cell]
  }

  /// Every promise.
  static let promises: [Promise] = [
    secretsStopPublicSends, mergeMarkersAreNeverSent, sendingAsksUntilAnswered,
    secretGistsStayPrivateOnDisk, whatTheEditorSavedIsKept, theEditorGivesTheShellBack,
    aFailedSendKeepsTheText, hostileTextNeverDrivesTheTerminal,
  ]

  /// One cell of the matrix: a promise on a front end.
  struct Case: Sendable, CustomTestStringConvertible {
    var promise: String
    var frontEnd: FrontEnd
    var testDescription: String { "\(promise) on \(frontEnd.rawValue)" }
  }

  /// Every promise on every front end.
  static var cases: [Case] {
    promises.flatMap { promise in
      FrontEnd.allCases.map { Case(promise: promise.name, frontEnd: $0) }
    }
  }
}

@Suite struct PromiseMatrixTests {
  @Test(arguments: PromiseMatrix.cases)
  func thePromiseHolds(_ cell: PromiseMatrix.Case) async throws {
    let promise = try #require(PromiseMatrix.promises.first { $0.name == cell.promise })
    switch promise.cells[cell.frontEnd] {
    case nil:
      Issue.record("“\(cell.promise)” says nothing for \(cell.frontEnd.rawValue)")
    case .notApplicable(let reason):
      #expect(!reason.isEmpty)
    case .check(let check):
      try await check()
    }
  }

  /// The matrix is not a formality: most of it is checks, and every promise is checked on
  /// the browser and the scripting commands or sync.
  @Test func mostCellsAreChecks() {
    var checks = 0
    for promise in PromiseMatrix.promises {
      for (_, cell) in promise.cells {
        if case .check = cell { checks += 1 }
      }
      if case .check = promise.cells[.browser] {
      } else {
        Issue.record("“\(promise.name)” is not checked in the browser")
      }
    }
    #expect(checks * 3 >= PromiseMatrix.cases.count * 2, "\(checks) checks")
  }
}
