import ArgumentParser
import FoundationEssentials

/// Options every command that talks to the API takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("api-url"),
    help: "The API base URL (default https://api.github.com; env DEHUB_API_URL).")
  var apiURL: String?

  @Option(help: "Seconds to wait for one request (default 30; env DEHUB_TIMEOUT).")
  var timeout: Double?

  @Flag(name: .customLong("no-cache"), help: "Neither read nor write the offline cache.")
  var noCache = false

  @Flag(
    help:
      "Into a pipe or a file, write text that holds terminal escape sequences as it is (else such output is refused)."
  )
  var allowEscapeSequences = false

  /// `--allow-escape-sequences` is the run's from its parse on (`PipedText`).
  func validate() throws {
    if allowEscapeSequences { PipedText.current.allowEscapes() }
  }
}
