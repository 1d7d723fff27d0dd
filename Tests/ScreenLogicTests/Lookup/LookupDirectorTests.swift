import Foundation
import GistValues
import Model
import Reactive
import ScreenLogic
import TestSupport
import Testing

/// Issue 57, item 35: the look-up said "Asking the server…" for 20 s with nothing moving.
/// It says what it asks, and counts the seconds while the server has not answered.
@Suite struct LookupDirectorTests {
  final class Stage: RecordingMessagingStage<LookupIntent>, LookupStage {}

  /// A look-up the test answers.
  final class Asked: GistLookupModel {
    var pending: [(Result<LookupAnswer, GistError>) -> Void] = []
    func lookUp(_ name: String, completion: @escaping (Result<LookupAnswer, GistError>) -> Void) {
      pending.append(completion)
    }
  }

  @Test func aSlowAnswerCountsTheSecondsUntilItComes() {
    let stage = Stage()
    let model = Asked()
    let scheduler = VirtualTimeScheduler()
    let navigator = RecordingNavigator()
    let director = LookupDirector(
      stage: stage, name: "ada", model: model, scheduler: scheduler, navigator: navigator)
    director.start()
    let asking = "Asking the server whether ada is a gist or a user…"
    #expect(stage.statuses.last == .loading(asking))
    scheduler.advance(to: 3)
    #expect(stage.statuses.last == .loading("\(asking) 3 s · q goes back"))
    scheduler.advance(to: 20)
    #expect(stage.statuses.last == .loading("\(asking) 20 s · q goes back"))
    model.pending[0](.success(.user("ada")))
    let shown = stage.statuses.count
    scheduler.advance(to: 30)
    #expect(stage.statuses.count == shown, "the count stops with the answer")
    #expect(navigator.moves == [.replaceTop(.user("ada"))])
    withExtendedLifetime(director) {}
  }
}
