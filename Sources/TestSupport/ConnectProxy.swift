import Foundation
import Synchronization

/// An HTTP proxy on 127.0.0.1 that tunnels `CONNECT host:port` (as an https client uses a
/// proxy) and records each target, for tests of `HTTPS_PROXY` and `NO_PROXY`. Anything else
/// is answered 405 and recorded as well. It serves on threads of its own until `stop()`.
public final class ConnectProxy: @unchecked Sendable {
  /// The port it listens on.
  public let port: Int
  private let listener: Int32
  private let seen = Mutex<[String]>([])
  private let stopped = Atomic<Bool>(false)

  /// What was asked of it, in order: `CONNECT 127.0.0.1:8443`, or another request line.
  public var requests: [String] { seen.withLock { $0 } }

  /// Listens on a free loopback port.
  public init() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(listener, raw, length) == 0 && getsockname(listener, raw, &length) == 0
      }
    }
    guard listener >= 0, listening, listen(listener, 16) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread.detachNewThread { [self] in accepting() }
  }

  deinit { stop() }

  /// Stops taking connections (tunnels under way end with their peers).
  public func stop() {
    guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func accepting() {
    while !stopped.load(ordering: .sequentiallyConsistent) {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      Thread.detachNewThread { [self] in serve(client) }
    }
  }

  /// Reads the request head, connects to the target and tunnels both ways.
  private func serve(_ client: Int32) {
    var head: [UInt8] = []
    var byte: UInt8 = 0
    while read(client, &byte, 1) == 1 {
      head.append(byte)
      if head.suffix(4) == [13, 10, 13, 10] || head.count > 8192 { break }
    }
    let line = String(decoding: head.prefix { $0 != 13 }, as: UTF8.self)
    let parts = line.split(separator: " ")
    guard parts.count >= 2, parts[0] == "CONNECT" else {
      seen.withLock { $0.append(line) }
      _ = "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n".utf8CString
        .withUnsafeBufferPointer { write(client, $0.baseAddress, $0.count - 1) }
      close(client)
      return
    }
    let target = String(parts[1])
    seen.withLock { $0.append("CONNECT \(target)") }
    let hostPort = target.split(separator: ":")
    guard hostPort.count == 2, let port = UInt16(hostPort[1]) else {
      close(client)
      return
    }
    let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr(String(hostPort[0]))
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      close(upstream)
      close(client)
      return
    }
    _ = "HTTP/1.1 200 Connection Established\r\n\r\n".utf8CString.withUnsafeBufferPointer {
      write(client, $0.baseAddress, $0.count - 1)
    }
    let back = DispatchGroup()
    back.enter()
    Thread.detachNewThread {
      Self.pump(from: upstream, to: client)
      back.leave()
    }
    Self.pump(from: client, to: upstream)
    back.wait()
    close(upstream)
    close(client)
  }

  /// Copies what `source` sends to `destination` until either closes, then closes both
  /// directions of `destination`'s writing side.
  private static func pump(from source: Int32, to destination: Int32) {
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = read(source, &buffer, buffer.count)
      guard count > 0 else { break }
      var sent = 0
      while sent < count {
        let written = buffer[sent..<count].withUnsafeBytes {
          write(destination, $0.baseAddress, $0.count)
        }
        guard written > 0 else { break }
        sent += written
      }
    }
    shutdown(destination, Int32(SHUT_WR))
    shutdown(source, Int32(SHUT_RD))
  }
}
