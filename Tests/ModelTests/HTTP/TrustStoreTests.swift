import Foundation
import Model
import TestSupport
import Testing

/// Issue 29: with no CA file named, dehub verifies against the system's hashed certificate
/// directory (OpenSSL reads only the issuer it needs) instead of parsing the whole bundle at
/// every start. Verification is unchanged: an untrusted CA and a name mismatch are refused
/// with the same sentence as before.
@Suite struct TrustStoreTests {
  @Test func theHashedDirectoryIsChosenWhenNoFileIsNamed() throws {
    #expect(TrustStore.choose(caFile: "/x/ca.pem", environment: [:]) == .file("/x/ca.pem"))
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    // A directory without hashed names is not a store; the system's is then looked for.
    let system: TrustStore =
      TrustStore.isHashedDirectoryForTesting("/etc/ssl/certs")
      ? .directory("/etc/ssl/certs") : .builtIn
    #expect(TrustStore.choose(caFile: nil, environment: ["SSL_CERT_DIR": empty.path]) == system)
    let options = CurlHTTPClient.Options(environment: [:])
    #expect(options.trust == system)
    // The system's bundle named by SSL_CERT_FILE is read as its hashed directory.
    if case .directory(let folder) = system {
      let bundle = "\(folder)/ca-certificates.crt"
      #expect(TrustStore.choose(caFile: bundle, environment: [:]) == system)
      #expect(CurlHTTPClient.Options(environment: ["SSL_CERT_FILE": bundle]).trust == system)
    }
  }

  /// GETs `/user` through a TLS front with `options`; the error, or nil when it answered.
  static func get(_ front: TLSFront, path: String = "/user", options: CurlHTTPClient.Options)
    -> GistError?
  {
    let client = CurlHTTPClient(options: options)
    let url = URL(string: "https://127.0.0.1:\(front.port)\(path)")!
    do throws(GistError) {
      _ = try client.send(HTTPRequest(method: "GET", url: url))
      return nil
    } catch {
      return error
    }
  }

  @Test func aTrustedCAInTheDirectoryPassesAndAnythingElseIsRefused() async throws {
    try await ServerFixture.with { fixture in
      let front = try TLSFront(backendPort: fixture.server.port)
      defer { front.stop() }
      let other = try TLSFront(backendPort: fixture.server.port)
      defer { other.stop() }
      let trusted = try front.hashedDirectory()
      var options = CurlHTTPClient.Options(environment: ["SSL_CERT_DIR": trusted])
      #expect(options.trust == .directory(trusted))
      #expect(Self.get(front, options: options) == nil, "the front's CA is trusted")
      // The other front's CA is not in the directory: refused as before.
      let untrusted = Self.get(other, options: options)
      guard case .tls(_, let detail)? = untrusted else {
        Issue.record("expected a TLS refusal, got \(String(describing: untrusted))")
        return
      }
      #expect(detail.hasPrefix("its certificate could not be verified"))
      // The same refusal as with the CA file named, the old way.
      options = CurlHTTPClient.Options(caFile: front.caFile, environment: [:])
      #expect(Self.get(other, options: options) == untrusted)
    }
  }

  @Test func aNameMismatchIsRefused() async throws {
    try await ServerFixture.with { fixture in
      let front = try TLSFront(
        backendPort: fixture.server.port, subjectAltName: "DNS:elsewhere.example")
      defer { front.stop() }
      let options = CurlHTTPClient.Options(
        environment: ["SSL_CERT_DIR": try front.hashedDirectory()])
      let refused = Self.get(front, options: options)
      guard case .tls? = refused else {
        Issue.record("expected a TLS refusal, got \(String(describing: refused))")
        return
      }
    }
  }
}
