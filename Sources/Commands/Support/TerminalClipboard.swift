import FoundationEssentials
import GistValues
import Glibc
import TerminalUI

/// The terminal's clipboard from a command: OSC 52 written to the controlling terminal
/// (`/dev/tty`, so it works with stdout in a pipe). Terminals cap what they take (about
/// 100 KB for xterm and tmux); without a terminal it says it could not copy.
enum TerminalClipboard {
  /// The most a copy sends.
  static let limit = BodyLimit.clipboard

  /// Puts the web address `url` on the clipboard when it is one dehub may copy (https, a
  /// host, nothing unprintable: `GistLink.isWebPage`), or says on stderr why not.
  static func copy(url: String) {
    guard GistLink.isWebPage(url) else {
      return Output.error("Not copied: the server gave a web address dehub does not copy.")
    }
    copy(url)
  }

  /// Puts `text` on the clipboard, or says on stderr why not.
  static func copy(_ text: String) {
    guard text.utf8.count <= limit else {
      Output.error("Not copied: over \(limit / 1000) KB, more than terminals take through OSC 52.")
      return
    }
    let terminal = open("/dev/tty", O_WRONLY | O_CLOEXEC)
    guard terminal >= 0 else {
      Output.error("Not copied: there is no terminal to copy through.")
      return
    }
    defer { close(terminal) }
    let sequence = Array(MainLoop.clipboardSequence(text).utf8)
    _ = sequence.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
  }
}
