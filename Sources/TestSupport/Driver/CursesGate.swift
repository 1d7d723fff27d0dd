import Testing

/// Curses is one global state per process: the tests that draw on a curses screen (the
/// TerminalUI suites, the app driver) take this gate, so that two of them never run at
/// once, whatever target or suite they are in. Waiting for it suspends; it blocks no thread.
public actor CursesGate {
  /// The process's one gate.
  public static let shared = CursesGate()

  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Runs `body` holding the gate.
  public func run<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
    await take()
    defer { give() }
    return try await body()
  }

  private func take() async {
    guard held else {
      held = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func give() {
    if waiting.isEmpty {
      held = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// The trait of a suite whose tests use curses: the whole suite runs holding `CursesGate`.
public struct CursesExclusive: SuiteTrait, TestScoping {
  public var isRecursive: Bool { false }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await CursesGate.shared.run { try await function() }
  }
}

extension Trait where Self == CursesExclusive {
  /// The suite uses curses (one suite at a time in the process; see `CursesGate`).
  public static var curses: Self { CursesExclusive() }
}
