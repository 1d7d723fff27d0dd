import Foundation
import TestSupport
import Testing

@testable import GistValues

/// The fast reader of lists: it reads what `JSONDecoder` reads, gist for gist (GitHub's
/// published examples and odd items), refuses what is not JSON, and keeps each element's
/// bytes.
@Suite struct JSONValueTests {
  @Test(arguments: ["examples/base-gist-items.json", "examples/gist-fork-items.json"])
  func listsReadAsJSONDecoderReadsThem(example: String) throws {
    let data = try Fixtures.data(example)
    let (gists, raw) = try Gist.list(in: data)
    let decoded = try GistJSON.decoder().decode([Lenient<Gist>].self, from: data)
      .compactMap(\.value)
    #expect(gists == decoded && !gists.isEmpty)
    for gist in gists {
      let bytes = try #require(raw[gist.id])
      #expect(try GistJSON.decoder().decode(Gist.self, from: bytes) == gist)
    }
  }

  @Test(arguments: ["examples/base-gist.json", "examples/gist.json"])
  func wholeGistsReadAsJSONDecoderReadsThem(example: String) throws {
    let data = try Fixtures.data(example)
    let gist = try Gist.whole(from: data)
    #expect(gist == (try GistJSON.decoder().decode(Gist.self, from: data)))
    #expect(gist.history?.isEmpty == false || gist.forks != nil || !gist.files.isEmpty)
  }

