/// The one highlighter (the browser's detail view, `dehub view` on a terminal, the gallery):
/// keywords, strings, comments and numbers for Swift, Python, JavaScript / TypeScript, Go,
/// Rust, C, C++, C#, Java, Kotlin, PHP, Lua, Ruby, Shell, SQL, CSS, HTML / XML, Dockerfile,
/// Makefile, JSON, YAML, TOML and INI (keys and `[sections]`), added and removed lines of a
/// Diff, and headings for Markdown. It works one line at a time (a block comment spanning lines is not followed),
/// which keeps a 5 MB file as fast as a short one.
public struct SyntaxHighlighter: Sendable {
  let keywords: Set<String>
  let lineComments: [String]
  let quotes: Set<Character>
  let markdown: Bool
  let yamlKeys: Bool
  let iniKeys: Bool
  let diff: Bool

  /// The highlighter for a file, by GitHub's language name or the file's extension; nil
  /// when the language is not one it knows.
  public static func forFile(named filename: String, language: String?) -> SyntaxHighlighter? {
    let name = (language ?? "").lowercased()
    let base = filename.lowercased()
    if base == "dockerfile" || base.hasPrefix("dockerfile.") { return .dockerfile }
    if base == "makefile" || base == "gnumakefile" { return .makefile }
    let ext = filename.split(separator: ".").last.map { String($0).lowercased() } ?? ""
    switch (name, ext) {
    case ("swift", _), (_, "swift"): return .swift
    case ("python", _), (_, "py"): return .python
    case ("javascript", _), ("typescript", _), (_, "js"), (_, "ts"), (_, "mjs"), (_, "tsx"):
      return .javascript
    case ("go", _), (_, "go"): return .go
    case ("rust", _), (_, "rs"): return .rust
    case ("c", _), (_, "c"), (_, "h"): return .c
    case ("c++", _), (_, "cpp"), (_, "cc"), (_, "hpp"), (_, "cxx"): return .cpp
    case ("c#", _), (_, "cs"): return .csharp
    case ("java", _), (_, "java"): return .java
    case ("kotlin", _), (_, "kt"), (_, "kts"): return .kotlin
    case ("php", _), (_, "php"): return .php
    case ("lua", _), (_, "lua"): return .lua
    case ("sql", _), ("plpgsql", _), (_, "sql"): return .sql
    case ("css", _), ("scss", _), (_, "css"), (_, "scss"): return .css
    case ("html", _), ("xml", _), (_, "html"), (_, "htm"), (_, "xml"), (_, "svg"), (_, "plist"):
      return .markup
    case ("dockerfile", _), (_, "dockerfile"): return .dockerfile
    case ("makefile", _), (_, "mk"), (_, "make"): return .makefile
    case ("diff", _), (_, "diff"), (_, "patch"): return .diff
    case ("toml", _), (_, "toml"): return .toml
    case ("ini", _), (_, "ini"), (_, "cfg"), (_, "conf"), (_, "properties"), (_, "editorconfig"):
      return .ini
    case ("ruby", _), (_, "rb"): return .ruby
    case ("shell", _), (_, "sh"), (_, "bash"), (_, "zsh"): return .shell
    case ("json", _), ("jupyter notebook", _), (_, "json"), (_, "ipynb"): return .json
    case ("yaml", _), (_, "yml"), (_, "yaml"): return .yaml
    case ("markdown", _), (_, "md"), (_, "markdown"): return .markdownSpec
    default: return nil
    }
  }

