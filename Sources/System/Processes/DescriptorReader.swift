import FoundationEssentials
import Glibc

/// Reads a file descriptor to its end: a child's pipe, or stdin of a command that takes a
/// file's text from it.
public enum DescriptorReader {
  /// What `descriptor` gives until its end; past `limit` bytes the rest is read and dropped.
  public static func readAll(_ descriptor: Int32, limit: Int = .max) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return data }
      if data.count < limit {
        data.append(contentsOf: buffer[0..<min(count, limit - data.count)])
      }
    }
  }
}
