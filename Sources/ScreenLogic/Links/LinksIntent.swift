import GistWork

/// What the user asks of the links screen; a file is named by its link's path and name.
public enum LinksIntent: Equatable, Sendable {
  /// Show the difference between the file here and on GitHub.
  case diff(LinkedFile)
  /// Push the change made here (shows it and asks first; a conflict offers the choices).
  case push(LinkedFile)
  /// Pull the change made on GitHub (shows it and asks first; a conflict offers the
  /// choices).
  case pull(LinkedFile)
  /// The user confirmed the push.
  case confirmPush(LinkedFile)
  /// The user confirmed the pull.
  case confirmPull(LinkedFile)
  /// A conflict: keep the version here (it is pushed over GitHub's).
  case keepMine(LinkedFile)
  /// A conflict: keep both (the version here is kept beside it, GitHub's is pulled).
  case keepBoth(LinkedFile)
  /// Remove the file's link (asks first).
  case unlink(LinkedFile)
  /// The user confirmed removing the link of this path.
  case confirmUnlink(String)
  /// Read the links again (the gists revalidated with their ETags).
  case refresh
}
