import TerminalUI
import Testing

@Suite struct SyntaxHighlighterTests {
  func styles(_ file: String, _ language: String?, _ line: String) -> [String] {
    guard let highlighter = SyntaxHighlighter.forFile(named: file, language: language) else {
      return []
    }
    let characters = Array(line)
    return highlighter.runs(Substring(line)).map {
      "\($0.style):\(String(characters[$0.start..<$0.start + $0.length]))"
    }
  }

  @Test func swiftKeywordsStringsNumbersComments() {
    #expect(
      styles("a.swift", "Swift", "let x = \"hi\" + 42 // done")
        == ["keyword:let", "string:\"hi\"", "number:42", "comment:// done"])
  }

  /// Issue 57, item 28: `rethrows` is a Swift keyword too.
  @Test func swiftsRethrowsIsAKeyword() {
    #expect(
      styles("a.swift", "Swift", "func f() rethrows {}")
        == ["keyword:func", "keyword:rethrows"])
  }

  @Test func languagesByNameOrExtension() {
    #expect(
      styles("x.py", nil, "def f(): return None  # why") == [
        "keyword:def", "keyword:return", "keyword:None", "comment:# why",
      ])
    #expect(styles("x.js", nil, "const s = `t`;") == ["keyword:const", "string:`t`"])
    #expect(styles("main.go", nil, "package main") == ["keyword:package"])
    #expect(styles("lib.rs", nil, "fn main() {}") == ["keyword:fn"])
    #expect(styles("a.c", nil, "int n = 0x1F;") == ["keyword:int", "number:0x1F"])
    #expect(styles("a.rb", nil, "puts 'x' if nil") == ["string:'x'", "keyword:if", "keyword:nil"])
    #expect(
      styles("run.sh", nil, "echo \"$HOME\" # hi") == [
        "keyword:echo", "string:\"$HOME\"", "comment:# hi",
      ])
    #expect(
      styles("a.json", nil, "{\"a\": 1, \"b\": true}") == [
        "string:\"a\"", "number:1", "string:\"b\"", "keyword:true",
      ])
    #expect(
      styles("c.yml", nil, "retry-count: 3 # times") == [
        "keyword:retry-count", "number:3", "comment:# times",
      ])
    #expect(styles("README.md", nil, "## Usage") == ["heading:## Usage"])
    #expect(styles("README.md", nil, "plain text") == [])
    #expect(SyntaxHighlighter.forFile(named: "notes.txt", language: "Text") == nil)
    // A notebook as written is JSON (issue 55).
    #expect(
      styles("a.ipynb", "Jupyter Notebook", #""nbformat": 4"#)
        == styles("a.json", nil, #""nbformat": 4"#))
    #expect(!styles("a.ipynb", nil, #""nbformat": 4"#).isEmpty)
  }

  @Test func escapedQuotesAndIdentifiersWithDigits() {
    #expect(styles("a.py", nil, "s = 'it\\'s' + x2") == ["string:'it\\'s'"])
    #expect(styles("a.swift", nil, "var value1 = 1") == ["keyword:var", "number:1"])
  }

  /// Seen in the README's picture: in `b.1.cmp(&a.1)` the number took the `c` of `cmp`
  /// (a hex digit), and Rust's `for x in` left `in` plain.
  @Test func numbersEndWhereTheyEndAndRustHasIn() {
    #expect(
      styles("a.rs", nil, "for (w, c) in pairs.sort_by(|a, b| b.1.cmp(&a.1))")
        == ["keyword:for", "keyword:in", "number:1", "number:1"])
    #expect(
      styles("a.py", nil, "x = 1.5e-3 + 0xFF + 1_000 + 2.") == [
        "number:1.5e-3", "number:0xFF", "number:1_000", "number:2",
      ])
    #expect(styles("a.py", nil, "٣ + 1") == ["number:٣", "number:1"])
  }

  /// Issue 15: the languages gists are often in, each by GitHub's name or its file name.
  @Test(
    arguments: [
      (
        "q.sql", "SQL", "SELECT id FROM gists -- all",
        ["keyword:SELECT", "keyword:FROM", "comment:-- all"]
      ),
      ("Cargo.toml", nil, "[package]", ["heading:[package]"]),
      (
        "Cargo.toml", nil, "name = \"dehub\" # ok",
        ["keyword:name", "string:\"dehub\"", "comment:# ok"]
      ),
      (
        "setup.cfg", nil, "debug = true ; note",
        ["keyword:debug", "keyword:true", "comment:; note"]
      ),
      (
        "page.html", nil, "<div class=\"x\"> <!-- c",
        ["keyword:div", "string:\"x\"", "comment:<!-- c"]
      ),
      ("style.css", nil, "a { color: red !important }", ["keyword:important"]),
      (
        "Main.java", nil, "public final class A {}",
        ["keyword:public", "keyword:final", "keyword:class"]
      ),
      ("a.kt", nil, "fun main() = println(1)", ["keyword:fun", "number:1"]),
      ("a.cpp", nil, "auto p = nullptr;", ["keyword:auto", "keyword:nullptr"]),
      ("P.cs", nil, "var s = \"x\";", ["keyword:var", "string:\"x\""]),
      ("i.php", nil, "echo $x; // y", ["keyword:echo", "comment:// y"]),
      ("init.lua", nil, "local x = nil -- z", ["keyword:local", "keyword:nil", "comment:-- z"]),
      ("Dockerfile", nil, "FROM swift:6 AS build", ["keyword:FROM", "number:6", "keyword:AS"]),
      ("Makefile", nil, "ifeq ($(CI),true) # ci", ["keyword:ifeq", "comment:# ci"]),
      ("fix.diff", nil, "+added line", ["string:+added line"]),
      ("fix.patch", nil, "-removed", ["number:-removed"]),
      ("fix.diff", nil, "@@ -1 +1 @@", ["heading:@@ -1 +1 @@"]),
    ] as [(String, String?, String, [String])])
  func moreLanguages(file: String, language: String?, line: String, expected: [String]) {
    #expect(styles(file, language, line) == expected)
  }
}
