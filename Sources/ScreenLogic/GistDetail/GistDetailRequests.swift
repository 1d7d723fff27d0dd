import Basics
import GistValues
import GistWork
import Model
import Reactive
import Store

/// The gist detail's requests that change something, one at a time: fork (the fork opens
/// next), delete (the screen closes, the gist's drafts go) and clone into a folder. Each says
/// that it is under way and how it ended.
final class GistDetailRequests {
  private let stage: any GistDetailStage
  private let actions: any GistActionsModel
  private let drafts: DraftStore?
  private weak var navigator: (any Navigator)?
  /// Where a delete GitHub cannot take now waits (nil: none).
  private let outbox: OutboxCourier?
  private var busy = false
  private let report = PublishSubject<DetailOutcome>()
  /// What the requests change on the screen (a fork made), which the Director applies.
  var outcomes: Observable<DetailOutcome> { report.asObservable() }

  /// Requests through `actions`, said on `stage`; `navigator` opens the fork or goes back;
  /// a delete GitHub cannot take now waits in `outbox`.
  init(
    stage: any GistDetailStage, actions: any GistActionsModel, drafts: DraftStore?,
    navigator: (any Navigator)?, outbox: OutboxCourier? = nil
  ) {
    self.outbox = outbox
    self.stage = stage
    self.actions = actions
    self.drafts = drafts
    self.navigator = navigator
  }

  /// Forks the gist, then opens the fork.
  func fork() {
    guard !busy else { return }
    busy = true
    stage.showNotice("Forking…")
    actions.fork { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success(let fork):
        self.report.onNext(.forked)
        // Said here too, where "Forking…" stood: the user comes back to this gist later.
        self.stage.showNotice("Forked as \(fork.id)")
        self.navigator?.go(.push(.loadedGist(fork)))
      case .failure(let error):
        self.stage.showMessage("Could not fork: \(error.message)")
      }
    }
  }

  /// What is asked before anything is made public (what others see asks first).
  static let makePublicQuestion = Choice<GistDetailIntent>(
    title: "Make this gist public?",
    message: [
      "GitHub cannot change a gist's visibility: dehub makes a public copy with the same "
        + "description and files, for anyone to see.",
      "Then it asks whether to delete the secret one. \(PublicCopy.lost)",
    ],
    options: [.init("Cancel", nil), .init("Make a public copy", .confirmMakePublic)])

  /// Makes a public copy of the gist, then asks whether the secret one goes (saying what
  /// does not come over, and that undo makes it again); yes comes back as
  /// `.deleteSecretOriginal`.
  func makePublic() {
    guard !busy else { return }
    busy = true
    stage.showNotice("Making a public copy…")
    actions.makePublicCopy { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success(let copy):
        self.stage.choose(
          Choice(
            title: "The public copy is made: delete the secret gist?",
            message: [
              "\(copy.htmlURL ?? copy.id) has the same description and files, for anyone to see.",
              PublicCopy.lost,
              "Deleted, it can be made again: u in the list at once, dehub undelete for a week.",
            ],
            options: [
              .init("Keep both", .keepBoth(copy.htmlURL ?? copy.id)),
              .init("Delete the secret one", .deleteSecretOriginal),
            ]))
      case .failure(let error):
        self.stage.showMessage("Not made public: \(error.message)")
      }
    }
  }

  /// Deletes `gist` (asked first), then goes back; when GitHub cannot take it now, it
  /// waits in the outbox, made against the version shown.
  func delete(_ gist: Gist?) {
    let id = gist?.id
    guard !busy else { return }
    busy = true
    stage.showNotice("Deleting…")
    actions.delete { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success:
        if let id { GistDeletion.deleted(id, drafts: self.drafts) }
        self.report.onNext(.deleted)
        self.navigator?.go(.back)
      case .failure(let error):
        let write = gist.map {
          OutboxWrite.delete(id: $0.id, title: $0.title, baseVersion: $0.history?.first?.version)
        }
        self.stage.showMessage(
          write.flatMap { self.outbox?.queueInstead(of: error, $0) }
            ?? "Could not delete: \(error.message)")
      }
    }
  }

  /// Clones the gist at git `url` into `directory` (as typed).
  func clone(_ url: String?, into directory: String) {
    let folder = directory.trimmingSpaces()
    guard let url, !folder.isEmpty, !busy else { return }
    busy = true
    stage.showNotice("Cloning into \(folder)…")
    actions.clone(url, into: folder) { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success: self.stage.showNotice("Cloned into \(folder)")
      case .failure(let error): self.stage.showMessage(error.message)
      }
    }
  }
}
