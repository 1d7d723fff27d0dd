import FoundationEssentials
import GistValues
import Model
import Reactive

/// The list's preview pane: shown on terminals from `autoWidth` columns (and toggled with
/// `p`), it shows the highlighted gist's first file, from the cache at once, and fetches
/// the gist only once the highlight rests (`restDelay`): scrolling through fifty rows
/// sends no request per row passed.
public final class GistPreviewer {
  /// From how many columns the pane shows by itself.
  public static let autoWidth = 140
  /// The narrowest terminal `p` opens the pane on: below it the list's half cut
  /// descriptions to a dozen characters (80 columns) while times stayed whole.
  public static let narrowest = 100
  /// How long the highlight must rest on a gist before it is fetched.
  public static let restDelay: TimeInterval = 0.35

  private let stage: any GistListStage
  private let scheduler: any Scheduler
  private let columns: Observable<Int>
  private let documents: (String, Gist?) -> any GistDocumentModel
  private let bag = DisposeBag()
  private let documentSubscription = SerialDisposable()
  private let rest = SerialDisposable()
  private var width = 0
  /// What the user asked with `p` (nil: by the terminal's width).
  private var wanted: Bool?
  private var document: (any GistDocumentModel)?
  private var highlighted: Gist?
  private let retryKey: String?
  /// What the previewed file is rendered as.
  private let rendering = FileRendering()
  /// Whether `p` said the terminal is too narrow (a resize that makes room takes it back).
  private var saidTooNarrow = false

  /// A previewer drawing on `stage`, sized by `columns` (the terminal's width), reading
  /// gists through `documents` (the cached copy at once, the network on `load`); a file
  /// that failed names `retryKey` (the list's, which loads it again).
  public init(
    stage: any GistListStage, scheduler: any Scheduler, columns: Observable<Int>,
    retryKey: String? = nil, documents: @escaping (String, Gist?) -> any GistDocumentModel
  ) {
    self.retryKey = retryKey
    self.stage = stage
    self.scheduler = scheduler
    self.columns = columns
    self.documents = documents
  }

  /// Follows the terminal's width.
  public func start() {
    columns.distinctUntilChanged().subscribe(onNext: { [weak self] width in
      guard let self else { return }
      let wasShown = self.isShown
      self.width = width
      if self.saidTooNarrow, width >= Self.narrowest {
        self.saidTooNarrow = false
        self.stage.showNotice("")
      }
      if self.isShown != wasShown { self.update() }
    }).disposed(by: bag)
  }

  /// Whether the pane shows.
  public var isShown: Bool {
    guard width >= Self.narrowest else { return false }
    return wanted ?? (width >= Self.autoWidth)
  }

  /// `p`: shows or hides the pane (on a terminal too narrow for it, says so).
  public func toggle() {
    guard width >= Self.narrowest else {
      saidTooNarrow = true
      return stage.showMessage(
        "The preview needs \(Self.narrowest) columns; this terminal has \(width).")
    }
    wanted = !isShown
    update()
  }

  /// The highlighted gist changed (nil: none, say an empty list).
  public func highlight(_ gist: Gist?) {
    let changed = gist?.id != highlighted?.id
    highlighted = gist
    if changed && isShown { update() }
  }

  private func update() {
    rest.disposable = nil
    documentSubscription.disposable = nil
    document = nil
    guard isShown else { return stage.showPreview(nil) }
    guard let gist = highlighted else {
      return stage.showPreview(
        GistPreview(id: "", title: "", filename: "", fileCount: 0, content: .empty))
    }
    // A new gist still in the outbox has its text here, and nothing on GitHub to fetch.
    if OutboxListing.isWaiting(gist.id) { return show(RemoteState(), of: gist) }
    let document = documents(gist.id, gist)
    self.document = document
    documentSubscription.disposable = document.state.subscribe(onNext: { [weak self] state in
      self?.show(state, of: gist)
    })
    // Fetched only when the highlight rests here.
    rest.disposable = scheduler.schedule(after: Self.restDelay) { [weak document] in
      document?.load()
    }
  }

  private func show(_ state: RemoteState<Gist>, of listed: Gist) {
    let gist = state.value ?? listed
    guard let file = gist.files.first else {
      return stage.showPreview(
        GistPreview(
          id: gist.id, title: gist.title, filename: "", fileCount: 0, content: .empty))
    }
    // A file from a list has no text: it is loading until the fetch says otherwise.
    let content = rendering.shown(
      FileContent.of(
        file, loading: state.isLoading || (file.content == nil && state.error == nil),
        failure: state.error?.message, retryKey: retryKey),
      of: file, asWritten: false)
    var preview = GistPreview(
      id: gist.id, title: gist.title, filename: file.filename, fileCount: gist.files.count,
      content: content)
    preview.hasMoreFiles = gist.truncated
    stage.showPreview(preview)
  }
}
