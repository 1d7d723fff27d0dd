import FoundationEssentials
import Keys
import TerminalUI

/// One line of a demo script, with its line number for messages.
public struct DemoStep: Equatable, Sendable {
  /// What the line does.
  public enum Instruction: Equatable, Sendable {
    /// Press a key.
    case key(Key)
    /// Type text, one key a character.
    case type(String)
    /// Wait until the app has no work in flight.
    case waitIdle
    /// Wait this many seconds (scaled by the speed).
    case pause(TimeInterval)
    /// The screen must show this text now.
    case expect(String)
    /// Print the screen as text under this name (headless).
    case snapshot(String)
    /// What the scripted editor writes the next time it is opened.
    case editor(String)
  }

  /// What the line does.
  public var instruction: Instruction
  /// The line number in the script (from 1).
  public var line: Int

  /// A step.
  public init(_ instruction: Instruction, line: Int) {
    self.instruction = instruction
    self.line = line
  }
}
