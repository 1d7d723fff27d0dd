import GistValues

/// The fields `--json FIELDS` picks from, by what a command prints: gh's names where gh has
/// the field (`id`, `description`, `files`, `public`, `createdAt`, `updatedAt`, `url`,
/// `owner`), gh's habits elsewhere (camelCase, `author` for the user who wrote, a count as
/// `…Count`). Each is made from GitHub's JSON of the object (what bare `--json` prints).
enum JSONShape {
  /// A gist (`list`, `view`).
  case gist
  /// A gist found by `search`: a gist's fields and its `matches`.
  case searchHit
  /// A revision (`history`).
  case revision
  /// A comment (`comments`).
  case comment
  /// The answer of `diff`.
  case diff
  /// A gist deleted through dehub (`undelete`).
  case deleted

  /// One field: its name and how it is made from GitHub's JSON of the object.
  struct Field {
    let name: String
    let value: @Sendable (JSONValue) -> JSONValue
  }

  /// The shape each command with `--json` prints, by its name.
  static let ofCommand: [String: JSONShape] = [
    "list": .gist, "view": .gist, "search": .searchHit, "history": .revision,
    "comments": .comment, "diff": .diff, "undelete": .deleted,
  ]

  /// The fields, sorted by name.
  var fields: [Field] {
    let all: [Field]
    switch self {
    case .gist: all = Self.gistFields
    case .searchHit: all = Self.gistFields + [Self.same("matches")]
    case .revision:
      all = [
        Self.same("version"), Self.same("url"), Self.author("user"),
        Self.renamed("committedAt", "committed_at"),
        Field(name: "additions") { $0["change_status"]?["additions"] ?? .null },
        Field(name: "deletions") { $0["change_status"]?["deletions"] ?? .null },
      ]
    case .comment:
      all = [
        Self.same("id"), Self.same("body"), Self.author("user"),
        Self.renamed("createdAt", "created_at"), Self.renamed("updatedAt", "updated_at"),
      ]
    case .diff: all = [Self.same("from"), Self.same("to"), Self.same("files")]
    case .deleted:
      all = [
        Self.same("id"), Self.description, Self.same("public"), Self.same("files"),
        Self.renamed("deletedAt", "deleted_at"),
      ]
    }
    return all.sorted { $0.name < $1.name }
  }

  /// The names of the fields, sorted.
  var names: [String] { fields.map(\.name) }

  /// `value` (an object, or an array of them) with only `fields` of each object.
  static func select(_ fields: [Field], from value: JSONValue) -> JSONValue {
    if case .array(let items) = value {
      return .array(items.map { select(fields, from: $0) })
    }
    var members = JSONMembers()
    for field in fields { members.append(field.name, field.value(value)) }
    return .object(members)
  }

  private static let gistFields: [Field] = [
    same("id"), description, same("public"), same("truncated"),
    renamed("createdAt", "created_at"), renamed("updatedAt", "updated_at"),
    renamed("url", "html_url"), renamed("gitPullUrl", "git_pull_url"),
    renamed("gitPushUrl", "git_push_url"), renamed("commentCount", "comments"),
    Field(name: "owner") { gist in
      guard let login = gist["owner"]?["login"] else { return .null }
      return .object(["login": login])
    },
    Field(name: "visibility") { gist in
      guard let isPublic = gist["public"]?.bool else { return .null }
      return .string(isPublic ? "public" : "secret")
    },
    Field(name: "files") { gist in
      guard case .object(let files)? = gist["files"] else { return .array([]) }
      return .array(files.pairs.map { name, entry in JSONShape.file(name, entry) })
    },
  ]

  /// One file of a gist: its name, language, type, size and raw URL, and its `content` and
  /// `truncated` where GitHub's object has them (a gist read whole, not a list's).
  private static func file(_ name: String, _ file: JSONValue) -> JSONValue {
    var members: JSONMembers = [
      "name": file["filename"] ?? .string(name), "language": file["language"] ?? .null,
      "type": file["type"] ?? .null, "size": file["size"] ?? .null,
      "rawUrl": file["raw_url"] ?? .null,
    ]
    for key in ["content", "truncated"] {
      if let value = file[key] { members.append(key, value) }
    }
    return .object(members)
  }

  /// A gist's description, `""` where GitHub gives null (as gh's).
  private static let description = Field(name: "description") { object in
    if case .string(let text)? = object["description"] { .string(text) } else { .string("") }
  }

  /// The member of the same name.
  private static func same(_ name: String) -> Field { renamed(name, name) }

  /// The member GitHub names `key`.
  private static func renamed(_ name: String, _ key: String) -> Field {
    Field(name: name) { $0[key] ?? .null }
  }

  /// `author`: the login of GitHub's user member `key`.
  private static func author(_ key: String) -> Field {
    Field(name: "author") { object in
      guard let login = object[key]?["login"] else { return .null }
      return .object(["login": login])
    }
  }
}
