import FoundationEssentials
import Glibc

/// Gives memory freed after a big decode back to the system. glibc's allocator keeps freed
/// blocks in its arenas (one per thread that allocated), so a process that decoded 10,000
/// gists on a worker thread would keep that peak as resident memory. `malloc_trim` is not
/// in Swift's Glibc module, so it is looked up by name; elsewhere this does nothing.
public enum MemoryTrim {
  private typealias Trim = @convention(c) (Int) -> Int32

  /// Returns free heap memory to the system, where the allocator can.
  public static func release() {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
      return
    }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }
}
