import Reactive

/// The outbox Stage, as its Director sees it.
public protocol OutboxStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<OutboxIntent> { get }
  /// Shows the writes, oldest first, with a title ("2 writes waiting to send").
  func showWrites(_ rows: [OutboxRow], title: String)
  /// Asks whether to drop write `id`; yes comes back as `.confirmDrop`.
  func confirmDrop(id: String, title: String, detail: [String], action: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
}
