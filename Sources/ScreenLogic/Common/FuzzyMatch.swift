/// Fuzzy matching as pickers do it: every word of the query must appear in the text as a
/// subsequence of its letters (case ignored), and a match scores higher when its letters
/// are together and start words, so "rb" finds "retry backoff" and "retry" ranks a
/// description that starts with it above one that merely holds the letters. A word found
/// whole at the start of a word ("opt" in "options") outranks any scattered match ("opt"
/// in "open the gist").
public enum FuzzyMatch {
  /// The score of `query` in `text` (higher is better), nil when some word does not match;
  /// an empty query matches everything with score 0. `byWordStarts` (the palette's short
  /// names): a word matches only where it runs whole, or where its letters run on from the
  /// starts of words ("opt" in "open the gist", "swac" in "switch account"), never letters
  /// scattered inside words ("pyth" is not in "copy the URL").
  public static func score(_ query: String, in text: String, byWordStarts: Bool = false) -> Int? {
    let haystack = Array(text.lowercased().unicodeScalars)
    var total = 0
    for word in query.lowercased().split(whereSeparator: \.isWhitespace) {
      let letters = Array(word.unicodeScalars)
      if byWordStarts && !contains(letters, in: haystack)
        && !runsFromWordStarts(letters, in: haystack)
      {
        return nil
      }
      guard let score = score(word: letters, in: haystack) else { return nil }
      total += score
    }
    return total
  }

  /// Whether `word` is in `text` as one run.
  private static func contains(_ word: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Bool {
    guard !word.isEmpty, word.count <= text.count else { return word.isEmpty }
    return (0...(text.count - word.count)).contains {
      text[$0..<($0 + word.count)].elementsEqual(word)
    }
  }

  /// Whether `word`'s letters are in `text` as runs that each start a word of it.
  private static func runsFromWordStarts(_ word: [Unicode.Scalar], in text: [Unicode.Scalar])
    -> Bool
  {
    // Whether word[letter...] matches from text[position...], the letter before having
    // matched at position - 1 (a run may go on) when `goesOn`.
    var known: [Int: Bool] = [:]
    func matches(_ letter: Int, from position: Int, goesOn: Bool) -> Bool {
      guard letter < word.count else { return true }
      let key = (letter * (text.count + 1) + position) * 2 + (goesOn ? 1 : 0)
      if let answer = known[key] { return answer }
      var answer =
        goesOn && position < text.count && text[position] == word[letter]
        && matches(letter + 1, from: position + 1, goesOn: true)
      var start = position
      while !answer && start < text.count {
        if text[start] == word[letter] && (start == 0 || isBoundary(text[start - 1])) {
          answer = matches(letter + 1, from: start + 1, goesOn: true)
        }
        start += 1
      }
      known[key] = answer
      return answer
    }
    return matches(0, from: 0, goesOn: false)
  }

  /// The best of a greedy match from each place the word's first letter appears.
  private static func score(word: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int? {
    guard let first = word.first else { return 0 }
    var best: Int?
    for start in text.indices where text[start] == first {
      var score = 0
      var position = start
      var previous = -2
      var matched = true
      for letter in word {
        while position < text.count, text[position] != letter { position += 1 }
        guard position < text.count else {
          matched = false
          break
        }
        score += 1
        if position == previous + 1 { score += 5 }
        if position == 0 || isBoundary(text[position - 1]) { score += 8 }
        if previous >= 0 { score -= min(position - previous - 1, 3) }
        previous = position
        position += 1
      }
      guard matched else { break }
      best = max(best ?? .min, score)
    }
    guard let best else { return nil }
    // More than the letters of a scattered match can gain over a whole one (at most two
    // points a letter).
    return startsAWord(word, in: text) ? best + 4 * word.count + 10 : best
  }

  /// Whether `word` is in `text` whole, starting a word.
  private static func startsAWord(_ word: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Bool {
    guard !word.isEmpty, word.count <= text.count else { return false }
    return (0...(text.count - word.count)).contains { start in
      (start == 0 || isBoundary(text[start - 1]))
        && text[start..<(start + word.count)].elementsEqual(word)
    }
  }

  private static func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
    " /-_.:#(".unicodeScalars.contains(scalar)
  }
}
