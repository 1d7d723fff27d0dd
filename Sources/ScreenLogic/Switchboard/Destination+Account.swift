extension Destination {
  /// Why the destination needs an account, said on the login screen that opens in its
  /// place while no token is in use (then it opens after signing in); nil: it works
  /// without one (public gists, a user's gists, the options).
  public var signInReason: String? {
    let back = "sign in with a token, or Esc to go back."
    return switch self {
    case .mine: "Mine lists your own gists: \(back)"
    case .starred: "Starred lists the gists you starred: \(back)"
    case .compose: "A new gist is written to your account: \(back)"
    case .drafts: "Unsent drafts are sent from your account: \(back)"
    case .outbox: "The outbox sends from your account: \(back)"
    case .links: "Linked files are kept in step with your gists: \(back)"
    default: nil
    }
  }

  /// Where to go for the destination: itself, or, while no token is in use (`signedOut`)
  /// and it needs an account, the login saying why, which opens it after signing in.
  public func reached(signedOut: Bool) -> Destination {
    guard signedOut, let reason = signInReason else { return self }
    return .login(message: reason, then: self)
  }
}
