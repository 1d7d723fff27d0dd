import Foundation
import TestSupport
import Testing

/// dehub loads the system's libcurl (or, in an `--own-curl` build, its own from beside it,
/// `PREFIX/lib/dehub`); `DEHUB_LIBCURL` names another. One that cannot be loaded is said in a sentence (a problem
/// of this machine, not "offline"), never a crash; `doctor` names the one in use.
@Suite struct LibcurlChoiceTests {
  @Test func aLibcurlThatCannotBeLoadedIsSaidAndDoctorNamesTheOneInUse() throws {
    var cli = try CLI(server: nil)
    defer { cli.cleanUp() }
    cli.environment["DEHUB_API_URL"] = "http://127.0.0.1:9"
    cli.environment["DEHUB_LIBCURL"] = "/nonexistent/libcurl.so.4"
    let missing = try cli.runProcess("view", "aa5a315d61ae9438b18d")
    #expect(missing.status == 1, "\(missing.stderr)")
    #expect(
      missing.stderr.hasPrefix(
        "dehub: DEHUB_LIBCURL names /nonexistent/libcurl.so.4, which cannot be loaded ("),
      "\(missing.stderr)")
    #expect(missing.stderr.contains("unset it to use the system's libcurl."))
    #expect(!missing.stderr.contains("offline"))

    // A library that is not libcurl at all is the user's choice too, said as such.
    cli.environment["DEHUB_LIBCURL"] = "libz.so.1"
    let notCurl = try cli.runProcess("view", "aa5a315d61ae9438b18d")
    #expect(notCurl.status == 1, "\(notCurl.stderr)")
    #expect(
      notCurl.stderr.contains("DEHUB_LIBCURL names libz.so.1, which is not libcurl"),
      "\(notCurl.stderr)")

    cli.environment["DEHUB_LIBCURL"] = "libcurl.so.4"
    let doctor = try cli.runProcess("doctor")
    let line = doctor.stdout.split(separator: "\n").first { $0.contains(" libcurl ") }
    #expect(line?.contains("libcurl/") == true, "\(doctor.stdout)")
    #expect(line?.contains("the system's or DEHUB_LIBCURL's") == true, "\(doctor.stdout)")
  }
}
