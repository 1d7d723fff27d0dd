import FoundationEssentials
import Glibc
import Synchronization

/// Gives memory freed after a big decode back to the system. glibc's allocator keeps freed
/// blocks in its arenas (one per thread that allocated), so a process that decoded 10,000
/// gists on a worker thread would keep that peak as resident memory. `malloc_trim` is not
/// in Swift's Glibc module, so it is looked up by name; elsewhere this does nothing.
///
/// Only a program that set the allocator up (`limitArenas`, at its start) trims: a test
/// process running commands in-process, with dozens of threads and arenas, crashed inside
/// glibc's `malloc_trim` (a null dereference, glibc 2.36) while other threads freed.
public enum MemoryTrim {
  /// Whether `limitArenas` set the allocator up, and trimming is on.
  private static let enabled = Atomic(false)

  private typealias Trim = @convention(c) (Int) -> Int32

  private typealias Option = @convention(c) (Int32, Int32) -> Int32

  /// Returns free heap memory to the system, where the allocator can.
  public static func release() {
    guard enabled.load(ordering: .relaxed),
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
    else {
      return
    }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }

  /// Keeps glibc to two arenas (`M_ARENA_MAX`; its default is eight a core): the list walk's
  /// eight threads and the indexer each kept an arena of freed blocks. With 10,000 gists
  /// the browser's peak fell from 61 to 43 MB from the cache (`MALLOC_ARENA_MAX=2`, same
  /// run). Call before threads start; a user's own `MALLOC_ARENA_MAX` is left as it is.
  /// Trimming (`release`) is on from then.
  public static func limitArenas() {
    enabled.store(true, ordering: .relaxed)
    guard getenv("MALLOC_ARENA_MAX") == nil,
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
    else { return }
    let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
    _ = unsafeBitCast(symbol, to: Option.self)(arenaMax, 2)
  }
}
