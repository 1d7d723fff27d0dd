import Basics
import FoundationEssentials
import GistValues
import System

/// The gists' git repositories over git's smart HTTP protocol, as GitHub serves them: `git
/// http-backend` run as a CGI program for each request, behind GitHub's rules. A push needs
/// the owner's token (HTTP Basic auth, the token as the password: a 401 with
/// `WWW-Authenticate` asks git for it); a clone needs none unless the store says so (an
/// Enterprise server in private mode). A push's commit becomes the gist's new revision.
enum GitBackend {
  /// The answer to `request` (`/git/ID.git/…`).
  static func answer(_ request: ServerRequest, store: GistStore) -> ServerResponse {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "git", parts[1].hasSuffix(".git") else {
      return ServerResponse(status: 404)
    }
    let id = String(parts[1].dropLast(4))
    let push =
      request.query["service"] == "git-receive-pack" || parts.last == "git-receive-pack"
    let login: String?
    switch store.gitAccess(id: id, token: Self.password(request), push: push) {
    case .allowed(let who): login = who
    case .unauthorized:
      return ServerResponse(
        status: 401, headers: ["WWW-Authenticate": "Basic realm=\"GitHub\""],
        body: Data("Authentication failed\n".utf8))
    case .forbidden:
      return ServerResponse(status: 403, body: Data("Permission denied\n".utf8))
    case .notFound:
      return ServerResponse(status: 404, body: Data("Repository not found\n".utf8))
    }
    guard let root = store.mirrorRoot else { return ServerResponse(status: 404) }
    if parts.last == "refs" || request.method == "POST" { store.updateMirror(id: id) }
    let response = run(request, root: root, user: login)
    if push, request.method == "POST", response.status == 200, let login {
      store.takePush(id: id, by: login)
    }
    return response
  }

  /// The password of an `Authorization: Basic` header (git sends the token so).
  static func password(_ request: ServerRequest) -> String? {
    guard let value = request.headers["authorization"] else { return nil }
    let parts = value.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "basic",
      let decoded = Data(base64Encoded: String(parts[1])),
      let text = String(data: decoded, encoding: .utf8), let colon = text.firstIndex(of: ":")
    else { return nil }
    return String(text[text.index(after: colon)...])
  }

  /// Runs `git http-backend` for `request` in `root` as CGI: the request's body on its
  /// stdin, its headers and body back.
  static func run(_ request: ServerRequest, root: URL, user: String?) -> ServerResponse {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_PROJECT_ROOT"] = root.path
    environment["GIT_HTTP_EXPORT_ALL"] = "1"
    environment["PATH_INFO"] = String(request.path.dropFirst("/git".count))
    environment["REQUEST_METHOD"] = request.method
    environment["QUERY_STRING"] = request.query.sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value.percentEncoded(keeping: "-._~"))" }
      .joined(separator: "&")
    environment["CONTENT_TYPE"] = request.headers["content-type"] ?? ""
    environment["CONTENT_LENGTH"] = String(request.body.count)
    environment["REMOTE_ADDR"] = "127.0.0.1"
    environment["REMOTE_USER"] = user
    environment["GIT_PROTOCOL"] = request.headers["git-protocol"]
    environment["HTTP_CONTENT_ENCODING"] = request.headers["content-encoding"]
    let input = root.appendingPathComponent(".request-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: input) }
    guard (try? request.body.write(to: input)) != nil,
      let child = ChildProcess.start(
        ["/usr/bin/env", "git", "http-backend"], environment: environment,
        input: .file(input.path), output: .pipe)
    else { return ServerResponse(status: 500) }
    let output = child.readOutput(limit: 256 << 20)
    guard child.wait() == 0 else { return ServerResponse(status: 500) }
    return cgiResponse(output)
  }

  /// A CGI program's output as a response: header lines (`Status: 404 Not Found` among
  /// them) to the first empty line, then the body.
  static func cgiResponse(_ output: Data) -> ServerResponse {
    let crlf = output.firstRange(of: Data("\r\n\r\n".utf8))
    let lf = output.firstRange(of: Data("\n\n".utf8))
    guard let end = [crlf, lf].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
    else { return ServerResponse(status: 500) }
    var response = ServerResponse(status: 200, body: Data(output[end.upperBound...]))
    let head = String(decoding: output[..<end.lowerBound], as: UTF8.self)
    for line in head.split(whereSeparator: \.isNewline) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingSpaces()
      let value = line[line.index(after: colon)...].trimmingSpaces()
      if name.lowercased() == "status" {
        response.status = Int(value.prefix(3)) ?? 500
      } else {
        response.headers[name] = value
      }
    }
    return response
  }
}
