import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import Store

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
  /// The user's editor (nil: comments are written on one line).
  private let editor: (any TextEditing)?
  private let listing: RemoteListing<GistComment, CommentsIntent>
  private let bag = DisposeBag()
  private var sending = false
  /// Text of a comment that was not sent (failed or given up), offered again.
  private var unsent = ""
  /// Where unsent comments are kept on disk (nil: in memory only).
  private let kept: CommentDrafts?
  /// The gist with the comments added and deleted here counted.
  private var counted: Gist

  /// A Director for `stage`, showing the comments of `gist`; links open through `navigator`.
  public init(
    stage: any CommentsStage, gist: Gist, model: any GistCommentsModel, session: AppSession,
    editor: (any TextEditing)? = nil, kept: CommentDrafts? = nil,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    listing = RemoteListing(
      stage: stage, resource: model.thread, wording: Self.wording,
      retryKey: keyMap.retryKey(in: CommentsKeys.table))
    self.kept = kept
    self.editor = editor
    self.stage = stage
    self.gist = gist
    counted = gist
    self.model = model
    self.session = session
    self.navigator = navigator
  }

  /// How the list's states are said.
  private static let wording = RemoteListing<GistComment, CommentsIntent>.Wording(
    empty: EmptyState(title: "No comments yet", subtitle: "press a to write the first"),
    loading: "Loading the comments…", failure: "The comments could not be loaded")

  /// Starts observing and loads the comments.
  public func start() {
    listing.start(
      title: "Comments on \(gist.title)", session: session, bag: bag,
      handle: { [weak self] in self?.handle($0) }, show: { [weak self] in self?.render($0) })
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

  private var comments: [GistComment] { listing.rows }

  private func handle(_ intent: CommentsIntent) {
    switch intent {
    case .add:
      guard let editor else { return stage.askForComment(unsent) }
      switch editor.edit(unsent, filename: "comment.md") {
      case .success(let edited) where edited.text != nil:
        if let note = edited.note { stage.showNotice(note) }
        submit(edited.text ?? "")
      case .success:
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
      case .success(let edited) where edited.text != nil && edited.text != comment.body:
        if let note = edited.note { stage.showNotice(note) }
        change(comment, to: edited.text ?? "")
      case .success:
        stage.showNotice("The comment is unchanged.")
      case .failure(let error):
        stage.showMessage("\(error.message) The comment is unchanged.")
      }
    case .submit(let text):
      submit(text)
    case .submitWithSecrets(let text):
      submit(text, secretsAllowed: true)
    case .changeWithSecrets(let id, let text):
      guard let comment = comment(id) else { return }
      change(comment, to: text, secretsAllowed: true)
    case .delete(let id):
      guard let comment = comment(id) else { return }
      stage.choose(
        .confirm(
          title: "Delete your comment?",
          message: [Self.firstLine(of: comment.body), "This cannot be undone."],
          action: "Delete", yes: .confirmDelete(id)))
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
      listing.refresh()
    }
  }

  private func comment(_ id: Int) -> GistComment? {
    comments.first { $0.id == id }
  }

  private func submit(_ text: String, secretsAllowed: Bool = false) {
    unsent = text
    guard !text.trimmingWhitespace().isEmpty else {
      return stage.showMessage("A comment cannot be empty.")
    }
    guard !sending else { return }
    // The rule every send keeps: a public gist's comment with a secret asks first.
    let findings = SecretScanner.scan(text, file: "the comment")
    switch SecretGate.decide(findings, isPublic: gist.isPublic, allowed: secretsAllowed) {
    case .stop(let findings):
      _ = keep(text, as: newKey)
      return stage.choose(SecretQuestion.choice(findings, sendAnyway: .submitWithSecrets(text)))
    case .warn(let findings) where !gist.isPublic:
      stage.showMessage(SecretQuestion.warning(findings))
    case .warn, .clear:
      break
    }
    sending = true
    // On disk before it leaves: a crash or a screen left meanwhile loses nothing.
    _ = keep(text, as: newKey)
    stage.showNotice("Sending the comment…")
    model.addComment(text) { [weak self] result in
      guard let self else { return }
      self.sending = false
      switch result {
      case .success(let comment):
        self.unsent = ""
        self.kept?.remove(self.newKey)
        self.stage.selectComment(comment.id)
        self.stage.showNotice("Comment added")
        self.counted(by: 1)
      case .failure(let error):
        // GitHub cannot take it now: it waits in the outbox, the text with it.
        if let queued = self.session.outbox?.queueInstead(
          of: error, .comment(id: self.gist.id, body: text))
        {
          self.unsent = ""
          self.kept?.remove(self.newKey)
          return self.stage.showMessage(queued)
        }
        let place = self.keep(text, as: self.newKey)
        self.stage.showMessage(
          "Could not send the comment: \(error.message) Press a to try again; \(place).")
      }
    }
  }

  private func change(_ comment: GistComment, to text: String, secretsAllowed: Bool = false) {
    guard !text.trimmingWhitespace().isEmpty else {
      return stage.showMessage("A comment cannot be empty; d deletes it.")
    }
    let key = CommentDrafts.Key(gistID: gist.id, comment: comment.id)
    _ = keep(text, as: key)
    let findings = SecretScanner.scan(text, file: "the comment")
    switch SecretGate.decide(findings, isPublic: gist.isPublic, allowed: secretsAllowed) {
    case .stop(let findings):
      return stage.choose(
        SecretQuestion.choice(findings, sendAnyway: .changeWithSecrets(comment.id, text)))
    case .warn(let findings) where !gist.isPublic:
      stage.showMessage(SecretQuestion.warning(findings))
    case .warn, .clear:
      break
    }
    stage.showNotice("Saving the comment…")
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
      case .success:
        self?.stage.showNotice("Comment deleted")
        self?.counted(by: -1)
      case .failure(let error):
        self?.stage.showMessage("Could not delete the comment: \(error.message)")
      }
    }
  }

  /// The gist has `change` comments more (or fewer): the screens showing it count them
  /// (its detail's header said the old count), until they load it again.
  private func counted(by change: Int) {
    counted.comments = max(0, counted.comments + change)
    session.changedGist.onNext(counted)
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
    stage.showComments(
      (state.value ?? []).map {
        CommentRow(
          id: $0.id, author: $0.user?.login ?? "unknown", createdAt: $0.createdAt,
          preview: Self.firstLine(of: $0.body), body: Self.shown($0.body),
          rendered: $0.body.utf8.count <= BodyLimit.renderedMarkdown)
      })
    let count = state.value?.count ?? 0
    stage.showTitle(
      "Comments on \(gist.title)"
        + (count >= GistActivity.commentLimit
          ? " (the first \(count.grouped))"
          : count > 0 ? " (\(count.grouped))" : ""))
  }

  /// What is shown of a comment's `body`: all of it, or of a huge one (an 8 MB comment held
  /// the screen for seconds) its first 512 KB and a line saying so.
  static func shown(_ body: String) -> String {
    let limit = BodyLimit.renderedMarkdown
    guard body.utf8.count > limit else { return body }
    let start = String(decoding: body.utf8.prefix(limit), as: UTF8.self)
    return start
      + "\n\n… (the comment is \(BodyLimit.megabytes(max(body.utf8.count, 1 << 20))); its first "
      + "512 KB are shown; `dehub comments --json` prints it whole)"
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
