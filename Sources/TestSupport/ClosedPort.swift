import Foundation

/// A loopback port on which nothing listens, and nothing can start listening while this
/// object lives: a socket bound to it that never calls `listen`, so connecting is refused.
/// (A port freed by a stopped server could be taken by a parallel test's server.)
public final class ClosedPort {
  /// The port.
  public let port: Int
  private let descriptor: Int32

  /// Binds a free port on 127.0.0.1.
  public init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.descriptor = descriptor
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(descriptor, raw, length) == 0 && getsockname(descriptor, raw, &length) == 0
      }
    }
    guard descriptor >= 0, bound else { throw CocoaError(.fileWriteUnknown) }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(descriptor) }
}
