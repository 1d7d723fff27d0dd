import CCurl
import Synchronization

/// Transfer handles of clients that are gone, cleaned up at the next request of a client
/// instead. A handle's clean-up closes its connection the polite way (TLS's close notice,
/// OpenSSL's context freed): about 1 ms a command spent after its output, for nothing when
/// the process ends next and the kernel closes the sockets.
final class HandleParking: Sendable {
  /// The process's parking, which clients use unless given another.
  static let shared = HandleParking()

  /// The handles, by address (they are only ever cleaned up).
  private let addresses = Mutex<[UInt]>([])

  /// How many handles wait to be cleaned up.
  var count: Int { addresses.withLock { $0.count } }

  /// Keeps `handles` until the next `cleanUp`.
  func park(_ handles: [UnsafeMutableRawPointer]) {
    let parked = handles.map { UInt(bitPattern: $0) }
    addresses.withLock { $0.append(contentsOf: parked) }
  }

  /// Cleans up every parked handle.
  func cleanUp() {
    let parked = addresses.withLock { addresses in
      defer { addresses.removeAll() }
      return addresses
    }
    for address in parked {
      if let handle = UnsafeMutableRawPointer(bitPattern: address) {
        dehub_curl_easy_cleanup(handle)
      }
    }
  }
}
