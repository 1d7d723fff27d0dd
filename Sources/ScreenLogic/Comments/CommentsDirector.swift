import Basics
import FoundationEssentials
import Model
import Reactive

/// All the logic of the comments screen: loading (up to `GistActivity.commentLimit`),
/// adding in the editor (Markdown, many lines) or on one line (blank comments refused; a
/// failed send keeps the text for the next try), editing and deleting one's own, and
/// following the first link in a comment through the switchboard.
public final class CommentsDirector: ScreenDirector {
  private let stage: any CommentsStage
  private let gist: Gist
  private let model: any GistCommentsModel
  private let session: AppSession
  private weak var navigator: (any Navigator)?
  /// The key that loads the screen again (as remapped), for a failure to name.
  private let retryKey: String?
  /// The user's editor (nil: comments are written on one line).
  private let editor: (any TextEditing)?
  private let bag = DisposeBag()
  private var userAskedRefresh = false
  private var sending = false
  /// Text of a comment that was not sent (failed or given up), offered again.
  private var unsent = ""
  /// Where unsent comments are kept on disk (nil: in memory only).
  private let kept: CommentDrafts?

  /// A Director for `stage`, showing the comments of `gist`; links open through `navigator`.
  public init(
    stage: any CommentsStage, gist: Gist, model: any GistCommentsModel, session: AppSession,
    editor: (any TextEditing)? = nil, kept: CommentDrafts? = nil,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    retryKey = keyMap.retryKey(in: CommentsKeys.table)
    self.kept = kept
    self.editor = editor
    self.stage = stage
    self.gist = gist
    self.model = model
    self.session = session
    self.navigator = navigator
  }

