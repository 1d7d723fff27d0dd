extension Int {
  /// The number with its thousands separated by commas: `10000.grouped` is "10,000".
  public var grouped: String {
    let digits = Array(String(magnitude))
    var out = self < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }

  /// The number, grouped, and its noun, singular for one: `3.counted("file")` is "3 files",
  /// `1.counted("match", plural: "matches")` is "1 match". Every count a user reads is
  /// made here, so no screen says "1 files".
  public func counted(_ noun: String, plural: String? = nil) -> String {
    "\(grouped) \(word(noun, plural: plural))"
  }

  /// The noun alone, singular for one and plural otherwise (`s` added unless `plural` is
  /// given): `2.word("it", plural: "them")` is "them".
  public func word(_ noun: String, plural: String? = nil) -> String {
    self == 1 ? noun : plural ?? noun + "s"
  }
}
