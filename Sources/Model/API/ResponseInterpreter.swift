import Basics
import FoundationEssentials
import GistValues

/// Turns HTTP statuses and GitHub's error bodies into `GistError`s with sentences.
public enum ResponseInterpreter {
  /// GitHub's error body: `message`, `errors`, `documentation_url`.
  struct ErrorBody: Decodable {
    struct Item: Decodable {
      var resource: String?
      var field: String?
      var code: String?
      var message: String?

      init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
          message = text
          return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        resource = container.lenient(String.self, forKey: .resource)
        field = container.lenient(String.self, forKey: .field)
        code = container.lenient(String.self, forKey: .code)
        message = container.lenient(String.self, forKey: .message)
      }

      enum CodingKeys: String, CodingKey { case resource, field, code, message }
    }

    var message: String?
    var errors: [Item]?
  }

  /// The error for `response` to `route`, or nil when it succeeded (2xx or 304).
  public static func error(for response: HTTPResponse, route: Route, hadToken: Bool)
    -> GistError?
  {
    let status = response.status
    if (200..<300).contains(status) || status == 304 { return nil }
    let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
    let headers = response.headers
    let remaining = headers["x-ratelimit-remaining"].flatMap { Int($0) }
    let retryAfter = headers["retry-after"].flatMap { Int($0) }
    let reset = headers["x-ratelimit-reset"].flatMap { TimeInterval($0) }
      .map { Date(timeIntervalSince1970: $0) }
    let message = body?.message ?? ""
    switch status {
    case 400 where !route.isMutating:
      // A read changes nothing: it is not "the change" that was refused.
      return .readRefused(message.isEmpty ? "It could not read the request." : sentence(message))
    case 400:
      return .validationFailed(
        message.isEmpty ? "GitHub could not read the request." : sentence(message))
    case 401:
      return hadToken ? .badToken : .missingToken
    case 403, 429:
      if remaining == 0 { return .rateLimited(reset: reset) }
      if retryAfter != nil || status == 429 || message.lowercased().contains("rate limit") {
        return .secondaryRateLimit(retryAfter: retryAfter)
      }
      return .forbidden(message.isEmpty ? "access denied (HTTP 403)." : sentence(message))
    case 404:
      if route.isMutating, let scopes = headers["x-oauth-scopes"],
        !scopes.split(separator: ",").map({ $0.trimmingSpaces() })
          .contains("gist")
      {
        return .missingScope
      }
      if case .user = route, !hadToken { return .missingToken }
      return .notFound(what: subject(of: route))
    case 409:
      return .validationFailed(
        message.isEmpty ? "the gist changed on the server meanwhile." : sentence(message))
    case 422:
      let reason = validationSentence(body)
      return route.isMutating ? .validationFailed(reason) : .readRefused(reason)
    case 500..<600:
      return .serverError(status: status)
    default:
      return .unexpectedStatus(status)
    }
  }

  /// GitHub's `errors` array in words.
  static func validationSentence(_ body: ErrorBody?) -> String {
    let items = body?.errors ?? []
    let parts = items.map { item -> String in
      let field = item.field ?? "value"
      switch item.code {
      case "missing_field" where field == "files":
        return "a gist needs at least one file with content"
      case "missing_field", "missing":
        return "the \(field) is missing"
      case "invalid":
        return item.message.map { lowerFirst($0) } ?? "the \(field) is not valid"
      case "already_exists":
        return "a \(field) with that name already exists"
      default:
        if let text = item.message, !text.isEmpty { return lowerFirst(text) }
        return "the \(field) is not accepted"
      }
    }
    if parts.isEmpty {
      let message = body?.message ?? ""
      return message.isEmpty || message == "Validation Failed"
        ? "the request was not valid." : sentence(message)
    }
    return sentence(parts.joined(separator: "; "))
  }

  /// What a 404 means for `route`, as a subject of a sentence.
  static func subject(of route: Route) -> String {
    switch route {
    case .list(.user(let name), _, _, _): "The user \(name)"
    case .list: "The list"
    case .page: "The next page"
    case .gist(let id), .update(let id, _), .delete(let id), .star(let id), .unstar(let id),
      .isStarred(let id), .fork(let id), .forks(let id, _, _), .commits(let id, _, _),
      .comments(let id, _, _), .createComment(let id, _):
      "The gist \(id)"
    case .revision(let id, let sha): "Revision \(sha.prefix(7)) of gist \(id)"
    case .comment(_, let commentID), .updateComment(_, let commentID, _),
      .deleteComment(_, let commentID):
      "The comment \(commentID)"
    case .create: "The gist service"
    case .user: "The signed-in user"
    case .rateLimit: "The rate limit"
    case .raw: "The file's content"
    case .viewerGists: "The GraphQL API"
    }
  }

  private static func sentence(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace()
    let capitalised = trimmed.prefix(1).uppercased() + trimmed.dropFirst()
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }

  private static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
