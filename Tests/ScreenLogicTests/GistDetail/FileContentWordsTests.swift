import ScreenLogic
import Testing

/// Issue 31: what a file that is not shown as text says, and the preview pane's words, are
/// made in ScreenLogic; the Stages only draw them.
@Suite struct FileContentWordsTests {
  @Test func aFileNotShownAsTextSaysWhy() {
    #expect(FileContent.text("a", language: nil).emptyState == nil)
    #expect(FileContent.markdown("# a").emptyState == nil)
    #expect(FileContent.binary(size: 2048).emptyState?.title == "A binary file (2,048 bytes)")
    #expect(FileContent.binary(size: 1).emptyState?.title == "A binary file (1 byte)")
    #expect(FileContent.empty.emptyState?.title == "An empty file")
    #expect(FileContent.loading.emptyState?.title == "Loading the file…")
    let failed = FileContent.failed("The server did not answer. Press r to try again.")
    #expect(failed.emptyState?.title == "Not loaded")
    #expect(failed.emptyState?.subtitle == "The server did not answer. Press r to try again.")
  }

  @Test func thePreviewPaneSaysItsFileAndWhenThereIsNothing() {
    let one = GistPreview(id: "g", title: "t", filename: "a.sh", fileCount: 1, content: .empty)
    #expect(one.info == "a.sh")
    #expect(one.emptyState == nil)
    var three = one
    three.fileCount = 3
    #expect(three.info == "a.sh · 1 of 3 files · Enter opens the gist")
    // Issue 55: GitHub listed only part of the gist's files.
    three.fileCount = 300
    three.hasMoreFiles = true
    #expect(three.info == "a.sh · 1 of 300+ files · Enter opens the gist")
    let nothing = GistPreview(id: "", title: "", filename: "", fileCount: 0, content: .empty)
    #expect(nothing.emptyState?.title == "Nothing to preview")
  }
}
