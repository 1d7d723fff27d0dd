import Keys
import ScreenLogic
import TerminalScreens
import TestSupport
import Testing

/// Issue 31: the shell neither pops nor quits on its own. Its back and quit keys, and the
/// palette's quit, are moves it asks of the navigator (the switchboard), as every other move.
@Suite struct ShellMovesThroughTheSwitchboardTests {
  @Test func backAndQuitAreAskedOfTheNavigator() async throws {
    try await AppDriver.with { driver in
      let shell = driver.app.assembly.shell
      let recorder = RecordingNavigator()
      shell.navigator = recorder
      defer { shell.navigator = driver.app.assembly.switchboard }
      let screens = shell.scenes.count
      #expect(screens == 1)
      // Esc leaves a screen, never the app: on the first screen it asks for nothing. The
      // back key (q) quits there.
      shell.handle(.escape)
      shell.handle(try #require(shell.scenes.last?.key(for: "back")))
      shell.handle(.ctrl("c"))
      #expect(recorder.moves == [.back, .quit])
      #expect(shell.scenes.count == screens, "the shell closed nothing itself")
      shell.openPalette()
      for key in "quit" { shell.handle(.character(key)) }
      shell.handle(.enter)
      #expect(recorder.moves == [.back, .quit, .quit])
    }
  }
}
