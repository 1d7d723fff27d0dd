import Foundation
import Model
import Reactive

/// All the logic of the gist detail screen: loading the gist (a copy from the list shows at
/// once, then the whole gist with truncated files fetched in full), the header, files as
/// tabs, text against binary content, starring with rollback, and refreshing. Errors show
/// as messages when the user asked (star, `r`); a failed first load shows its sentence.
public final class GistDetailDirector {
  private let stage: any GistDetailStage
  private let document: any GistDocumentModel
  private let star: any StarModelProtocol
  private let bag = DisposeBag()
  private var selectedFile = 0
  private var isStarred: Bool?
  private var userAskedRefresh = false

  /// A Director for `stage`, showing `document` with its `star`.
  public init(
    stage: any GistDetailStage, document: any GistDocumentModel, star: any StarModelProtocol
  ) {
    self.stage = stage
    self.document = document
    self.star = star
  }

  /// Starts observing and loads the gist.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    document.state.subscribe(onNext: { [weak self] in self?.render($0) }).disposed(by: bag)
    star.isStarred.subscribe(onNext: { [weak self] starred in
      guard let self else { return }
      self.isStarred = starred
      self.render(self.document.current)
    }).disposed(by: bag)
    star.failures.subscribe(onNext: { [weak self] error in
      self?.stage.showMessage("Could not change the star: \(error.message)")
    }).disposed(by: bag)
    document.load()
    star.check()
  }

  private func handle(_ intent: GistDetailIntent) {
    switch intent {
    case .cycleFile(let forward):
      guard let files = document.current.value?.files, !files.isEmpty else { return }
      selectedFile = (selectedFile + (forward ? 1 : files.count - 1)) % files.count
      render(document.current)
    case .toggleStar:
      star.toggle()
    case .refresh:
      userAskedRefresh = true
      document.load()
    }
  }

  private func render(_ state: RemoteState<Gist>) {
    if let error = state.error, !state.isLoading, userAskedRefresh || state.value == nil {
      userAskedRefresh = false
      if state.value == nil {
        stage.setContentStatus(.failed(error.message))
        return
      }
      stage.showMessage(error.message)
    }
    if !state.isLoading { userAskedRefresh = false }
    guard let gist = state.value else {
      stage.setContentStatus(.loading)
      return
    }
    stage.showHeader(GistHeader(gist, isStarred: isStarred))
    selectedFile = min(selectedFile, max(0, gist.files.count - 1))
    stage.showFiles(gist.files.map(\.filename), selected: selectedFile)
    if gist.files.isEmpty {
      stage.showContent(.empty)
    } else {
      stage.showContent(Self.content(of: gist.files[selectedFile], loading: state.isLoading))
    }
    stage.setContentStatus(.hasContent)
  }

  /// What to show for `file`: its text, or that it is binary (base64-encoded, or holding
  /// NUL bytes or replacement characters from undecodable bytes).
  public static func content(of file: GistFile, loading: Bool) -> FileContent {
    guard let text = file.content else {
      if loading { return .loading }
      return file.size > 0 ? .binary(size: file.size) : .empty
    }
    if file.encoding == "base64" || text.contains("\u{0}") || text.contains("\u{FFFD}") {
      return .binary(size: file.size)
    }
    return text.isEmpty ? .empty : .text(text, language: file.language)
  }
}
