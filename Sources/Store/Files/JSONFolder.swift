import Basics
import FoundationEssentials
import GistValues
import Glibc
import System

/// A folder of JSON files, one value each (a draft, a write in the outbox), kept private
/// (0700) and written atomically (a temporary file, fsync, rename), so a crash or power
/// loss leaves the old value or the new, never half of one. Unreadable files are left
/// there, not deleted, and said once in the process.
struct JSONFolder<Value: Codable> {
  /// The folder.
  let folder: URL
  /// What a value is called in sentences ("draft", "outbox file").
  let noun: String

  /// The file of the value with id `id`.
  func file(_ id: String) -> URL {
    folder.appendingPathComponent("\(id).json")
  }

  /// Writes `value` as the file of `id`; the error says where it could not.
  func save(_ value: Value, id: String) throws(GistError) {
    let target = file(id)
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      chmod(folder.path, 0o700)
      let data = try GistJSON.encoder(pretty: true).encode(value)
      let temporary = folder.appendingPathComponent(".\(id).tmp")
      guard AtomicFile.write(data, to: target, through: temporary) else {
        throw GistError.local("Cannot save the \(noun) to \(target.path).")
      }
    } catch let error as GistError {
      throw error
    } catch {
      throw GistError.local("Cannot save the \(noun) in \(folder.path).")
    }
  }

  /// Every readable value, in no order; unreadable files are said once.
  func all() -> [Value] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let decoder = GistJSON.decoder()
    var skipped = 0
    let values = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
      .compactMap { name -> Value? in
        let value = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
          .flatMap { try? decoder.decode(Value.self, from: $0) }
        if value == nil { skipped += 1 }
        return value
      }
    if skipped > 0 {
      Notices.post(
        "Skipped \(skipped.counted("\(noun) file")) that could not be read in "
          + "\(folder.path) (left there, not deleted).", key: "unreadable \(noun) \(folder.path)")
    }
    return values
  }

  /// Removes the file of `id`.
  func remove(_ id: String) {
    unlink(file(id).path)
  }
}