  @Test(arguments: [
    "examples/base-gist.json", "examples/gist.json", "examples/gist-fork-items.json",
  ])
  func gistsAreWrittenAsJSONEncoderWritesThem(example: String) throws {
    let data = try Fixtures.data(example)
    let whole = try? Gist.whole(from: data)
    let gists = try whole.map { [$0] } ?? GistJSON.decoder().decode([Gist].self, from: data)
    for var gist in gists {
      gist.files.append(
        GistFile(
          filename: "odd \"name\"/\u{1}\t\n\r\u{8}\u{c}\\ é😀", type: nil, language: nil,
          rawURL: nil,
          size: 3, truncated: true, content: "a/b\u{7f}\u{1f}", encoding: nil))
      gist.description = nil
      #expect(
        String(decoding: gist.json, as: UTF8.self)
          == String(decoding: try GistJSON.encoder().encode(gist), as: UTF8.self))
      #expect(try Gist.whole(from: gist.json) == gist)
    }
  }

  @Test func oddRevisionsForksAndSourcesAreReadAsJSONDecoderReadsThem() throws {
    let data = Data(
      #"""
      {"id": "g", "files": {"z.txt": {"content": "z"}, "a.txt": {"content": "a"}},
       "forks": [{"id": "f1", "user": {"login": "ada", "id": 1}, "created_at": "2011-01-01T00:00:00Z"},
                 {"id": 7}, {"id": "f2", "user": null, "created_at": "not a date"}, "x"],
       "history": [{"version": "v1", "change_status": {"additions": 3, "deletions": 1, "total": 4},
                    "committed_at": "2011-01-02T00:00:00.5Z", "user": {"login": "bo"}},
                   {"version": "v2", "change_status": {"additions": "3", "deletions": 1}},
                   {"version": "v3", "change_status": {"additions": null, "deletions": 2}},
                   {"version": "v4", "change_status": [1]}, {"version": 5}, {"url": "u"}],
       "fork_of": {"owner": {"login": "cy"}}}
      """#.utf8)
    let gist = try Gist.whole(from: data)
    #expect(gist == (try GistJSON.decoder().decode(Gist.self, from: data)))
    #expect(gist.files.map(\.filename) == ["a.txt", "z.txt"])
    #expect(gist.forks?.map(\.id) == ["f1", "f2"] && gist.forkOf == nil)
    #expect(gist.history?.map(\.additions) == [3, 0, 0, 0])
    #expect(gist.history?.map(\.deletions) == [1, 0, 2, 0])
    let source = try Gist.whole(
      from: Data(#"{"id": "h", "fork_of": {"id": "s", "owner": {"login": "cy"}}}"#.utf8))
    #expect(source.forkOf == GistForkSource(id: "s", owner: GistUser(login: "cy", id: 0)))
    for broken in ["", "[]", #"{"id": null}"#, #"{"id": "x""#] {
      #expect(throws: GistError.self, "\(broken)") { try Gist.whole(from: Data(broken.utf8)) }
    }
  }

  @Test func oddFieldsAndItemsAreReadLeniently() throws {
    let data = Data(
      #"""
      [ {"id": 42, "public": "yes", "comments": 1.5, "files": {"a.txt": {"size": "big"}, "b": 7},
         "owner": {"id": 1}, "updated_at": "2010-04-14T02:15:15.123Z", "description": "caf\u00e9 \ud83d\ude00 \/"},
        {"description": "no id"}, 7, null,
        {"id": "x", "created_at": "2010-04-14T02:15:15Z", "owner": {"login": "ada", "id": 2}} ]
      """#.utf8)
    let (gists, raw) = try Gist.list(in: data)
    let decoded = try GistJSON.decoder().decode([Lenient<Gist>].self, from: data)
      .compactMap(\.value)
    #expect(gists == decoded)
    #expect(gists.map(\.id) == ["42", "x"] && gists[0].description == "café 😀 /")
    #expect(gists[0].files.map(\.filename) == ["a.txt"] && gists[0].owner == nil)
    #expect(gists[1].createdAt == Date(timeIntervalSince1970: 1_271_211_315))
    #expect(String(decoding: raw["x"] ?? Data(), as: UTF8.self).hasPrefix(#"{"id": "x""#))
  }

  /// `list --json` reads a cached page's ids alone: the same gists, ids and bytes as the
  /// whole reading, odd elements included, and the same refusals.
  @Test(arguments: ["examples/base-gist-items.json", "examples/gist-fork-items.json", "odd"])
  func identitiesAreTheListsIdsAndBytes(example: String) throws {
    let data =
      example == "odd"
      ? Data(
        #"[{"id": 42, "x": 1}, {"description": "no id"}, 7, null, {"i\u0064": "b"}, {"id": "x"}]"#
          .utf8) : try Fixtures.data(example)
    let (gists, raw) = try Gist.list(in: data)
    let identities = try Gist.identities(in: data)
    #expect(identities.map(\.id) == gists.map(\.id) && !gists.isEmpty)
    #expect(identities.allSatisfy { raw[$0.id] == $0.bytes })
    for broken in [#"[{"id": "a", "x": [1,]}]"#, #"{"id": "a"}"#, "[{\"id\": \"\u{01}\"}]"] {
      #expect(throws: GistError.self, "\(broken)") { try Gist.identities(in: Data(broken.utf8)) }
    }
  }

  @Test(arguments: [
    "", "[", "[1,]", "{\"a\" 1}", "[\"unterminated]", "[\"bad \\q escape\"]", "[tru]",
    "[\"raw \u{01} control\"]", "[1] trailing", "[\"\\u12\"]", "[-]",
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
  ])
  func whatIsNotJSONIsRefused(text: String) {
    #expect(throws: GistError.self) { try JSONValue.parse(Data(text.utf8)) }
  }

  /// A list reads only the members a row needs; the others are still checked.
  @Test func skippedMembersAreStillChecked() throws {
    for broken in [
      #"[{"id": "a", "x": [1,]}]"#, #"[{"id": "a", "x": "\u00"}]"#, #"[{"id": "a", "x": "a\qb"}]"#,
      #"[{"id": "a", "x": {"y" 1}}]"#, "[{\"id\": \"a\", \"x\": \"\u{01}\"}]",
    ] {
      #expect(throws: GistError.self, "\(broken)") { try Gist.list(in: Data(broken.utf8)) }
    }
    let escapedName = try Gist.list(in: Data(#"[{"i\u0064": "b", "x": {"deep": [[[]]]}}]"#.utf8))
    #expect(escapedName.0.map(\.id) == ["b"])
  }

  /// A notebook's cells past the first few are counted, not read (issue 55); what is
  /// skipped is still checked.
  @Test func anArrayPastItsFirstElementsIsCountedNotRead() throws {
    let selection = JSONValue.Selection.members(
      [("cells", .first(2, each: .members([("id", .everything)], others: nil)))], others: nil)
    let text = #"{"cells": [{"id": 1, "x": 2}, {"id": 2}, {"id": 3}, [4]], "other": true}"#
    let value = try JSONValue.parse(Data(text.utf8), selecting: selection)
    #expect(
      value
        == .object([
          "cells": .array([.object(["id": .number(1)]), .object(["id": .number(2)]), .null, .null])
        ]))
    #expect(throws: GistError.self) {
      try JSONValue.parse(Data(#"{"cells": [1, 2, [3,]]}"#.utf8), selecting: selection)
    }
  }

  @Test func valuesAndNumbersReadAsTheyAre() throws {
    let value = try JSONValue.parse(
      Data(#"{"a": [true, false, null, -12, 1.5e3, 123456789012], "b": {"c": "\n\t\""}}"#.utf8))
    #expect(
      value
        == .object([
          "a": .array([
            .bool(true), .bool(false), .null, .number(-12), .number(1500), .number(123_456_789_012),
          ]),
          "b": .object(["c": .string("\n\t\"")]),
        ]))
    #expect(value["a"] != nil && JSONValue.number(3).int == 3 && JSONValue.number(3.5).int == nil)
    #expect(
      GistJSON.parseDateFast("2026-11-23T17:35:22Z") == GistJSON.parseDate("2026-11-23T17:35:22Z"))
    #expect(GistJSON.parseDateFast("not a date") == nil)
  }
}

/// `JSONValue.serialized`: one line that reads back as the same value, escaped as
/// `JSONEncoder` escapes.
@Suite struct JSONValueWritingTests {
  @Test func writesOneLineThatReadsBack() throws {
    let value = JSONValue.object([
      "text": .string("a \"q\"\n\t\u{1B}[31m\\ é \u{0}"), "whole": .number(42),
      "half": .number(0.5),
      "list": .array([.null, .bool(true), .bool(false), .object([:])]), "none": .number(.nan),
    ])
    let text = value.serialized
    #expect(!text.contains("\n") && !text.contains("\u{1B}") && !text.contains("\u{0}"))
    #expect(text.contains(#""whole":42"#) && text.contains(#""half":0.5"#))
    #expect(text.contains(#""none":null"#))
    var expected = value
    if case .object(var members) = expected {
      members.append("none", .null)
      expected = .object(members)
    }
    #expect(try JSONValue.parse(Data(text.utf8)) == expected)
  }
}
