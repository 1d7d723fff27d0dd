import Basics
import FoundationEssentials
import GistValues

/// Opens a web page in the user's browser: `$BROWSER` (a command, which may have
/// arguments), else `xdg-open`. The browser runs on its own, detached from the terminal.
public enum WebBrowser {
  /// The command that opens pages, from `environment`.
  public static func command(environment: [String: String]) -> [String] {
    if let browser = environment["BROWSER"]?.trimmingSpaces(),
      !browser.isEmpty
    {
      return browser.split(separator: " ").map(String.init)
    }
    return ["xdg-open"]
  }

  /// Starts the browser on `url`; does not wait for it.
  public static func open(_ url: String, environment: [String: String]) throws(GistError) {
    // The one check before a browser sees an address: https, a host, nothing unprintable
    // (never `--an-option`, `file://` or `javascript:` from a server).
    guard GistLink.isWebPage(url) else {
      throw GistError.local("The server gave a web address dehub does not open: \(url)")
    }
    let command = command(environment: environment)
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    let found =
      command[0].contains("/")
      ? FileManager.default.isExecutableFile(atPath: command[0])
      : path.split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(command[0])")
      }
    guard found else {
      throw GistError.local(
        "Cannot find \(command[0]) to open the page; set BROWSER to your browser's command.")
    }
    // Its output would draw over the full-screen screen: every stream is /dev/null.
    guard let child = ChildProcess.start(["/usr/bin/env"] + command + [url]) else {
      throw GistError.local(
        "Cannot start \(command[0]) to open the page; set BROWSER to your browser's command.")
    }
    child.detach()
  }
}
