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

  /// Whether `keepLargeBlocksApart` has set the threshold.
  private static let largeBlocksApart = Atomic(false)

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
    let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
    setOption(arenaMax, to: 2, unlessSetBy: "MALLOC_ARENA_MAX")
  }

  /// For a list on screen, once its first page is drawn (the rest read from the cache, or
  /// `G`): blocks of 128 KB and more get pages of their own, given back when freed. glibc
  /// raises that threshold each time such a block is freed, up to 32 MB, so a network
  /// walk's page bodies and decode buffers came from the heap between the gists kept, and
  /// left it in pieces `release` cannot give back: with 10,000 gists after `G`, 26 MB free
  /// in 26,000 holes beside 12 MB in use, and 43 to 44 MB resident; with the threshold
  /// fixed at 128 KB, 40.0 MB (`MALLOC_MMAP_THRESHOLD_`, same run, indexer on and off).
  /// Not before the first page is drawn: a start from the cache then took 1.5 ms more to
  /// its first paint (medians of 30 starts, twice). A user's own `MALLOC_MMAP_THRESHOLD_`
  /// is left as it is.
  /// Set once, at the first list drawn (a `dlsym` waits on the loader's lock, which a
  /// libcurl load on its thread holds).
  public static func keepLargeBlocksApart() {
    guard enabled.load(ordering: .relaxed),
      largeBlocksApart.compareExchange(expected: false, desired: true, ordering: .relaxed)
        .exchanged
    else { return }
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
    setOption(mmapThreshold, to: 128 * 1024, unlessSetBy: "MALLOC_MMAP_THRESHOLD_")
  }

  /// Sets glibc's allocator `option` (`mallopt`), unless the user set it with `variable`.
  private static func setOption(_ option: Int32, to value: Int32, unlessSetBy variable: String) {
    guard getenv(variable) == nil,
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
    else { return }
    _ = unsafeBitCast(symbol, to: Option.self)(option, value)
  }
}