  /// The styled runs of one line.
  public func runs(_ line: Substring) -> [TextView.Run] {
    let characters = Array(line)
    if diff {
      let style: Style? =
        line.hasPrefix("+")
        ? .string
        : line.hasPrefix("-")
          ? .number
          : line.hasPrefix("@@") ? .heading : nil
      return style.map { [TextView.Run(start: 0, length: characters.count, style: $0)] } ?? []
    }
    if iniKeys, line.drop(while: { $0 == " " }).hasPrefix("[") {
      return [TextView.Run(start: 0, length: characters.count, style: .heading)]
    }
    if markdown {
      let trimmed = line.drop { $0 == " " }
      return trimmed.hasPrefix("#")
        ? [TextView.Run(start: 0, length: characters.count, style: .heading)] : []
    }
    var runs: [TextView.Run] = []
    var index = 0
    var keyDone = !(yamlKeys || iniKeys)
    while index < characters.count {
      let character = characters[index]
      if lineComments.contains(where: { matches($0, characters, at: index) }) {
        runs.append(TextView.Run(start: index, length: characters.count - index, style: .comment))
        break
      }
      if quotes.contains(character) {
        var end = index + 1
        while end < characters.count && characters[end] != character {
          end += characters[end] == "\\" ? 2 : 1
        }
        let length = min(characters.count, end + 1) - index
        runs.append(TextView.Run(start: index, length: length, style: .string))
        index += length
        continue
      }
      if character.isNumber && (index == 0 || !isWordCharacter(characters[index - 1])) {
        let end = Self.numberEnd(characters, from: index)
        runs.append(TextView.Run(start: index, length: end - index, style: .number))
        index = end
        continue
      }
      if isWordCharacter(character) {
        var end = index
        while end < characters.count
          && (isWordCharacter(characters[end]) || (yamlKeys && characters[end] == "-"))
        { end += 1 }
        let word = String(characters[index..<end])
        if !keyDone && end < characters.count && characters[end] == ":" && yamlKeys
          || !keyDone && iniKeys && Self.isKeyEnd(characters, from: end)
        {
          runs.append(TextView.Run(start: index, length: end - index, style: .keyword))
          keyDone = true
        } else if keywords.contains(word) {
          runs.append(TextView.Run(start: index, length: end - index, style: .keyword))
        }
        index = end
        continue
      }
      if character != " " && character != "-" { keyDone = true }
      index += 1
    }
    return runs
  }

  /// Whether only spaces stand between `index` and an `=` (an INI or TOML key's end).
  private static func isKeyEnd(_ characters: [Character], from index: Int) -> Bool {
    var at = index
    while at < characters.count && characters[at] == " " { at += 1 }
    return at < characters.count && characters[at] == "="
  }

