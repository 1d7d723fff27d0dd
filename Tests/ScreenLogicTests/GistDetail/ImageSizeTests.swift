import Foundation
import ScreenLogic
import TestSupport
import Testing

/// Issue 55, item 2: a binary image's width and height, from a PNG's, GIF's or JPEG's
/// header; anything else (or a header cut short) has none.
@Suite struct ImageSizeTests {
  @Test func pngGifAndJpegSizesAreRead() {
    #expect(
      ImageSize.of(BinaryFixture.png(width: 640, height: 3)) == ImageSize(width: 640, height: 3))
    let gif = Data("GIF89a".utf8) + Data([0x20, 0x03, 0x58, 0x02, 0, 0, 0])
    #expect(ImageSize.of(gif) == ImageSize(width: 800, height: 600))
    // A JPEG: SOI, an APP0 segment to step over, then SOF0 (precision, height, width).
    let jpeg =
      Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46])
      + Data([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03])
    #expect(ImageSize.of(jpeg) == ImageSize(width: 640, height: 480))
    #expect(ImageSize(width: 640, height: 480).words == "640×480 pixels")
  }

  @Test func otherBytesOrACutHeaderHaveNoSize() {
    #expect(ImageSize.of(Data("hello".utf8)) == nil)
    #expect(ImageSize.of(BinaryFixture.png(width: 2, height: 2).prefix(20)) == nil)
    #expect(ImageSize.of(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00])) == nil)
    #expect(ImageSize.of(Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08])) == nil)
  }
}
