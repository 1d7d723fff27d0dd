import FoundationEssentials
import GistValues

/// The files of one commit of a git repository, read with `git ls-tree` and one
/// `git cat-file --batch` (not a process a file): a gist is flat, so only the top level's
/// blobs are files. Used by the test server to take a push and by dehub to read a gist
/// past what the API lists.
public enum GitTree {
  /// One entry of the tree: a blob's id and name.
  struct Entry: Equatable {
    var id: String
    var name: String
  }

  /// The most a repository's files may hold in all: 256 MiB.
  public static let limit = 256 << 20

  /// The files of `revision` in the repository at `gitDirectory`: name to bytes.
  public static func files(
    gitDirectory: String, revision: String = "HEAD", git: GitProgram,
    environment: [String: String]
  ) throws(GistError) -> [String: Data] {
    guard let program = git.path else { throw GistError.local("git is not installed.") }
    let base = [program, "--git-dir", gitDirectory]
    guard
      let listing = ChildProcess.run(
        base + ["ls-tree", "-z", revision], environment: environment, limit: 64 << 20),
      listing.status == 0
    else { throw GistError.local("git could not list the gist's files.") }
    let entries = Self.entries(listing.output)
    if entries.isEmpty { return [:] }
    let request = FileManager.default.temporaryDirectory
      .appendingPathComponent("dehub-blobs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: request) }
    do {
      try Data(entries.map { $0.id + "\n" }.joined().utf8).write(to: request)
    } catch {
      throw GistError.local("dehub could not write a temporary file for git.")
    }
    guard
      let child = ChildProcess.start(
        base + ["cat-file", "--batch"], environment: environment, input: .file(request.path),
        output: .pipe)
    else { throw GistError.local("Cannot run git; is it installed?") }
    let output = child.readOutput(limit: limit)
    guard child.wait() == 0 else { throw GistError.local("git could not read the gist's files.") }
    return try Self.blobs(output, entries: entries)
  }

  /// The blobs of `ls-tree -z` output (`MODE TYPE ID\tNAME\0`…); trees and submodules left out.
  static func entries(_ output: Data) -> [Entry] {
    output.split(separator: 0).compactMap { record in
      guard let tab = record.firstIndex(of: 9) else { return nil }
      let head = String(decoding: record[record.startIndex..<tab], as: UTF8.self)
        .split(separator: " ")
      let name = String(decoding: record[(tab + 1)...], as: UTF8.self)
      guard head.count == 3, head[1] == "blob", !name.isEmpty else { return nil }
      return Entry(id: String(head[2]), name: name)
    }
  }

  /// The bytes of each entry out of `cat-file --batch`'s answer (`ID TYPE SIZE\n`, the
  /// bytes, `\n`, in the order asked).
  static func blobs(_ output: Data, entries: [Entry]) throws(GistError) -> [String: Data] {
    var files: [String: Data] = [:]
    var index = output.startIndex
    for entry in entries {
      guard let newline = output[index...].firstIndex(of: 10) else {
        throw GistError.local("git's answer ended early; the gist's files were not all read.")
      }
      let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
      guard header.count == 3, let size = Int(header[2]), size >= 0,
        output.endIndex - (newline + 1) >= size
      else { throw GistError.local("git gave an answer dehub cannot read.") }
      let start = newline + 1
      files[entry.name] = Data(output[start..<(start + size)])
      index = min(output.endIndex, start + size + 1)
    }
    return files
  }
}
