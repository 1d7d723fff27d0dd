import FoundationEssentials
import GistValues
import Store

/// The one rule for finding a gist that a create whose answer was lost made after all: a
/// gist of the user's with the same description and the same file names, created since the
/// first try (give or take five minutes of clock difference). The compose screen asks
/// before making a second; the outbox records the one it found.
public enum LostCreate {
  /// How far the server's clock may be behind ours.
  public static let clockSlack: TimeInterval = 300

  /// The gist among `newest` (the user's newest gists) that a create of `description` and
  /// files `names`, first tried at `since`, made; nil when none looks like it.
  public static func find(
    in newest: [Gist], description: String, names: Set<String>, since: Date
  ) -> Gist? {
    newest.first { gist in
      Set(gist.files.map(\.filename)) == names
        && (gist.description ?? "") == description
        && (gist.createdAt.map { $0 >= since.addingTimeInterval(-clockSlack) } ?? false)
    }
  }
}
