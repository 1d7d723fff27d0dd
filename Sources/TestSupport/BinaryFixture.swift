import Foundation

/// Binary files for tests: a real PNG (IHDR, one stored zlib block, CRCs right) of a given
/// size, and random bytes.
public enum BinaryFixture {
  /// A valid grey PNG of `width`×`height` pixels.
  public static func png(width: Int, height: Int) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += Data([8, 0, 0, 0, 0])  // 8 bits, greyscale, deflate, no filter, no interlace
    data += chunk("IHDR", header)
    // Each row: filter byte 0, then one byte a pixel; as one stored deflate block.
    var raw = Data()
    for row in 0..<height {
      raw.append(0)
      for column in 0..<width { raw.append(UInt8((row * 31 + column * 7) & 0xFF)) }
    }
    var zlib = Data([0x78, 0x01, 0x01])
    zlib += littleEndian(UInt16(raw.count)) + littleEndian(~UInt16(raw.count))
    zlib += raw + bigEndian(adler32(raw))
    data += chunk("IDAT", zlib)
    data += chunk("IEND", Data())
    return data
  }

  /// `count` random bytes.
  public static func random(_ count: Int) -> Data {
    var generator = SystemRandomNumberGenerator()
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  private static func chunk(_ kind: String, _ body: Data) -> Data {
    let typed = Data(kind.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> Data {
    Data([24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) })
  }

  private static func littleEndian(_ value: UInt16) -> Data {
    Data([UInt8(value & 0xFF), UInt8(value >> 8)])
  }

  private static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func adler32(_ data: Data) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return (b << 16) | a
  }
}
