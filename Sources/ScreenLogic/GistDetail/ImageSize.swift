import FoundationEssentials

/// The width and height of a PNG, GIF or JPEG image, read from its header (a JPEG's from
/// its frame marker, found by walking the segments, never further than the bytes given).
public struct ImageSize: Equatable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int

  /// A size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// "640×480 pixels".
  public var words: String { "\(width)×\(height) pixels" }

  /// The size of the image in `data`, or nil when it is none of the three (or broken).
  public static func of(_ data: Data) -> ImageSize? {
    let bytes = [UInt8](data.prefix(1 << 20))
    func big(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8),
      let width = big(16, 4), let height = big(20, 4)
    {
      return ImageSize(width: width, height: height)
    }
    if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)),
      bytes.count >= 10
    {
      return ImageSize(
        width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 4 <= bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      guard let length = big(index + 2, 2), length >= 2 else { return nil }
      // Start of frame: every 0xC0–0xCF but DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = big(index + 5, 2), let width = big(index + 7, 2) else { return nil }
        return ImageSize(width: width, height: height)
      }
      index += 2 + length
    }
    return nil
  }
}
