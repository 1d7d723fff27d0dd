import Foundation
import Testing

@testable import System

/// The one way dehub starts programs that do not take the terminal (issue 36: Foundation's
/// `Process` went with full Foundation).
@Suite struct ChildProcessTests {
  /// A descriptor open here and not close-on-exec (as SwiftNIO's sockets are) does not live
  /// on in a child; one carried on purpose is the child's descriptor 3 (issue 55: a closed
  /// connection stayed open, and a stopped server answered, while a child ran).
  @Test func aChildGetsNoStrayDescriptorsButTheCarriedOne() throws {
    var stray: [Int32] = [-1, -1]
    #expect(pipe(&stray) == 0)
    var carried: [Int32] = [-1, -1]
    #expect(pipe(&carried) == 0)
    defer { for end in stray + [carried[0]] { close(end) } }
    _ = write(carried[1], "kept", 4)
    close(carried[1])
    let script =
      "test -e /proc/$$/fd/\(stray[0]) && echo stray; test -e /proc/$$/fd/\(stray[1]) && echo stray; cat <&3"
    let child = try #require(
      ChildProcess.start(["/bin/sh", "-c", script], output: .pipe, carried: carried[0]))
    let said = String(decoding: child.readOutput(), as: UTF8.self)
    #expect(child.wait() == 0)
    #expect(said == "kept", "\(said)")
  }

  @Test func runGivesTheStatusAndWhatTheChildWrote() throws {
    let answer = try #require(
      ChildProcess.run(["/bin/sh", "-c", "printf 'a\\nb'; echo oops >&2; exit 3"]))
    #expect(answer.status == 3)
    #expect(String(decoding: answer.output, as: UTF8.self) == "a\nb", "stderr is /dev/null")
  }

  @Test func aProgramThatIsNotThereDoesNotStart() {
    #expect(ChildProcess.start(["/nonexistent/program"]) == nil)
    #expect(ChildProcess.start([]) == nil)
  }

  @Test func theEnvironmentIsTheOneGivenAndEnvFindsNamesOnItsPath() throws {
    let answer = try #require(
      ChildProcess.run(
        ["/usr/bin/env", "sh", "-c", "echo $ONLY"],
        environment: ["ONLY": "this", "PATH": "/usr/bin:/bin"]))
    #expect(String(decoding: answer.output, as: UTF8.self) == "this\n")
  }

  @Test func stderrCanBeReadAndOutputLimited() throws {
    let child = try #require(
      ChildProcess.start(["/bin/sh", "-c", "head -c 100000 /dev/zero >&2"], error: .pipe))
    #expect(child.readOutput(limit: 10).count == 10, "the rest is read and dropped")
    #expect(child.wait() == 0)
  }

  @Test func aSignalEndsItWith128PlusTheSignal() throws {
    let child = try #require(ChildProcess.start(["/bin/sleep", "30"]))
    #expect(child.isRunning)
    child.send(SIGTERM)
    #expect(child.wait() == 128 + SIGTERM)
    #expect(!child.isRunning)
    #expect(child.wait() == 128 + SIGTERM, "asked again, the same answer")
  }

  @Test func streamsGoToFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log").path
    let child = try #require(
      ChildProcess.start(["/bin/sh", "-c", "echo said >&2"], error: .file(log)))
    #expect(child.wait() == 0)
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "said\n")
  }
}
