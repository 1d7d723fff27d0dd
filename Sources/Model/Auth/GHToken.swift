import Foundation

/// The token GitHub's own CLI keeps for a host (`gh auth token --hostname HOST`), used when
/// dehub has none of its own. It is read each time, never copied into dehub's token file.
public enum GHToken {
  /// The host name `gh` knows the API at `baseURL` by: `github.com` for
  /// `api.github.com`, else the API's host (with its port, when it has one).
  public static func host(forAPI baseURL: URL) -> String {
    let host = baseURL.host?.lowercased() ?? ""
    if host == "api.github.com" { return "github.com" }
    return baseURL.port.map { "\(host):\($0)" } ?? host
  }

  /// `gh`'s token for `host`, from the `gh` on `environment`'s PATH; nil when there is no
  /// `gh`, it has no token for the host, or it does not answer within `timeout` seconds.
  public static func read(
    host: String, environment: [String: String], timeout: TimeInterval = 5
  ) -> String? {
    guard let gh = executable("gh", path: environment["PATH"] ?? "") else { return nil }
    let process = Process()
    process.executableURL = gh
    process.arguments = ["auth", "token", "--hostname", host]
    process.environment = environment
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    // A program just written may be briefly busy (ETXTBSY while another process that
    // inherited its descriptor has not exec'd yet): try a few times.
    var started = false
    for attempt in 0..<5 where !started {
      if attempt > 0 { usleep(20_000) }
      started = (try? process.run()) != nil
    }
    guard started else { return nil }
    // A token is far smaller than the pipe's buffer, so `gh` never waits on the reader.
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      return nil
    }
    guard process.terminationStatus == 0 else { return nil }
    let data = output.fileHandleForReading.availableData
    let token = String(decoding: data.prefix(4096), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return TokenStore.isWellFormed(token) ? token : nil
  }

  /// `name` in one of `path`'s folders, when it is an executable file there.
  static func executable(_ name: String, path: String) -> URL? {
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
