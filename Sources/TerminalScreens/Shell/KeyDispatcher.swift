import Keys
import ScreenLogic
import TerminalUI

/// A screen's key table at work on its Stage: a key's binding is looked up, the Director's
/// `availability` is asked before an intent is sent (a refused key never reaches the
/// handler), and help, the hint line and the palette say the same answer in one wording.
public final class KeyDispatcher<Stage: KeyedStage> {
  /// The Stage the keys drive.
  public let stage: Stage
  /// The screen's table.
  public let table: [KeyBinding<Stage.Intent, Stage.Item>]
  private let availability: (Stage.Intent) -> String?

  /// A dispatcher of `table` on `stage`, asking `availability` (the Director's).
  public init(
    stage: Stage, table: [KeyBinding<Stage.Intent, Stage.Item>],
    availability: @escaping (Stage.Intent) -> String?
  ) {
    self.stage = stage
    self.table = table
    self.availability = availability
  }

  /// Handles `key`: the Stage's questions and fields first, then the table, then what the
  /// Stage does with other keys.
  public func handle(_ key: Key) -> KeyOutcome {
    if stage.intercept(key) { return .handled }
    guard let binding = table.first(where: { $0.keys.contains(key) }) else {
      return stage.handleUnbound(key) ? .handled : .unhandled
    }
    return run(binding)
  }

  /// Runs the binding named `name` as its key would (the palette's choice).
  public func run(named name: String) -> KeyOutcome {
    guard let binding = table.first(where: { $0.name == name }) else { return .unhandled }
    return run(binding)
  }

  private func run(_ binding: KeyBinding<Stage.Intent, Stage.Item>) -> KeyOutcome {
    stage.prepareForKey()
    switch binding.dispatch(highlighted: stage.highlighted, availability: availability) {
    case .send(let intent): stage.send(intent)
    // The palette is the shell's: it opens it on the jumps asked for.
    case .view(.choose(let kind)): return .choose(kind)
    case .view(let operation): stage.perform(operation)
    case .refused(let sentence): return .refused(sentence)
    case .nothing: break
    }
    return .handled
  }

  /// The table as it stands now: each binding with why it does nothing (nil: it works).
  private var rows: [(binding: KeyBinding<Stage.Intent, Stage.Item>, unavailable: String?)] {
    let item = stage.highlighted
    return table.map {
      ($0, $0.unavailable(highlighted: item, availability: availability))
    }
  }

  /// Help's entries, in table order.
  public var helpEntries: [(keys: String, action: String)] {
    rows.map { ($0.binding.label, $0.binding.description(unavailable: $0.unavailable)) }
  }

  /// The hint line's entries, most important first (by rank, then table order), those
  /// about the highlighted item last while nothing is highlighted (an empty or failed
  /// list): the footer drops from the end. Those about what did not load are left out.
  public var hints: [(keys: String, action: String)] {
    let idle = KeyBinding<Stage.Intent, Stage.Item>.nothingHighlighted
    let hinted = rows.enumerated().filter {
      $0.element.binding.hinted && !Availability.isAbsence($0.element.unavailable)
    }
    let ordered = hinted.sorted { first, second in
      let one: (Int, Int, Int) = (
        first.element.unavailable == idle ? 1 : 0, first.element.binding.rank, first.offset
      )
      let other: (Int, Int, Int) = (
        second.element.unavailable == idle ? 1 : 0, second.element.binding.rank, second.offset
      )
      return one < other
    }
    return ordered.map {
      (
        $0.element.binding.label,
        $0.element.binding.description(unavailable: $0.element.unavailable, brief: true)
      )
    }
  }

  /// The palette's entries: the verbs first, in table order, then the scroll keys.
  public var paletteEntries: [PaletteEntry] {
    let rows = rows
    return (rows.filter { !$0.binding.scrolls } + rows.filter(\.binding.scrolls)).map {
      PaletteEntry(
        id: $0.binding.name, action: $0.binding.action, note: $0.binding.note,
        keys: $0.binding.label, unavailable: $0.unavailable)
    }
  }
}
