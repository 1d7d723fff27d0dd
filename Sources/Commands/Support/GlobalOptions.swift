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
}
