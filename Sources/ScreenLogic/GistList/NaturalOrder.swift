/// The order people sort names in: runs of digits compare as numbers ("gist 2" before
/// "gist 10", "v1.9" before "v1.10"), everything else character by character.
enum NaturalOrder {
  /// Whether `left` comes before `right`.
  static func precedes(_ left: String, _ right: String) -> Bool {
    var a = Substring(left)
    var b = Substring(right)
    while let x = a.first, let y = b.first {
      if x.isASCII && x.isNumber && y.isASCII && y.isNumber {
        let (first, second) = (digits(&a), digits(&b))
        if first != second { return numericallyBefore(first, second) }
      } else {
        if x != y { return x < y }
        a.removeFirst()
        b.removeFirst()
      }
    }
    return a.isEmpty && !b.isEmpty
  }

  /// Takes the run of ASCII digits at the start of `text`.
  private static func digits(_ text: inout Substring) -> Substring {
    let run = text.prefix { $0.isASCII && $0.isNumber }
    text = text.dropFirst(run.count)
    return run
  }

  /// Whether the number `a` is less than `b` (any length: compared as digits), and with
  /// equal values the one with fewer leading zeros first.
  private static func numericallyBefore(_ a: Substring, _ b: Substring) -> Bool {
    let (x, y) = (a.drop { $0 == "0" }, b.drop { $0 == "0" })
    if x.count != y.count { return x.count < y.count }
    if x != y { return x < y }
    return a.count < b.count
  }
}
