import Basics
import FoundationEssentials
import GistValues

/// Clones a gist's git repository with the `git` on the PATH, quietly (its output would
/// draw over a full-screen terminal), never letting git prompt for credentials
/// (`GIT_TERMINAL_PROMPT=0`), and only from the API's own host family.
public enum GitCloner {
  /// Whether `pullURL` may be cloned for the API at `apiBase`: https (or http to this
  /// machine) on the API's host, its `gist.` sibling (`api.github.com` → `gist.github.com`)
  /// or the same Enterprise host. Throws a sentence otherwise.
  public static func check(_ pullURL: String, apiBase: URL) throws(GistError) {
    guard let url = URL(string: pullURL), let scheme = url.scheme?.lowercased(),
      let host = url.host?.lowercased()
    else {
      throw GistError.local("The server gave a clone URL dehub cannot read; nothing was cloned.")
    }
    let apiHost = apiBase.host?.lowercased() ?? ""
    let family: Set<String> = [
      apiHost, "gist." + (apiHost.hasPrefix("api.") ? String(apiHost.dropFirst(4)) : apiHost),
    ]
    let secure = scheme == "https" || (scheme == "http" && LoopbackHost.contains(host))
    guard secure, family.contains(host) else {
      throw GistError.local(
        "The server gave a clone URL on another host or scheme (\(pullURL)); dehub clones only "
          + "from \(apiHost) over https. Nothing was cloned.")
    }
  }

  /// The folder to clone into when the user named none: the gist id they gave, or the
  /// server's id when it is a plain id; never a path the server chose.
  public static func defaultFolder(typed: String, serverID: String) -> String {
    GistLink.isIdentifier(typed) ? typed : (GistLink.isIdentifier(serverID) ? serverID : "gist")
  }

  /// What git said on stderr, as the end of the failure's one-line sentence: `: fatal: …`
  /// (its lines joined), or `.` when it said nothing.
  static func reason(_ said: String) -> String {
    let lines = said.split(whereSeparator: \.isNewline)
      .map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    return lines.isEmpty ? "." : ": " + lines.joined(separator: " ")
  }

  /// Whether git's words (`said`, its stderr) say it wanted credentials it did not get (or
  /// that the ones given were refused).
  static func asksForCredentials(_ said: String) -> Bool {
    let text = said.lowercased()
    return text.contains("terminal prompts disabled") || text.contains("could not read username")
      || text.contains("authentication failed")
  }

  /// `git clone` of `pullURL` into `directory`, with the user's git `flags`; blocks until git
  /// ends. git's stderr is held back (it would draw over a full-screen terminal) and its
  /// words end the sentence when it fails.
  public static func clone(_ pullURL: String, into directory: String, flags: [String] = [])
    throws(GistError)
  {
    if FileManager.default.fileExists(atPath: directory) {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [""]
      if !contents.isEmpty {
        throw GistError.local(
          "\(directory) already exists and is not empty; choose another folder.")
      }
    }
    try runGit(
      ["clone", "--quiet"] + flags + ["--", pullURL, directory], what: "git clone of \(pullURL)",
      pullURL: pullURL)
  }

  /// Brings the clone in `directory` up to `pullURL` (`git pull --ff-only` from that URL,
  /// not from whatever the repository's own config names), as `clone` runs git: quietly,
  /// never prompting, git's words in the sentence when it fails.
  public static func update(_ directory: String, pullURL: String) throws(GistError) {
    try runGit(
      ["-C", directory, "pull", "--ff-only", "--quiet", "--", pullURL],
      what: "git pull in \(directory)", pullURL: pullURL)
  }

  /// The settings every git dehub runs is given, over whatever a repository's own config
  /// says (one in a folder dehub did not make could have been planted): no ssh command, no
  /// hooks, no filesystem monitor, no credential helper, and only https (and plain http to
  /// this machine, as `check` allows) as transports.
  static func hardening(for pullURL: String) -> [String] {
    var settings = [
      "core.sshCommand=/bin/false", "core.hooksPath=/dev/null", "core.fsmonitor=false",
      "credential.helper=", "protocol.allow=never", "protocol.https.allow=always",
    ]
    if let url = URL(string: pullURL), url.scheme?.lowercased() == "http",
      LoopbackHost.contains(url.host?.lowercased() ?? "")
    {
      settings.append("protocol.http.allow=always")
    }
    return settings.flatMap { ["-c", $0] }
  }

  /// Runs git with `arguments` (and the hardening for `pullURL`), its stderr kept for the
  /// reason when it fails.
  private static func runGit(_ arguments: [String], what: String, pullURL: String)
    throws(GistError)
  {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_ASKPASS"] = "/bin/false"
    environment["SSH_ASKPASS"] = "/bin/false"
    // Its output would draw over the full-screen screen; what it says on stderr is kept
    // for the reason.
    guard
      let child = ChildProcess.start(
        ["/usr/bin/env", "git"] + hardening(for: pullURL) + arguments,
        environment: environment, error: .pipe)
    else {
      throw GistError.local("Cannot run git; is it installed?")
    }
    let said = child.readOutput(limit: 4096)
    let status = child.wait()
    guard status == 0 else {
      if asksForCredentials(String(decoding: said.prefix(4096), as: UTF8.self)) {
        throw GistError.local(
          "The gist's repository asks for credentials, and dehub does not prompt for them; "
            + "clone it with git yourself (git clone \(pullURL)).")
      }
      throw GistError.local(
        "\(what) failed (exit \(status))"
          + reason(String(decoding: said.prefix(4096), as: UTF8.self)))
    }
  }
}
