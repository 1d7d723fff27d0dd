import Foundation

/// Damages a SQLite file the way a bad disk or a stray write would, for tests of the cache.
public enum DamagedFile {
  /// Overwrites every database page after the first (4 KiB) with garbage and bumps the
  /// header's change counter, so a connection already open reads the damage too.
  public static func damagePages(of file: URL) throws {
    let handle = try FileHandle(forUpdating: file)
    defer { try? handle.close() }
    let size = Int(try handle.seekToEnd())
    guard size > 4096 else { return }
    try handle.seek(toOffset: 4096)
    try handle.write(
      contentsOf: Data((0..<(size - 4096)).map { UInt8(truncatingIfNeeded: $0 &* 7) }))
    try handle.seek(toOffset: 24)
    let counter = try handle.read(upToCount: 4) ?? Data(count: 4)
    try handle.seek(toOffset: 24)
    try handle.write(contentsOf: Data(counter.map { $0 &+ 1 }))
  }
}
