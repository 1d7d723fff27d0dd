import TerminalUI
import TestSupport
import Testing

extension CursesTests {
  /// Issue 28: messages (a screen's error line, a toast, a dialog) longer than the screen
  /// were cut at its width. They wrap at spaces, a message line and a toast onto at most
  /// three rows, the last ending in `…` when there is more.
  @Suite struct MessageWrapTests {
    static let message =
      "Cannot connect to github.example.internal on port 443; is the network up and the "
      + "URL right? The browser keeps working from the cache until it answers again."

    @Test(arguments: [60, 80])
    func aMessageLineWrapsWhole(columns: Int) throws {
      let test = try TestScreen(columns: columns, rows: 16)
      let rows = test.render(
        VStack([Label("above"), MessageLabel(Self.message, style: .error), Label("below")]))
      #expect(rows[0] == "above")
      let wrapped = Array(rows[1..<(columns == 60 ? 4 : 3)])
      #expect(TextGrid.words(wrapped) == Self.message, "\(rows)")
      #expect(rows[wrapped.count + 1] == "below")
      #expect(test.screen.cell(x: 0, y: 2).style == .error)
    }

    @Test func aMessageTooLongForThreeRowsEndsInAnEllipsis() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let long = String(repeating: Self.message + " ", count: 3)
      let rows = test.render(VStack([MessageLabel(long), Label("below")]))
      #expect(rows[2].hasSuffix("…") && rows[2].count <= 60, "\(rows)")
      #expect(rows[3] == "below")
    }

    @Test func aToastAndADialogWrap() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let toast = test.render(Overlay(base: Label(""), top: Toast(Self.message)))
      #expect(TextGrid.words(Array(toast[12...14])) == Self.message, "\(toast)")
      let dialog = test.render(
        Modal(title: "Could not send", message: [Self.message, "Kept as a draft."]))
      let inside = dialog.map { $0.replacingOccurrences(of: "│", with: " ") }
      #expect(TextGrid.words(inside).contains(Self.message + " Kept as a draft."), "\(dialog)")
    }

    /// A review: a long message lost its start. A toast with less room than it needs keeps
    /// its first rows, which say what happened.
    @Test func aToastShortOfRoomKeepsItsStart() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let rows = test.render(
        Canvas { _, surface in
          Toast(Self.message).draw(in: Rect(x: 0, y: 0, width: 60, height: 3), on: surface)
        })
      #expect(rows[0].hasPrefix(" Cannot connect to"), "\(rows)")
    }

    /// A review: at 60 columns a conflict's six buttons lost "[ Merge ]", and at 70 they ran
    /// over the dialog's right border. They wrap onto rows of their own, inside the frame.
    @Test func buttonsWrapInsideTheFrame() throws {
      let buttons = ["Stop", "Versions", "GitHub's", "Yours", "Both", "Merge"]
      for columns in [60, 70] {
        let test = try TestScreen(columns: columns, rows: 16)
        let dialog = test.render(
          Modal(
            title: "a.txt: changed on GitHub and here", message: ["Keep which?"],
            buttons: buttons))
        let text = dialog.joined(separator: "\n")
        for button in buttons {
          #expect(text.contains("[ \(button) ]"), "\(columns): \(button)\n\(text)")
        }
        let framed = dialog.filter { $0.contains("[ ") }
        #expect(framed.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasSuffix("│") })
      }
    }
  }
}
