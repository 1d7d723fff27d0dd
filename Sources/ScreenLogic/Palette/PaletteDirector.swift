import Basics
import GistValues
import Reactive

/// The command palette (`Ctrl-P`, `:`): every action of the screen below it (its key
/// table, in help order) and the app's (`GlobalAction`, those the screen has no key for),
/// filtered fuzzily as the user types; text that is not an action can be opened as a URL,
/// gist id or login. Choosing ends it with what to do.
public final class PaletteDirector: ScreenDirector {
  public typealias Intent = PaletteIntent

  /// How the palette ended.
  public enum Outcome: Equatable, Sendable {
    /// Run the screen's action with this id (its key table's row).
    case screen(String)
    /// Show this line (from 1) of the screen's text (`:120`, as in vim and less).
    case line(Int)
    /// Make this move between screens.
    case go(Transition)
    /// Show the screen's help.
    case help
    /// Leave the app.
    case quit
    /// The user left without choosing.
    case cancelled
  }

  /// The id of the entry that opens what was typed (not a key table's name: the list's
  /// "open" is one).
  static let openID = "palette.open"
  /// The id of the entry that goes to the line typed.
  static let lineID = "palette.line"

  private let stage: any PaletteStage
  private let finish: (Outcome) -> Void
  private let bag = DisposeBag()
  /// Every entry, the screen's first.
  public let entries: [PaletteEntry]
  private var query = ""

  /// Whether the screen shows a text whose lines can be gone to (a number typed is then
  /// offered as "go to line").
  private let goesToLines: Bool

  /// A palette on `stage` over the screen's `screen` entries (their ids come back as
  /// `.screen`) and the app's actions; `finish` is told the outcome once. `goesToLines`:
  /// the screen shows a text, and a number typed goes to that line. `signedOut`: no token
  /// is in use, and the app's actions that need an account are left out. `choosing`: the
  /// `screen` entries are jumps of that kind (a gist's files), listed alone: no app
  /// action, nothing typed is opened.
  public init(
    stage: any PaletteStage, screen: [PaletteEntry], goesToLines: Bool = false,
    signedOut: Bool = false, choosing: JumpEntries.Kind? = nil,
    finish: @escaping (Outcome) -> Void
  ) {
    self.choosing = choosing
    self.goesToLines = goesToLines
    self.stage = stage
    self.finish = finish
    let named = Set(screen.map { $0.action.lowercased() })
    entries =
      screen
      + GlobalAction.allCases.filter {
        choosing == nil && !named.contains($0.action.lowercased())
          && !(signedOut && $0.needsAccount)
      }.map {
        PaletteEntry(id: "app.\($0.rawValue)", action: $0.action, keys: $0.keys)
      }
    screenIDs = Set(screen.map(\.id))
  }

  private let screenIDs: Set<String>
  /// The kind of jumps listed alone (nil: every action).
  private let choosing: JumpEntries.Kind?

  /// Shows every entry.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    if let choosing {
      stage.showHeading(title: choosing.title, placeholder: "type part of a name")
    }
    render()
  }

  private func handle(_ intent: PaletteIntent) {
    switch intent {
    case .query(let text):
      guard text != query else { return }
      query = text
      render()
    case .choose(let id):
      choose(id)
    case .cancel:
      finish(.cancelled)
    }
  }

  private func choose(_ id: String) {
    if screenIDs.contains(id) { return finish(.screen(id)) }
    if id == Self.lineID, let line = typedLine { return finish(.line(line)) }
    if id == Self.openID {
      do throws(GistError) {
        return finish(.go(.push(try Destination.parse(typed))))
      } catch {
        return stage.showStatus(error.message)
      }
    }
    guard let action = GlobalAction(rawValue: String(id.dropFirst("app.".count))) else { return }
    switch action {
    case .help: finish(.help)
    case .quit: finish(.quit)
    default: action.transition.map { finish(.go($0)) }
    }
  }

  /// The query without the spaces around it.
  private var typed: String { query.trimmingSpaces() }

  /// The line number typed, when the screen goes to lines and what is typed is one.
  private var typedLine: Int? {
    guard goesToLines, (1...9).contains(typed.count), typed.allSatisfy(\.isASCII),
      let line = Int(typed), line > 0
    else { return nil }
    return line
  }

  private func render() {
    var shown: [PaletteEntry]
    if typed.isEmpty {
      shown = entries
    } else {
      shown = entries.enumerated()
        .compactMap { index, entry in
          FuzzyMatch.score(typed, in: entry.action, byWordStarts: true).map {
            (entry, $0, index)
          }
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        .map(\.0)
      // What is typed can always be opened, first when no action matches (but among jumps
      // listed alone, which are all there is).
      if choosing == nil {
        shown.append(
          PaletteEntry(
            id: Self.openID, action: "open “\(typed)” (a URL, gist id or user)", keys: ""))
      }
      if let line = typedLine {
        shown.insert(PaletteEntry(id: Self.lineID, action: "go to line \(line)", keys: ""), at: 0)
      }
    }
    stage.showEntries(shown, selected: shown.first?.id)
    let count = shown.filter { $0.id != Self.openID && $0.id != Self.lineID }.count
    let noun = choosing?.plural ?? "actions"
    stage.showStatus(
      typed.isEmpty
        ? "\(count) \(noun) · type to filter · Enter runs · Esc closes"
        : "\(count) of \(entries.count) \(noun) · Enter runs · Esc closes")
  }
}
