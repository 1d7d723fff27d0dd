import Foundation
import System

/// A TLS front before a loopback server, as GitHub is reached over HTTPS: stunnel on
/// 127.0.0.1 (HTTP/1.1 only: it offers no ALPN), or with `http2` nginx (HTTP/2 and
/// HTTP/1.1, as GitHub's API offers them), with a certificate of a throw-away CA made by
/// openssl, for clients (gh, curl, dehub) to trust through `SSL_CERT_FILE`. It lives at
/// most `lifetime` seconds and `stop()` ends it by its PID.
public final class TLSFront: @unchecked Sendable {
  /// The port it accepts TLS on.
  public let port: Int
  /// The CA certificate (PEM) that signed its certificate.
  public let caFile: String
  private let folder: URL
  private let process: ChildProcess

  /// A front forwarding to `backendPort` of 127.0.0.1, its certificate for the names
  /// `subjectAltName` (openssl's form; another name makes a name mismatch).
  public init(
    backendPort: Int, lifetime: Int = 300,
    subjectAltName: String = "IP:127.0.0.1,DNS:localhost", http2: Bool = false
  ) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-tls-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    caFile = folder.appendingPathComponent("ca.pem").path
    try Self.makeCertificates(in: folder, subjectAltName: subjectAltName)
    var started: (ChildProcess, Int)?
    for _ in 0..<5 where started == nil {
      let port = try Self.freePort()
      let command =
        http2
        ? try Self.nginx(port: port, backendPort: backendPort, in: folder)
        : try Self.stunnel(port: port, backendPort: backendPort, in: folder)
      // A test process blocks most signals in its threads; `ChildProcess` starts the child
      // with none blocked, so timeout's alarm and a SIGTERM reach it.
      let process = try TestProgram.start(["/usr/bin/timeout", String(lifetime)] + command)
      if Self.waitUntilAccepting(port: port, while: process) {
        started = (process, port)
      } else {
        process.send(SIGTERM)
        process.wait()
      }
    }
    guard let (process, port) = started else {
      throw CocoaError(
        .featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "stunnel4 did not start"])
    }
    self.process = process
    self.port = port
  }

  private static func stunnel(port: Int, backendPort: Int, in folder: URL) throws -> [String] {
    let config = folder.appendingPathComponent("stunnel.conf")
    // Errors only, and never to syslog: without one, stunnel writes each line to the
    // machine's console, 1.2-1.6 ms a line, three lines a connection.
    try """
    foreground = yes
    pid =
    syslog = no
    debug = 3
    [front]
    accept = 127.0.0.1:\(port)
    connect = 127.0.0.1:\(backendPort)
    cert = \(folder.appendingPathComponent("server.pem").path)
    """.write(to: config, atomically: true, encoding: .utf8)
    return ["stunnel4", config.path]
  }

  /// nginx in one process (no master, no daemon), everything it writes in `folder`; the
  /// `Host` it passes on is the one clients asked for, so the server's links name the front.
  private static func nginx(port: Int, backendPort: Int, in folder: URL) throws -> [String] {
    let root = folder.path
    let config = folder.appendingPathComponent("nginx.conf")
    try """
    daemon off;
    master_process off;
    pid \(root)/nginx.pid;
    error_log \(root)/nginx-error.log error;
    events { worker_connections 512; }
    http {
      access_log off;
      client_body_temp_path \(root)/body;
      proxy_temp_path \(root)/proxy;
      fastcgi_temp_path \(root)/fastcgi;
      uwsgi_temp_path \(root)/uwsgi;
      scgi_temp_path \(root)/scgi;
      client_max_body_size 200m;
      upstream backend { server 127.0.0.1:\(backendPort); keepalive 32; }
      server {
        listen 127.0.0.1:\(port) ssl http2;
        ssl_certificate \(root)/server.crt;
        ssl_certificate_key \(root)/server.key;
        ssl_protocols TLSv1.2 TLSv1.3;
        location / {
          proxy_pass http://backend;
          proxy_http_version 1.1;
          proxy_set_header Connection "";
          proxy_set_header Host $host:$server_port;
          proxy_buffering off;
        }
      }
    }
    """.write(to: config, atomically: true, encoding: .utf8)
    return ["/usr/sbin/nginx", "-p", root, "-c", config.path]
  }

  /// Stops the front and removes the certificates.
  public func stop() {
    process.send(SIGTERM)
    process.wait()
    try? FileManager.default.removeItem(at: folder)
  }

  /// A folder holding `caFile` under OpenSSL's hashed name (`openssl rehash`), as a
  /// system's certificate directory holds its authorities; removed by `stop()`.
  public func hashedDirectory() throws -> String {
    let directory = folder.appendingPathComponent("hashed")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: caFile, toPath: directory.appendingPathComponent("front-ca.pem").path)
    try TestProgram.start(["/usr/bin/openssl", "rehash", directory.path]).wait()
    return directory.path
  }

  private static func makeCertificates(in folder: URL, subjectAltName: String) throws {
    let script = """
      set -e
      openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout ca.key \
        -out ca.pem -days 2 \
        -subj "/CN=dehub throw-away CA"
      openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout server.key \
        -out server.csr -subj "/CN=127.0.0.1"
      printf 'subjectAltName=\(subjectAltName)\\n' > ext
      openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.crt \
        -days 2 -extfile ext
      cat server.crt server.key > server.pem
      """
    let status = try TestProgram.start(["/bin/sh", "-c", script], directory: folder).wait()
    guard status == 0 else {
      throw CocoaError(
        .featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "openssl failed"])
    }
  }

  /// A port free a moment ago (stunnel binds it itself; a lost race is tried again).
  /// A port below the kernel's ephemeral range (32768 and up), where no test server asks
  /// for "any free port", on which nothing listens now. A port from the ephemeral range
  /// could be handed to a parallel test's server between this look and stunnel's bind; stunnel
  /// (SO_REUSEADDR) then shared it and took that server's connections (a plain request
  /// stalled on a TLS front). A port stunnel cannot bind is tried again by the caller.
  private static func freePort() throws -> Int {
    for _ in 0..<50 {
      let port = Int.random(in: 20_000..<30_000)
      if !isAccepting(port: port) { return port }
    }
    throw CocoaError(.fileWriteUnknown)
  }

  /// Whether something accepts connections on `port` of 127.0.0.1.
  private static func isAccepting(port: Int) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  private static func waitUntilAccepting(port: Int, while process: ChildProcess) -> Bool {
    for _ in 0..<200 {
      guard process.isRunning else { return false }
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = UInt16(port).bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      close(descriptor)
      if connected { return true }
      usleep(25_000)
    }
    return false
  }
}
