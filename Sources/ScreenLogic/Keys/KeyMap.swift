import FoundationEssentials
import GistValues
import Keys
import Store

/// The keys the user gave actions in `[keys]` of the config (`star = "s"`,
/// `palette = ["ctrl-p", ":"]`), checked against every screen's table: an action is named
/// as the tables name it, and gets those keys on every screen that has it. Help, the footer
/// and the palette follow, as they are made from the tables.
public struct KeyMap: Equatable, Sendable {
  /// The keys of each remapped action, by its name.
  public private(set) var keys: [String: [Key]] = [:]

  /// No remaps.
  public init() {}

  /// The remaps of `[keys]` in `source`. A name no screen has, a key dehub does not know,
  /// Ctrl-C and Ctrl-Z (quit and suspend stay as they are), a character given to an action
  /// of a screen where the user types (it would no longer type), and two actions of one
  /// screen on one key are refused, with a sentence naming them.
  public init(_ remaps: [String: [String]], source: String = "config.toml") throws(GistError) {
    // The tables as shipped have no conflict (`checkShippedTables`, tested): with nothing
    // remapped there is nothing to check, and every start skips building all 14 tables.
    guard !remaps.isEmpty else { return }
    let known = Set(Self.screens.flatMap { $0.bindings.map(\.name) })
    for (name, names) in remaps.sorted(by: { $0.key < $1.key }) {
      guard known.contains(name) else {
        throw GistError.local(
          "\(source): [keys] \(name): no screen has an action of that name (docs/keys.md "
            + "lists them).")
      }
      var keys: [Key] = []
      for keyName in names {
        guard let key = Key(name: keyName) else {
          throw GistError.local(
            "\(source): [keys] \(name) = \"\(keyName)\": not a key dehub knows (a character, "
              + "or a name such as enter, esc, tab, space, pgdn, f5, ctrl-p).")
        }
        guard !Self.reserved.contains(key) else {
          throw GistError.local(
            "\(source): [keys] \(name) = \"\(keyName)\": Ctrl-C quits and Ctrl-Z suspends "
              + "on every screen; give \(name) another key.")
        }
        if let same = Self.sameAs[key] {
          throw GistError.local(
            "\(source): [keys] \(name) = \"\(keyName)\": a terminal sends it as \(same), so "
              + "it would never reach \(name); name \(same.lowercased()) instead, or another key.")
        }
        keys.append(key)
      }
      self.keys[name] = keys
    }
    try check(source: source)
  }

  /// Refuses a key two actions of one screen share with the shipped tables alone (a test
  /// runs it: an empty `[keys]` is not checked at each start).
  public static func checkShippedTables() throws(GistError) {
    try KeyMap().check(source: "the shipped tables")
  }

  /// Refuses a character given to an action where the user types, and two actions of one
  /// screen on one key, with these remaps.
  private func check(source: String) throws(GistError) {
    let shellNames = Set(ShellKeys.table.map(\.name))
    for screen in Self.screens {
      var owner: [Key: String] = [:]
      for binding in screen.bindings {
        // (The app's own keys type there too, while the field has the focus.)
        if screen.types, !shellNames.contains(binding.name),
          let key = self.keys[binding.name]?.first(where: Self.types)
        {
          throw GistError.local(
            "\(source): [keys] \(binding.name) = \"\(key.label)\": on \(screen.title) a "
              + "character is typed; give \(binding.name) a key that types nothing (enter, "
              + "esc, f5, ctrl-p).")
        }
        for key in self.keys[binding.name] ?? binding.keys {
          if let other = owner[key], other != binding.name {
            let names = [other, binding.name].sorted()
            throw GistError.local(
              "\(source): [keys] gives \(key.label) to both \(names[0]) and \(names[1]) on "
                + "\(screen.title); give one of them another key.")
          }
          owner[key] = binding.name
        }
      }
    }
  }

  /// The key (as remapped) that reloads a screen of `table` (its `refresh` action), for a
  /// failure to name; nil when the screen has none.
  public func retryKey<Intent, Item>(in table: [KeyBinding<Intent, Item>]) -> String? {
    key(named: "refresh", in: table)
  }

