import Foundation
import TestSupport
import Testing

@testable import GistValues
@testable import Model

/// Issue 29: with no CA file named, dehub verifies against the system's hashed certificate
/// directory (OpenSSL reads only the issuer it needs) instead of parsing the whole bundle at
/// every start. Verification is unchanged: an untrusted CA and a name mismatch are refused
/// with the same sentence as before.
@Suite(.serialized) struct TrustStoreTests {
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

  /// A hashed directory holding only a CA of its own (one no front uses).
  static func foreignDirectory() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try TestProgram.start(
      [
        "/bin/sh", "-c",
        "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout k.pem"
          + " -out other-ca.pem -days 2 -subj '/CN=another CA' && rm k.pem && openssl rehash .",
      ], directory: folder
    ).wait()
    return folder
  }

  /// One TLS front at a time (a front is a stunnel and its keys): its CA in the directory
  /// passes; a directory with another CA is refused with the sentence the CA file gave;
  /// then a front whose certificate names another host is refused.
  @Test func aTrustedCAPassesAnUntrustedOneAndANameMismatchAreRefused() async throws {
    try await ServerFixture.with { fixture in
      let foreign = try Self.foreignDirectory()
      defer { try? FileManager.default.removeItem(at: foreign) }
      let front = try TLSFront(backendPort: fixture.server.port)
      let trusted = try front.hashedDirectory()
      let options = CurlHTTPClient.Options(environment: ["SSL_CERT_DIR": trusted])
      #expect(options.trust == .directory(trusted))
      #expect(Self.get(front, options: options) == nil, "the front's CA is trusted")
      let untrusted = Self.get(
        front, options: CurlHTTPClient.Options(environment: ["SSL_CERT_DIR": foreign.path]))
      let asBefore = Self.get(
        front,
        options: CurlHTTPClient.Options(
          caFile: foreign.appendingPathComponent("other-ca.pem").path, environment: [:]))
      front.stop()
      guard case .tls(_, let detail)? = untrusted else {
        Issue.record("expected a TLS refusal, got \(String(describing: untrusted))")
        return
      }
      #expect(detail.hasPrefix("its certificate could not be verified"))
      #expect(asBefore == untrusted, "the same refusal as with the CA file named")

      let elsewhere = try TLSFront(
        backendPort: fixture.server.port, subjectAltName: "DNS:elsewhere.example")
      defer { elsewhere.stop() }
      let refused = Self.get(
        elsewhere,
        options: CurlHTTPClient.Options(environment: [
          "SSL_CERT_DIR": try elsewhere.hashedDirectory()
        ]))
      guard case .tls(_, let mismatch)? = refused else {
        Issue.record("expected a TLS refusal, got \(String(describing: refused))")
        return
      }
      // Issue 58, TLS3: a name mismatch was told to set ca_file, which cannot fix it.
      #expect(mismatch.contains("for another name"), "\(mismatch)")
      #expect(!mismatch.contains("ca_file"))
      #expect(
        CurlHTTPClient.verificationFailure("SSL certificate problem: certificate has expired")
          .contains("has expired"))
    }
  }
}
