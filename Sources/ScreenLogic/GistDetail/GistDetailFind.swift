import Basics
import GistValues
import Reactive
import Store

/// Finding words in a gist's files: what `/` or the search the gist was opened from looks
/// for, the files that hold it (marked on their tabs), the matches in the file shown, and
/// `n` / `N` going through them and on to the next file around that has one.
///
/// The detail Director owns the gist and which file shows; this reads them in the
/// `DetailState` they share, and reports a move to a file, the file to show again and
/// Markdown to show as written (matches are lines of the text) as `DetailOutcome`s.
final class GistDetailFind {
  private let stage: any GistDetailStage
  /// The screen's state: the gist and the file shown (read, never written here).
  private let state: DetailState
  private let report = PublishSubject<DetailOutcome>()
  /// What finding changes on the screen, which the Director applies (as it happens).
  var outcomes: Observable<DetailOutcome> { report.asObservable() }
  /// What is looked for (nil: nothing).
  private(set) var find: TextFind?
  /// Whether the view went to the first match yet (once, when the text arrived).
  private var foundFirst = false
  private var matches: FileMatches?
  /// How many times the terms occur on each of the matching lines.
  private var occurrences: [Int] = []
  /// What `/` looked for last (offered again).
  private(set) var typed = ""
  /// Where `n` / `N` land in a file they moved to: its first match, or with `N` its last.
  private var landOnLast: Bool?
  /// The files that hold what is looked for, by the terms and the files they were found in
  /// (found again only when either changes).
  private var matching: (key: [String], names: [String])?

  /// Finding `find` (the search the gist was opened from; nil: nothing yet) in the gist
  /// `state` holds, on `stage`.
  init(find: TextFind?, stage: any GistDetailStage, state: DetailState) {
    self.find = find.flatMap { $0.terms.isEmpty ? nil : $0 }
    self.stage = stage
    self.state = state
  }

  private func select(_ index: Int) { report.onNext(.select(index)) }
  private func rerender() { report.onNext(.rerender) }
  private func showAsWritten() { report.onNext(.showAsWritten) }

  /// The file the search the gist was opened from named, until its first match was shown.
  var fileToOpen: String? { foundFirst ? nil : find?.file }

  /// `/`'s answer: find `typed` in the gist's files (the shown one first, else the next
  /// that holds it), or stop finding when it is empty.
  func findText(_ typed: String) {
    let text = typed.trimmingSpaces()
    self.typed = text
    matches = nil
    matching = nil
    guard !text.isEmpty else {
      find = nil
      stage.showMatches(nil)
      stage.markFiles([])
      return rerender()
    }
    let asked = TextFind(terms: [text])
    let names = matchingFiles(asked)
    guard !names.isEmpty else {
      find = nil
      stage.showMatches(nil)
      rerender()
      return stage.showMessage("“\(text)” is not in this gist.")
    }
    find = asked
    foundFirst = false
    landOnLast = false
    showAsWritten()
    let files = state.gist?.files ?? []
    if let file = state.shownFile, names.contains(file.filename) {
      rerender()
    } else if let index = files.indices.first(where: { names.contains(files[$0].filename) }) {
      select(index)
    }
  }

  /// `n` (`forward`) or `N`: the next match in the file, else the next file around that
  /// has one.
  func move(forward: Bool) {
    // Without a search the shell refused the key (the detail's availability says why).
    guard let find else { return }
    if var matches, !matches.lines.isEmpty {
      let next = matches.current + (forward ? 1 : -1)
      if matches.lines.indices.contains(next) {
        matches.current = next
        self.matches = matches
        stage.showMatches(matches)
        return stage.showNotice(describe(matches))
      }
    }
    // Past the file's last (or first) match: the next file around that has one.
    let files = state.gist?.files ?? []
    let names = matchingFiles(find)
    guard !names.isEmpty else {
      return stage.showMessage(
        find.file == nil && typed.isEmpty
          ? "Nothing in this file matches the search." : "Nothing in this gist matches.")
    }
    let count = files.count
    let selected = state.selectedFile
    let order = (1...count).map { (selected + (forward ? $0 : count - $0)) % count }
    guard let next = order.first(where: { names.contains(files[$0].filename) }) else { return }
    landOnLast = !forward
    matches = nil
    select(next)
  }

  /// Finds the terms looked for in the file shown (once its text is there), going to the
  /// first match the first time (or to the last, when `N` came to this file).
  func findMatches(in content: FileContent) {
    guard let find else { return }
    guard case .text(let body, _) = content else {
      if matches != nil { stage.showMatches(nil) }
      matches = nil
      return
    }
    _ = matchingFiles(find)
    let lines = TextMatches.lines(in: body, terms: find.terms)
    var found = FileMatches(terms: find.terms, lines: lines, current: 0)
    if landOnLast == true { found.current = max(0, lines.count - 1) }
    // Opened from a search: at the line it found best, in the file it named.
    if !foundFirst, let line = find.line, find.file == state.shownFile?.filename,
      let at = lines.firstIndex(of: line - 1)
    {
      found.current = at
    }
    guard found != matches else { return }
    matches = found
    occurrences = FileMatches.occurrences(of: find.terms, onLines: lines, in: body)
    stage.showMatches(found)
    if !foundFirst || landOnLast != nil, !lines.isEmpty {
      foundFirst = true
      landOnLast = nil
      stage.showNotice(describe(found))
    }
  }

  private func describe(_ matches: FileMatches) -> String {
    let files = matching?.names ?? []
    let place = files.count > 1 ? " in \(state.shownFile?.filename ?? "")" : ""
    // Every occurrence counts; the line shown holds one or several of them.
    let counts =
      occurrences.count == matches.lines.count ? occurrences : matches.lines.map { _ in 1 }
    let first = counts.prefix(matches.current).reduce(0, +) + 1
    let here = counts.indices.contains(matches.current) ? counts[matches.current] : 1
    let total = counts.reduce(0, +)
    let which = here > 1 ? "Matches \(first)–\(first + here - 1)" : "Match \(first)"
    return "\(which) of \(total.grouped)\(place) · n next · N previous"
  }

  /// The names of the files whose text holds one of `find`'s terms.
  private func matchingFiles(_ find: TextFind) -> [String] {
    let files = state.gist?.files ?? []
    let key = find.terms + files.map { "\($0.filename)\u{0}\($0.content?.utf8.count ?? -1)" }
    if let matching, matching.key == key { return matching.names }
    let names = files.filter { file in
      guard case .text(let body, _) = FileContent.of(file, loading: false) else { return false }
      return !TextMatches.lines(in: body, terms: find.terms, limit: 1).isEmpty
    }.map(\.filename)
    matching = (key, names)
    stage.markFiles(Set(names))
    return names
  }
}
