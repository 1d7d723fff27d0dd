import GistValues

/// Which gists a tab shows by visibility (`v` cycles): all, public only, or secret only.
/// Kept per tab in the options (`visibility_mine = "secret"`).
public enum GistVisibility: String, CaseIterable, Equatable, Sendable {
  /// Public and secret.
  case all
  /// Public only.
  case `public`
  /// Secret only.
  case secret

  /// The one after this one, round.
  var next: GistVisibility {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }

  /// How the tab line says it (nothing for all).
  public var label: String? {
    switch self {
    case .all: nil
    case .public: "public only"
    case .secret: "secret only"
    }
  }

  /// Whether `gist` is shown.
  func admits(_ gist: Gist) -> Bool {
    switch self {
    case .all: true
    case .public: gist.isPublic
    case .secret: !gist.isPublic
    }
  }
}
