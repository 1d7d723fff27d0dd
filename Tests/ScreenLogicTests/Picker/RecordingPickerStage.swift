import Reactive
import ScreenLogic

/// A picker Stage that records what its Director shows and lets a test act as the user.
final class RecordingPickerStage: PickerStage {
  let subject = PublishSubject<PickerIntent>()
  var query = ""
  var rows: [PickerRow] = []
  var selected: PickerChoice?
  var status = ""
  var contentStatus: ContentStatus = .loading("")

  var intents: Observable<PickerIntent> { subject.asObservable() }
  func showQuery(_ text: String) { query = text }
  func showRows(_ rows: [PickerRow], selected: PickerChoice?) {
    self.rows = rows
    self.selected = selected
  }
  func showStatus(_ status: String) { self.status = status }
  func setContentStatus(_ status: ContentStatus) { contentStatus = status }

  /// The user typed `text` as the whole query.
  func type(_ text: String) { subject.onNext(.query(text)) }
}