  /// The first key of `table`'s action `name` as remapped, for a sentence that names it;
  /// nil when the table has no such action.
  public func key<Intent, Item>(named name: String, in table: [KeyBinding<Intent, Item>])
    -> String?
  {
    guard let binding = table.first(where: { $0.name == name }) else { return nil }
    return (keys[name] ?? binding.keys).first?.label
  }

  /// `table` with the remapped actions' keys (help writes the new keys).
  public func applied<Intent, Item>(to table: [KeyBinding<Intent, Item>]) -> [KeyBinding<
    Intent, Item
  >] {
    table.map { binding in
      guard let keys = keys[binding.name] else { return binding }
      var remapped = binding
      remapped.keys = keys
      remapped.label = keys.map(\.label).joined(separator: " ")
      return remapped
    }
  }

  /// The keys every screen keeps: Ctrl-C quits, Ctrl-Z suspends.
  static let reserved: Set<Key> = [.ctrl("c"), .ctrl("z")]

  /// Ctrl keys a terminal sends as another key: Ctrl-M is Enter, Ctrl-I is Tab, Ctrl-[ is
  /// Esc, Ctrl-H is Backspace.
  static let sameAs: [Key: String] = [
    .ctrl("m"): "Enter", .ctrl("i"): "Tab", .ctrl("["): "Esc", .ctrl("h"): "Backspace",
  ]

  /// Whether `key` types a character into a field.
  static func types(_ key: Key) -> Bool {
    if case .character = key { return true }
    return false
  }

  /// Every screen's actions (the app's own keys with each, as they work there too), and
  /// whether the user types into a field there (a character is then text, not an action),
  /// for the checks.
  static var screens: [(title: String, types: Bool, bindings: [(name: String, keys: [Key])])] {
    let shell = ShellKeys.table.map(Row.init)
    return tables.map { screen in
      (
        screen.title, screen.types,
        (screen.rows + (screen.shell ? shell : [])).map { ($0.name, $0.keys) }
      )
    }
  }

  /// One action of a screen, as the help and the man page list it.
  public struct Row: Sendable {
    /// The action's name (`star`), which `[keys]` in the config changes.
    public var name: String
    /// The keys.
    public var keys: [Key]
    /// How help writes the keys (`↑ k`).
    public var label: String
    /// What they do (`star or unstar`), with the note when there is one.
    public var action: String

    init<Intent, Item>(_ binding: KeyBinding<Intent, Item>) {
      name = binding.name
      keys = binding.keys
      label = binding.label
      action = binding.note.map { "\(binding.action) (\($0))" } ?? binding.action
    }
  }

  /// Every screen's keys, the screen's own first, then the app's own (`everywhere`) once:
  /// what `dehub manual` writes under BROWSER KEYS.
  public static var reference: [(title: String, rows: [Row])] {
    [("everywhere (but where a field takes typing)", ShellKeys.table.map(Row.init))]
      + tables.map { ($0.title, $0.rows) }
  }

  /// Each screen's own table, whether the user types into a field there, and whether the
  /// app's own keys work there too.
  private static var tables: [(title: String, types: Bool, shell: Bool, rows: [Row])] {
    [
      ("the gist list", false, true, GistListKeys.table.map(Row.init)),
      ("a gist", false, true, GistDetailKeys.table.map(Row.init)),
      ("the history", false, true, HistoryKeys.table.map(Row.init)),
      ("the comments", false, true, CommentsKeys.table.map(Row.init)),
      ("the forks", false, true, ForksKeys.table.map(Row.init)),
      ("a diff", false, true, DiffKeys.table.map(Row.init)),
      ("compose", false, true, ComposeKeys.table.map(Row.init)),
      ("the drafts", false, true, DraftsKeys.table.map(Row.init)),
      ("the outbox", false, true, OutboxKeys.table.map(Row.init)),
      ("the links", false, true, LinksKeys.table.map(Row.init)),
      ("the options", false, true, OptionsKeys.table.map(Row.init)),
      ("the accounts", false, true, AccountsKeys.table.map(Row.init)),
      ("the sign-in", true, true, LoginKeys.table.map(Row.init)),
      ("the look-up", true, true, LookupKeys.table.map(Row.init)),
      ("the palette", true, false, PaletteKeys.table.map(Row.init)),
      ("the picker", true, false, PickerKeys.table.map(Row.init)),
    ]
  }
}