  /// Starts observing and loads the comments.
  public func start() {
    stage.showTitle("Comments on \(gist.title)")
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak self] in
      self?.stage.useRelativeTimes($0)
    }).disposed(by: bag)
    model.thread.state.subscribe(onNext: { [weak self] in self?.render($0) }).disposed(by: bag)
    model.thread.load()
    if let text = kept?.text(for: newKey), !text.isEmpty {
      unsent = text
      stage.showNotice("Your unsent comment is kept: a opens it again.")
    }
  }

  /// Where a new comment on this gist is kept until GitHub has it.
  private var newKey: CommentDrafts.Key { CommentDrafts.Key(gistID: gist.id) }

  /// Keeps `text` on disk under `key`; a sentence saying where, or why it could not.
  private func keep(_ text: String, as key: CommentDrafts.Key) -> String {
    guard let kept else { return "your text is kept" }
    do throws(GistError) {
      return "your text is kept in \(try kept.save(text, for: key).path)"
    } catch {
      return "your text could not be kept on disk (\(error.message))"
    }
  }

  private var comments: [GistComment] { model.thread.current.value ?? [] }

  private func handle(_ intent: CommentsIntent) {
    switch intent {
    case .add:
      guard let editor else { return stage.askForComment(unsent) }
      switch editor.edit(unsent, filename: "comment.md") {
      case .success(let text?): submit(text)
      case .success(nil):
        stage.showNotice(
          unsent.isEmpty ? "Nothing written; no comment sent." : "Unchanged; not sent (a sends it)."
        )
      case .failure(let error):
        stage.showMessage("\(error.message) Nothing was sent; your text is kept.")
      }
    case .addLine:
      stage.askForComment(unsent.contains("\n") ? "" : unsent)
    case .edit(let id):
      guard let comment = comment(id) else { return }
      guard let editor else { return }
      let key = CommentDrafts.Key(gistID: gist.id, comment: id)
      // A change that did not reach GitHub opens again instead of the comment as it is.
      let start = kept?.text(for: key) ?? comment.body
      switch editor.edit(start, filename: "comment.md") {
      case .success(let text?) where text != comment.body:
        change(comment, to: text)
      case .success:
        stage.showNotice("The comment is unchanged.")
      case .failure(let error):
        stage.showMessage("\(error.message) The comment is unchanged.")
      }
    case .submit(let text):
      submit(text)
    case .delete(let id):
      guard let comment = comment(id) else { return }
      stage.confirmDelete(id: id, preview: Self.firstLine(of: comment.body))
    case .confirmDelete(let id):
      guard let comment = comment(id) else { return }
      delete(comment)
    case .openLink(let id):
      guard let comment = comment(id) else { return }
      guard let link = Self.firstLink(in: comment.body) else {
        return stage.showMessage("This comment has no link to open.")
      }
      do throws(GistError) {
        navigator?.go(.push(try Destination.parse(link)))
      } catch {
        stage.showMessage(error.message)
      }
    case .refresh:
      userAskedRefresh = true
      model.thread.load()
    }
  }

  private func comment(_ id: Int) -> GistComment? {
    comments.first { $0.id == id }
  }

  private func submit(_ text: String) {
    unsent = text
    guard !text.trimmingWhitespace().isEmpty else {
      return stage.showMessage("A comment cannot be empty.")
    }
    guard !sending else { return }
    sending = true
    // On disk before it leaves: a crash or a screen left meanwhile loses nothing.
    _ = keep(text, as: newKey)
    stage.showNotice("Sending the comment…")
    model.addComment(text) { [weak self] result in
      guard let self else { return }
      self.sending = false
      switch result {
      case .success:
        self.unsent = ""
        self.kept?.remove(self.newKey)
        self.stage.showNotice("Comment added")
      case .failure(let error):
        let place = self.keep(text, as: self.newKey)
        self.stage.showMessage(
          "Could not send the comment: \(error.message) Press a to try again; \(place).")
      }
    }
  }

  private func change(_ comment: GistComment, to text: String) {
    guard !text.trimmingWhitespace().isEmpty else {
      return stage.showMessage("A comment cannot be empty; d deletes it.")
    }
    stage.showNotice("Saving the comment…")
    let key = CommentDrafts.Key(gistID: gist.id, comment: comment.id)
    _ = keep(text, as: key)
    model.editComment(comment.id, body: text) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        self.kept?.remove(key)
        self.stage.showNotice("Comment changed")
      case .failure(let error):
        self.stage.showMessage(
          "Could not change the comment: \(error.message) e opens your change again; \(self.keep(text, as: key))."
        )
      }
    }
  }

  private func delete(_ comment: GistComment) {
    stage.showNotice("Deleting the comment…")
    model.deleteComment(comment.id) { [weak self] result in
      switch result {
      case .success: self?.stage.showNotice("Comment deleted")
      case .failure(let error):
        self?.stage.showMessage("Could not delete the comment: \(error.message)")
      }
    }
  }

  /// Why `intent` does nothing now, in a few words (nil: it works): commenting needs a
  /// sign-in, and only its author edits or deletes a comment.
  public func availability(of intent: CommentsIntent) -> String? {
    switch intent {
    case .add, .addLine: session.login.value == nil ? "after signing in" : nil
    case .edit(let id), .delete(let id):
      comment(id).flatMap { isOwn($0) ? nil : "your comments only" }
    default: nil
    }
  }

  private func isOwn(_ comment: GistComment) -> Bool {
    guard let login = session.login.value, let author = comment.user?.login else { return false }
    return login.equalsIgnoringCase(author)
  }

  private func render(_ state: RemoteState<[GistComment]>) {
    if let failure = state.failureToTell(asked: &userAskedRefresh) { stage.showMessage(failure) }
    stage.showComments(
      (state.value ?? []).map {
        CommentRow(
          id: $0.id, author: $0.user?.login ?? "unknown", createdAt: $0.createdAt,
          preview: Self.firstLine(of: $0.body), body: $0.body,
          rendered: $0.body.utf8.count <= BodyLimit.renderedMarkdown)
      })
    let count = state.value?.count ?? 0
    stage.showTitle(
      "Comments on \(gist.title)"
        + (count >= GistActivity.commentLimit
          ? " (the first \(count.grouped))"
          : count > 0 ? " (\(count.grouped))" : ""))
    stage.setContentStatus(
      .of(
        state, empty: EmptyState(title: "No comments yet", subtitle: "press a to write the first"),
        loading: "Loading the comments…", failure: "The comments could not be loaded",
        retryKey: retryKey))
  }

  /// The first web or dehub link in `text`.
  public static func firstLink(in text: String) -> String? {
    let words = text.split { $0.isWhitespace || "<>()[]\"'`".contains($0) }
    for word in words {
      let lowered = word.lowercased()
      if lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
        || lowered.hasPrefix("dehub://")
      {
        return String(word.reversed().drop { ".,;:!?".contains($0) }.reversed())
      }
    }
    return nil
  }

  static func firstLine(of text: String) -> String {
    String(text.split(separator: "\n", maxSplits: 1).first ?? "")
  }
}
