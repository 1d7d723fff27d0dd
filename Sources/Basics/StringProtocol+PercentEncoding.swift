/// Percent-encoding without full Foundation (whose `addingPercentEncoding` takes a
/// `CharacterSet`, which comes with ICU).
extension StringProtocol {
  /// The text with every UTF-8 byte but ASCII letters, digits and `kept` written `%XX`.
  public func percentEncoded(keeping kept: String = "") -> String {
    let keptBytes = Set(kept.utf8)
    var encoded = ""
    for byte in utf8 {
      let isAlphanumeric =
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isAlphanumeric || keptBytes.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return encoded
  }

  /// The text with each `%XX` turned back into its byte; nil when an escape is broken or
  /// the bytes are not UTF-8.
  public func percentDecoded() -> String? {
    var bytes: [UInt8] = []
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
