import Foundation
import GistValues
import ScreenLogic
import TestSupport
import Testing

/// `Y` copies the shown file's text (with a sentence when it is more than a terminal takes),
/// `u` its raw address, and `S` saves it in the current folder under a name the user gives,
/// replacing a file only after asking.
@Suite struct FileCopyAndSaveTests {
  static let gist = Gist(
    id: "abc", description: "Files",
    files: [
      GistFile(
        filename: "a.py", language: "Python",
        rawURL: "https://gist.githubusercontent.com/ada/abc/raw/1/a.py", size: 18,
        content: "print(1)\nprint(2)\n"),
      GistFile(filename: "big.txt", size: 80_000, content: String(repeating: "x", count: 80_000)),
      GistFile(filename: "../../.bashrc", rawURL: "file:///etc/passwd", size: 2, content: "x\n"),
      GistFile(filename: "img.png", size: 4, content: "iVBO", encoding: "base64"),
    ], owner: GistUser(login: "ada", id: 1))

  let actions = FakeActions()

  /// A Director showing the gist's file `name`.
  func shown(_ name: String) -> (RecordingGistDetailStage, GistDetailDirector) {
    let stage = RecordingGistDetailStage()
    let document = FakeGistDocument(id: "abc")
    let director = GistDetailDirector(
      stage: stage, document: document, star: FakeStar(), actions: actions,
      session: AppSession(), navigator: RecordingNavigator())
    director.start()
    document.answer(Self.gist)
    stage.intentSubject.onNext(.selectFile(name))
    return (stage, director)
  }

  /// Issue 55, item 2: `o` on a binary file opens its exact bytes with the system's viewer;
  /// a text file never goes to the viewer (`o` is the page's then, which this gist has not).
  @Test func oOpensABinaryFileInItsViewerAndATextFilesPageInTheBrowser() {
    let (stage, director) = shown("img.png")
    stage.intentSubject.onNext(.openInBrowser)
    #expect(actions.openedFiles == ["img.png": Data(base64Encoded: "iVBO")!])
    #expect(actions.opened.isEmpty)
    #expect(stage.notices.last == "Opened img.png in its viewer (a copy; S saves it)")
    stage.intentSubject.onNext(.selectFile("a.py"))
    stage.intentSubject.onNext(.openInBrowser)
    #expect(actions.openedFiles.count == 1)
    #expect(actions.opened.isEmpty)
    actions.browserError = GistError.local(
      "Cannot find xdg-open to open the file; S saves it instead.")
    stage.intentSubject.onNext(.selectFile("img.png"))
    stage.intentSubject.onNext(.openInBrowser)
    #expect(stage.messages.last == "Cannot find xdg-open to open the file; S saves it instead.")
    withExtendedLifetime(director) {}
  }

  @Test func yCopiesTheFilesTextAndSaysHowMuch() {
    let (stage, director) = shown("a.py")
    stage.intentSubject.onNext(.copyFile)
    #expect(stage.clipboard == ["print(1)\nprint(2)\n"])
    // Issue 57, item 22: two lines, ended by a newline, are two (it said 3).
    #expect(stage.notices.last == "Copied a.py (2 lines) through the terminal, if it allows it")
    withExtendedLifetime(director) {}
  }

  @Test func aFileTooLargeForTheTerminalIsNotCopiedAndTheSentenceSaysWhatToDo() {
    let (stage, director) = shown("big.txt")
    stage.intentSubject.onNext(.copyFile)
    #expect(stage.clipboard.isEmpty)
    #expect(
      stage.messages.last
        == "big.txt is 80 KB, more than terminals take through the clipboard (74 KB); S saves it to a file."
    )
    withExtendedLifetime(director) {}
  }

  /// Issue 55, item 2: a binary file is not copied as text, and `S` saves its exact bytes
  /// (the API sends them base64-encoded).
  @Test func aBinaryFileIsNotCopiedButSavesItsExactBytes() {
    let (stage, director) = shown("img.png")
    stage.intentSubject.onNext(.copyFile)
    #expect(stage.clipboard.isEmpty)
    #expect(stage.messages.last == "This file is binary; S saves its bytes (Y copies text only).")
    stage.intentSubject.onNext(.saveFile)
    #expect(stage.fileNameQuestions == ["img.png"])
    stage.intentSubject.onNext(.saveFileAs("img.png"))
    #expect(actions.savedBytes["img.png"] == Data([0x89, 0x50, 0x4E]))
    withExtendedLifetime(director) {}
  }

  @Test func theRawAddressIsCopiedOnlyWhenItIsAWebAddress() {
    let (stage, director) = shown("a.py")
    stage.intentSubject.onNext(.copyRawURL)
    #expect(stage.clipboard == ["https://gist.githubusercontent.com/ada/abc/raw/1/a.py"])
    stage.intentSubject.onNext(.selectFile("../../.bashrc"))
    stage.intentSubject.onNext(.copyRawURL)
    #expect(stage.clipboard.count == 1)
    #expect(stage.messages.last == "This file has no raw address.")
    withExtendedLifetime(director) {}
  }

  @Test func saveAsksTheNameSuggestingAPlainOneAndReplacesOnlyAfterAsking() throws {
    let (stage, director) = shown("../../.bashrc")
    stage.intentSubject.onNext(.saveFile)
    #expect(stage.fileNameQuestions == ["bashrc"])
    stage.intentSubject.onNext(.saveFileAs("../x"))
    #expect(stage.messages.last == "“../x” is not a plain file name (no folders).")
    #expect(actions.saved.isEmpty)
    actions.existing = ["notes.txt"]
    stage.intentSubject.onNext(.saveFileAs(" notes.txt "))
    #expect(actions.saved.isEmpty)
    let question = try #require(stage.choices.last)
    #expect(question.title == "notes.txt exists")
    #expect(question.options.map(\.answer) == [nil, .replaceFile("notes.txt")])
    stage.intentSubject.onNext(.replaceFile("notes.txt"))
    #expect(actions.saved == ["notes.txt": "x\n"])
    #expect(stage.notices.last == "Saved ../../.bashrc as /here/notes.txt")
    withExtendedLifetime(director) {}
  }
}
