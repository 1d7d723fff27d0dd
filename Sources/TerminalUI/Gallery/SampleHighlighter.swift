/// A tiny highlighter for the gallery's Swift sample: keywords, strings, comments, numbers.
/// (The browser has its own, for many languages.)
enum SampleHighlighter {
  static let keywords: Set<String> = [
    "import", "func", "var", "let", "for", "in", "do", "try", "catch", "return", "throws",
    "rethrows",
  ]

  static func runs(_ line: Int, _ text: Substring) -> [TextView.Run] {
    var runs: [TextView.Run] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
        runs.append(TextView.Run(start: index, length: characters.count - index, style: .comment))
        break
      }
      if character == "\"" {
        var end = index + 1
        while end < characters.count && characters[end] != "\"" { end += 1 }
        runs.append(
          TextView.Run(start: index, length: min(characters.count, end + 1) - index, style: .string)
        )
        index = end + 1
        continue
      }
      if character.isLetter {
        var end = index
        while end < characters.count && (characters[end].isLetter || characters[end].isNumber) {
          end += 1
        }
        if keywords.contains(String(characters[index..<end])) {
          runs.append(TextView.Run(start: index, length: end - index, style: .keyword))
        }
        index = end
        continue
      }
      if character.isNumber {
        var end = index
        while end < characters.count && (characters[end].isNumber || characters[end] == ".") {
          end += 1
        }
        runs.append(TextView.Run(start: index, length: end - index, style: .number))
        index = end
        continue
      }
      index += 1
    }
    return runs
  }
}
