import GistValues
import GistWork
import Testing

/// Issue 30: `dehub edit` said nothing of what it sent. What a PATCH changes is said a line
/// per file, and shown as the unified diff of exactly that.
@Suite struct PendingChangesTests {
  let gist = Gist(
    id: "g", description: "old", isPublic: false,
    files: [
      GistFile(filename: "main.py", content: "a\nb\nc\n"),
      GistFile(filename: "old.txt", content: "x\ny\n"),
      GistFile(filename: "a.md", content: "# a\n"),
      GistFile(filename: "moved.sh", content: "echo\n"),
    ])
  let changes = GistChanges(
    description: "new",
    files: [
      "main.py": .some(GistChanges.FileChange(content: "a\nB\nc\nd\ne\n")),
      "old.txt": GistChanges.FileChange?.none,
      "new.sh": .some(GistChanges.FileChange(content: "echo hi\necho there\n")),
      "a.md": .some(GistChanges.FileChange(filename: "b.md")),
      "moved.sh": .some(GistChanges.FileChange(content: "echo 2\n", filename: "run.sh")),
    ])

  @Test func aLinePerFileSaysWhatChanged() {
    #expect(
      PendingChanges.summary(of: changes, to: gist) == [
        "description changed", "b.md renamed from a.md", "main.py +3 −1", "new.sh added +2",
        "old.txt removed −2", "run.sh renamed from moved.sh +1 −1",
      ])
  }

  @Test func theDiffIsWhatIsSent() {
    #expect(
      PendingChanges.unified(of: changes, to: gist) == """
        description was: old
        description now: new
        --- a/a.md
        +++ b/b.md
        --- a/main.py
        +++ b/main.py
        @@ -1,3 +1,5 @@
         a
        -b
        +B
         c
        +d
        +e
        --- /dev/null
        +++ b/new.sh
        @@ -0,0 +1,2 @@
        +echo hi
        +echo there
        --- a/old.txt
        +++ /dev/null
        @@ -1,2 +0,0 @@
        -x
        -y
        --- a/moved.sh
        +++ b/run.sh
        @@ -1,1 +1,1 @@
        -echo
        +echo 2

        """)
  }
}
