import GistWork
import Testing

@Suite struct ContentHashTests {
  @Test func hashesAreSHA256() {
    #expect(
      ContentHash("").exact == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      ContentHash("abc").exact
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // Two blocks of padding (56 bytes and more).
    #expect(
      ContentHash("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").exact
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func onlyTrailingNewlinesAreLooselyEqual() {
    let plain = ContentHash("a\nb")
    #expect(plain.matches(ContentHash("a\nb\n"), exactly: false))
    #expect(plain.matches(ContentHash("a\nb\r\n\n"), exactly: false))
    #expect(!plain.matches(ContentHash("a\nb\n"), exactly: true))
    #expect(!plain.matches(ContentHash("a\n\nb"), exactly: false))
    #expect(!plain.matches(ContentHash("a\nb "), exactly: false))
  }
}