  /// Where the number starting at `start` ends: `0x`/`0o`/`0b` and their digits, or
  /// decimal digits with one fraction (a `.` then a digit: `1.cmp` is `1`, then a method)
  /// and an exponent; `_` between digits.
  static func numberEnd(_ characters: [Character], from start: Int) -> Int {
    var end = start
    func take(_ allowed: (Character) -> Bool) {
      while end < characters.count && (allowed(characters[end]) || characters[end] == "_") {
        end += 1
      }
    }
    let decimal: (Character) -> Bool = { $0.isASCII && $0.isNumber }
    if characters[start] == "0", start + 1 < characters.count,
      "xXoObB".contains(characters[start + 1])
    {
      end = start + 2
      take { $0.isHexDigit }
      return end
    }
    take(decimal)
    if end + 1 < characters.count, characters[end] == ".", decimal(characters[end + 1]) {
      end += 1
      take(decimal)
    }
    if end + 1 < characters.count, "eE".contains(characters[end]) {
      var next = end + 1
      if "+-".contains(characters[next]) { next += 1 }
      if next < characters.count, decimal(characters[next]) {
        end = next
        take(decimal)
      }
    }
    return max(end, start + 1)
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private func matches(_ prefix: String, _ characters: [Character], at index: Int) -> Bool {
    let prefixCharacters = Array(prefix)
    guard index + prefixCharacters.count <= characters.count else { return false }
    return Array(characters[index..<index + prefixCharacters.count]) == prefixCharacters
  }

  private init(
    keywords: String, comments: [String], quotes: String = "\"'", markdown: Bool = false,
    yamlKeys: Bool = false, iniKeys: Bool = false, diff: Bool = false
  ) {
    self.keywords = Set(keywords.split(separator: " ").map(String.init))
    lineComments = comments
    self.quotes = Set(quotes)
    self.markdown = markdown
    self.yamlKeys = yamlKeys
    self.iniKeys = iniKeys
    self.diff = diff
  }

  static let swift = SyntaxHighlighter(
    keywords:
      "import func var let if else guard return for in while repeat switch case default break continue struct class enum protocol extension init deinit self Self throws rethrows throw try catch do async await public private internal fileprivate open static final true false nil where as is some any inout defer",
    comments: ["//"], quotes: "\"")
  static let python = SyntaxHighlighter(
    keywords:
      "def class import from as if elif else for while return yield try except finally raise with lambda pass break continue and or not in is None True False async await global nonlocal self",
    comments: ["#"])
  static let javascript = SyntaxHighlighter(
    keywords:
      "function const let var if else for while do return class extends new this import export from default async await try catch finally throw typeof instanceof in of null undefined true false switch case break continue interface type enum",
    comments: ["//"], quotes: "\"'`")
  static let go = SyntaxHighlighter(
    keywords:
      "package import func var const type struct interface map chan go defer return if else for range switch case default break continue select nil true false",
    comments: ["//"], quotes: "\"`")
  static let rust = SyntaxHighlighter(
    keywords:
      "fn let mut const static struct enum impl trait pub use mod crate self Self if else match for in while loop return break continue as ref move true false where async await unsafe dyn",
    comments: ["//"], quotes: "\"")
  static let c = SyntaxHighlighter(
    keywords:
      "int char void long short unsigned signed float double struct union enum typedef static const extern return if else for while do switch case default break continue sizeof include define NULL",
    comments: ["//"])
  static let ruby = SyntaxHighlighter(
    keywords:
      "def class module end if elsif else unless while until for in do return yield begin rescue ensure raise require attr_accessor self nil true false and or not then",
    comments: ["#"])
  static let shell = SyntaxHighlighter(
    keywords:
      "if then else elif fi for while until do done case esac function return local export set echo in exit",
    comments: ["#"])
  static let json = SyntaxHighlighter(keywords: "true false null", comments: [], quotes: "\"")
  static let yaml = SyntaxHighlighter(
    keywords: "true false null yes no", comments: ["#"], yamlKeys: true)
  static let markdownSpec = SyntaxHighlighter(keywords: "", comments: [], markdown: true)
  static let cpp = SyntaxHighlighter(
    keywords:
      "int char void long short unsigned signed float double bool auto struct union enum class typedef static const constexpr extern return if else for while do switch case default break continue sizeof include define nullptr true false namespace using template typename public private protected virtual override new delete this try catch throw",
    comments: ["//"])
  static let csharp = SyntaxHighlighter(
    keywords:
      "using namespace class struct interface enum record public private protected internal static readonly const void int string bool var new return if else for foreach in while do switch case default break continue null true false this base async await try catch finally throw override virtual",
    comments: ["//"], quotes: "\"")
  static let java = SyntaxHighlighter(
    keywords:
      "package import class interface enum record extends implements public private protected static final abstract void int long boolean char double float new return if else for while do switch case default break continue null true false this super try catch finally throw throws var",
    comments: ["//"], quotes: "\"")
  static let kotlin = SyntaxHighlighter(
    keywords:
      "package import fun val var class object interface data sealed enum override open private public internal return if else when for while do in is as null true false this super try catch finally throw suspend",
    comments: ["//"], quotes: "\"")
  static let php = SyntaxHighlighter(
    keywords:
      "function class public private protected static return if else elseif foreach for while as echo new null true false array use namespace try catch throw",
    comments: ["//", "#"])
  static let lua = SyntaxHighlighter(
    keywords:
      "local function end if then else elseif for in do while repeat until return break nil true false and or not",
    comments: ["--"])
  static let sql = SyntaxHighlighter(
    keywords:
      "SELECT FROM WHERE AND OR NOT INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE INDEX VIEW DROP ALTER JOIN LEFT RIGHT INNER OUTER ON AS GROUP BY ORDER HAVING LIMIT OFFSET NULL IS IN LIKE DISTINCT UNION PRIMARY KEY select from where and or not insert into values update set delete create table index view drop alter join left right inner outer on as group by order having limit offset null is in like distinct union primary key",
    comments: ["--"])
  static let css = SyntaxHighlighter(
    keywords: "important media import from to", comments: [])
  static let markup = SyntaxHighlighter(
    keywords: "html head body div span a p script style meta link title DOCTYPE xml",
    comments: ["<!--"])
  static let dockerfile = SyntaxHighlighter(
    keywords:
      "FROM RUN CMD ENTRYPOINT COPY ADD ENV ARG WORKDIR EXPOSE VOLUME USER LABEL HEALTHCHECK SHELL ONBUILD STOPSIGNAL AS",
    comments: ["#"])
  static let makefile = SyntaxHighlighter(
    keywords: "ifeq ifneq ifdef ifndef else endif include define endef export override PHONY",
    comments: ["#"])
  static let diff = SyntaxHighlighter(keywords: "", comments: [], diff: true)
  static let toml = SyntaxHighlighter(
    keywords: "true false", comments: ["#"], iniKeys: true)
  static let ini = SyntaxHighlighter(
    keywords: "true false yes no on off", comments: ["#", ";"], iniKeys: true)
}
