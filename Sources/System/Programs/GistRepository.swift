import FoundationEssentials
import GistValues
import Glibc

/// A gist's git repository over HTTP(S), where the API stops: every file of a gist past the
/// 300 the API lists (a shallow clone), and files the API cannot take (binary ones) committed
/// and pushed.
///
/// The token reaches git only through a credential helper that reads it from a pipe git
/// inherits as descriptor 3: it is on no command line, in no environment, in no remote URL
/// and in no file git writes. The helper answers only for the pull URL's own host, and git
/// follows no redirect. git never prompts (`GIT_TERMINAL_PROMPT=0`), reads no system config
/// and runs no hooks (`GitCloner.hardening`).
public struct GistRepository: Sendable {
  /// The gist's `git_pull_url` (checked with `GitCloner.check` by the caller).
  public let pullURL: String
  /// The host's token, given to git when the server asks for it.
  let token: String?
  /// The git to run.
  public let git: GitProgram
  /// The environment git runs in (the command's).
  let environment: [String: String]

  /// The repository at `pullURL`, read and written with `git` and `token`.
  public init(
    pullURL: String, token: String?, git: GitProgram, environment: [String: String]? = nil
  ) {
    self.pullURL = pullURL
    self.token = token
    self.git = git
    self.environment = environment ?? ProcessInfo.processInfo.environment
  }

  /// The newest commit's files (name to bytes), from a shallow bare clone into `folder` (a
  /// temporary one, removed after, when nil).
  public func files(in folder: String? = nil) throws(GistError) -> [String: Data] {
    let (directory, temporary) = try place(folder)
    defer { if temporary { try? FileManager.default.removeItem(atPath: directory) } }
    try run(["clone", "--quiet", "--bare", "--depth", "1", "--", pullURL, directory])
    return try GitTree.files(gitDirectory: directory, git: git, environment: gitEnvironment)
  }

  /// Commits `files` (name to bytes) over the gist's newest commit, without the files named
  /// in `removing`, and pushes it, in a shallow clone in `folder` (a temporary one, removed
  /// after, when nil).
  public func commit(
    _ files: [String: Data], removing: [String] = [], message: String, in folder: String? = nil
  ) throws(GistError) {
    let (directory, temporary) = try place(folder)
    defer { if temporary { try? FileManager.default.removeItem(atPath: directory) } }
    try run(["clone", "--quiet", "--depth", "1", "--", pullURL, directory])
    for (name, bytes) in files {
      guard !name.isEmpty, !name.contains("/"), name != ".", name != "..", name != ".git" else {
        throw GistError.local("\"\(name)\" cannot be a gist's file name.")
      }
      do {
        try bytes.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
      } catch {
        throw GistError.local("dehub could not write \(name) for git.")
      }
    }
    if !removing.isEmpty {
      try run(["-C", directory, "rm", "--quiet", "--ignore-unmatch", "--"] + removing.sorted())
    }
    try run(["-C", directory, "add", "--"] + files.keys.sorted())
    try run([
      "-C", directory, "-c", "user.name=dehub", "-c", "user.email=dehub@users.noreply.github.com",
      "-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m", message,
    ])
    try run(["-C", directory, "push", "--quiet", "--no-verify", "--", pullURL, "HEAD"])
  }

  /// `folder`, or a new temporary folder's path (and that it is one).
  private func place(_ folder: String?) throws(GistError) -> (String, Bool) {
    if let folder { return (folder, false) }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("dehub-gist-\(UUID().uuidString)").path
    return (path, true)
  }

  /// The environment git runs in: never prompting, no system config.
  var gitEnvironment: [String: String] {
    var environment = self.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_ASKPASS"] = "/bin/false"
    environment["SSH_ASKPASS"] = "/bin/false"
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    return environment
  }

  /// The credential helper: on `get` for the pull URL's host it prints what descriptor 3
  /// holds (`username=…`, `password=…`); it reads and ignores `store` and `erase`.
  var helper: String? {
    guard token != nil, let url = URL(string: pullURL), let host = url.host?.lowercased(),
      host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
    else { return nil }
    let authority = host + (url.port.map { ":\($0)" } ?? "")
    return "!f(){ if [ \"$1\" = get ]; then h=; while IFS= read -r l && [ -n \"$l\" ]; do "
      + "case \"$l\" in host=*) h=\"${l#host=}\";; esac; done; "
      + "[ \"$h\" = '\(authority)' ] && cat <&3; else cat >/dev/null; fi; }; f"
  }

  /// Runs git with the hardening, the credential helper and the token on descriptor 3.
  private func run(_ arguments: [String]) throws(GistError) {
    guard let program = git.path else {
      throw GistError.local("git is not installed; dehub needs it to read or write this gist.")
    }
    var settings = GitCloner.hardening(for: pullURL) + ["-c", "http.followRedirects=false"]
    var carried: Int32?
    if let helper, let token {
      settings += ["-c", "credential.helper=\(helper)"]
      carried = Self.pipe(holding: "username=x-access-token\npassword=\(token)\n")
    }
    defer { if let carried { close(carried) } }
    guard
      let child = ChildProcess.start(
        [program] + settings + arguments, environment: gitEnvironment, error: .pipe,
        carried: carried)
    else { throw GistError.local("Cannot run git; is it installed?") }
    let said = child.readOutput(limit: 4096)
    let status = child.wait()
    guard status == 0 else {
      let text = String(decoding: said, as: UTF8.self)
      if GitCloner.asksForCredentials(text) {
        throw GistError.local(
          "The gist's repository refused the token (\(pullURL)); sign in again "
            + "(dehub auth login) or use git yourself.")
      }
      throw GistError.local(
        "git \(arguments.first == "-C" ? arguments[2] : arguments[0]) of \(pullURL) failed "
          + "(exit \(status))" + GitCloner.reason(text))
    }
  }

  /// The read end of a pipe that holds `text` (whole: it is far below a pipe's buffer) and
  /// whose write end is closed; neither end is inherited by anything else dehub starts.
  private static func pipe(holding text: String) -> Int32? {
    var ends: [Int32] = [-1, -1]
    guard Glibc.pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    guard written == bytes.count else {
      close(ends[0])
      return nil
    }
    return ends[0]
  }
}
