import App
import AppLogic
import Foundation
import Keys
import Model
import Reactive
import TestSupport
import Testing

/// Issue 31: a scene covered by another is still open. The compose screen under the diff of
/// its changes (as under the diff of a conflict) says nothing and keeps its draft; closing
/// it still keeps the draft and says so.
@Suite struct CoveredIsNotClosedTests {
  @Test func aDiffOverComposeDoesNotCloseIt() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    var toasts: [String] = []
    let watch = host.session.toast.asObservable().subscribe(onNext: { toasts.append($0) })
    defer { watch.dispose() }
    switchboard.go(
      .push(.compose(Draft(description: "", files: ["a.txt": "text\n"], isPublic: false))))
    let compose = try #require(stack.scenes.last)
    // A change made on the screen: a description typed at D's question.
    let keys = [Key.character("D")] + "notes".map { Key.character($0) } + [.enter]
    for key in keys { #expect(compose.handle(key) == .handled) }
    #expect(host.drafts.all().map(\.description) == ["notes"])

    #expect(compose.handle(.character("d")) == .handled)
    #expect(stack.kinds == ["ComposeScene", "DiffScene"])
    #expect(toasts.isEmpty, "covered is not closed")
    stack.pop()
    #expect(stack.kinds == ["ComposeScene"])
    #expect(toasts.isEmpty)
    #expect(host.drafts.all().map(\.description) == ["notes"])

    stack.pop()
    #expect(toasts == ["Kept as a draft · D in the gist list opens your drafts"])
    #expect(host.drafts.all().map(\.description) == ["notes"])
    withExtendedLifetime(host) {}
  }
}
