import Basics
import FoundationEssentials
import GistValues
import Model
import Reactive

/// A fuzzy picker over the user's gists, or over their files: what the cache holds shows
/// at once and every page of the rest loads behind it; the query filters and ranks as it
/// is typed (description, file names, languages, id; words in any order); Enter chooses,
/// Esc leaves. The highlight stays on its row while rows arrive.
public final class PickerDirector: ScreenDirector {
  public typealias Intent = PickerIntent

  /// How the picker ended.
  public enum Outcome: Equatable, Sendable {
    /// This gist (and file, when files are listed) was chosen.
    case chosen(Gist, file: String?)
    /// The user left without choosing.
    case cancelled
  }

  private let stage: any PickerStage
  private let collection: any GistCollectionModel
  private let listsFiles: Bool
  private let finish: (Outcome) -> Void
  private let bag = DisposeBag()
  private var query: String
  private var state = CollectionState()
  private var selected: PickerChoice?
  private var rows: [(row: PickerRow, text: String)] = []
  private var rowsOf: [Gist] = []

  /// A picker on `stage` over `collection` starting with `query`; rows are files when
  /// `listsFiles`; `finish` is told the outcome once.
  public init(
    stage: any PickerStage, collection: any GistCollectionModel, query: String = "",
    listsFiles: Bool = false, finish: @escaping (Outcome) -> Void
  ) {
    self.stage = stage
    self.collection = collection
    self.query = query
    self.listsFiles = listsFiles
    self.finish = finish
  }

  /// Shows what is known and starts loading the rest.
  public func start() {
    stage.showQuery(query)
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    collection.state.subscribe(onNext: { [weak self] in self?.changed($0) }).disposed(by: bag)
    collection.refresh(completion: nil)
  }

  private func changed(_ state: CollectionState) {
    self.state = state
    if state.hasMore && !state.isLoading && !state.isLoadingNextPage && state.error == nil {
      collection.loadNextPage()
    }
    render()
  }

  private func handle(_ intent: PickerIntent) {
    switch intent {
    case .query(let text):
      guard text != query else { return }
      query = text
      selected = nil
      render()
    case .choose(let choice):
      guard let gist = state.gists.first(where: { $0.id == choice.gistID }) else { return }
      finish(.chosen(gist, file: choice.file))
    case .cancel:
      finish(.cancelled)
    }
  }

  private func render() {
    if rowsOf != state.gists {
      rowsOf = state.gists
      rows = state.gists.flatMap(rows(of:))
    }
    let shown: [PickerRow]
    if query.trimmingSpaces().isEmpty {
      shown = rows.map(\.row)
    } else {
      shown = rows.enumerated()
        .compactMap { index, entry in
          FuzzyMatch.score(query, in: entry.text).map { (entry.row, $0, index) }
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        .map(\.0)
    }
    if selected == nil || !shown.contains(where: { $0.choice == selected }) {
      selected = shown.first?.choice
    }
    stage.showRows(shown, selected: selected)
    stage.showStatus(status(matching: shown.count))
    stage.setContentStatus(contentStatus(shown: shown.count))
  }

  private func rows(of gist: Gist) -> [(row: PickerRow, text: String)] {
    let names = gist.files.map(\.filename)
    let languages = gist.files.compactMap(\.language)
    let visibility = gist.isPublic ? "public" : "secret"
    let haystack = ([gist.description ?? "", gist.id] + names + languages).joined(separator: " ")
    guard listsFiles else {
      let count = names.count
      let detail = "\(count.counted("file")) · \(visibility)"
      return [
        (
          PickerRow(choice: PickerChoice(gistID: gist.id), title: gist.title, detail: detail),
          haystack
        )
      ]
    }
    return gist.files.map { file in
      let title =
        (gist.description ?? "").isEmpty ? file.filename : "\(file.filename) — \(gist.title)"
      return (
        PickerRow(
          choice: PickerChoice(gistID: gist.id, file: file.filename), title: title,
          detail: [file.language, visibility].compactMap { $0 }.joined(separator: " · ")),
        "\(file.filename) \(file.language ?? "") \(gist.description ?? "") \(gist.id)"
      )
    }
  }

  private func status(matching count: Int) -> String {
    let noun = listsFiles ? "file" : "gist"
    let total = rows.count
    var parts = [
      query.isEmpty
        ? total.counted(noun)
        : "\(count.grouped) of \(total.counted(noun))"
    ]
    if state.isLoading && !state.isLoadingNextPage && !state.gists.isEmpty,
      let updated = state.lastUpdated
    {
      // Rows from the cache show at once; say how old they are until GitHub has answered.
      parts.append("checking for changes to a list \(RelativeTime.age(of: updated))")
    } else if state.isLoading || state.isLoadingNextPage || state.hasMore && state.error == nil {
      parts.append("loading…")
    }
    if let error = state.error, !state.gists.isEmpty {
      let age = state.lastUpdated.map { ", \(RelativeTime.age(of: $0))" } ?? ""
      parts.append(
        error.isOffline ? "offline: from the cache\(age)" : "not up to date: \(error.message)")
    }
    return parts.joined(separator: " · ")
  }

  private func contentStatus(shown: Int) -> ContentStatus {
    if state.gists.isEmpty {
      if let error = state.error {
        return .failed(
          EmptyState(
            picture: ["  /!\\  "], title: "Your gists could not be loaded",
            subtitle: "\(error.message) Esc leaves."))
      }
      if !state.hasLoaded { return .loading("Loading your gists…") }
      return .isEmpty(
        EmptyState(title: "You have no gists yet", subtitle: "create one with dehub create FILE"))
    }
    if shown == 0 {
      return .isEmpty(
        EmptyState(title: "Nothing matches “\(query)”", subtitle: "type fewer letters; Esc leaves"))
    }
    return .hasContent
  }
}
