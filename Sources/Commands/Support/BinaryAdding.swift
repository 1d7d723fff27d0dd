import FoundationEssentials
import GistValues
import GistWork
import Model
import System

/// `create` and `edit --add` with binary files: the text goes through the API as before,
/// then the binary files are committed through the gist's git repository
/// (`BinaryFiles.add`), each said on stderr. Kept apart from the commands so their own
/// flow stays as it is.
enum BinaryAdding {
  /// The placeholder file a gist of binary files alone is made with, added to `texts`
  /// (nil when there are text files, or no binary ones); `--queue` cannot take binary files.
  static func placeholder(
    binaries: [String: Data], texts: inout [(name: String, content: String)], queued: Bool,
    git: GitProgram
  ) throws -> [String] {
    try check(binaries, queued: queued, git: git)
    guard texts.isEmpty else { return [] }
    let made = BinaryFiles.madeWith(texts: [:], binaryNames: Array(binaries.keys))
    texts += made.texts.map { ($0.key, $0.value) }
    return made.removing
  }

  /// Refuses binary files before anything is sent when there is no git, or with `--queue`
  /// (the outbox keeps text only).
  static func check(_ binaries: [String: Data], queued: Bool, git: GitProgram) throws {
    guard !binaries.isEmpty else { return }
    let names = binaries.keys.sorted().joined(separator: ", ")
    if !git.isAvailable {
      throw CommandFailure.failure(
        "\(names) \(binaries.count == 1 ? "is a binary file" : "are binary files"), which "
          + "GitHub takes only through git, and git is not installed; nothing was sent.")
    }
    guard queued else { return }
    throw CommandFailure.usage(
      "--queue keeps text only; binary files (\(names)) go through git when GitHub can be reached."
    )
  }

  /// Commits `binaries` into `gist` (the placeholder named in `removing` goes in the same
  /// commit) and says each on stderr; the gist after, or `gist` when there were none. A
  /// failure says that the gist exists without them.
  @discardableResult
  static func add(
    _ binaries: [String: Data], to gist: Gist, context: CommandContext, removing: [String] = []
  ) throws -> Gist {
    guard !binaries.isEmpty else { return gist }
    do throws(GistError) {
      let updated = try BinaryFiles.add(
        binaries, to: gist, api: context.api, removing: removing)
      for name in binaries.keys.sorted() {
        Output.error(BinaryFiles.added(name, bytes: binaries[name]?.count ?? 0))
      }
      return updated
    } catch {
      throw CommandFailure.failure(
        "The gist \(gist.htmlURL ?? gist.id) has its text, but its binary files "
          + "(\(binaries.keys.sorted().joined(separator: ", "))) were not added: \(error.message)")
    }
  }
}
