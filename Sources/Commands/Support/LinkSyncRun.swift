import Basics
import FoundationEssentials
import GistWork
import ScreenLogic

/// One link brought in step, as `dehub sync` does it: what changed here is pushed and what
/// changed on GitHub is pulled, each shown as a diff first; on a terminal each is asked
/// for, `--yes` applies what has no conflict, and without either nothing is written. A
/// conflict is written only after a choice: keep mine, keep GitHub's, keep both, or merge in
/// the editor.
struct LinkSyncRun {
  /// Which way files may go.
  enum Direction {
    case both, push, pull
  }

  let session: LinkSession
  var direction = Direction.both
  var dryRun = false
  var yes = false
  var allowSecrets = false
  /// Whether questions may be asked (stdin is a terminal).
  var asks: Bool
  var environment: [String: String]
  /// What was said already this run: a file skipped is said once, not at every step of a
  /// watch.
  let said = SaidOnce()

  /// What a run did.
  struct Outcome {
    var pushed: [String] = []
    var pulled: [String] = []
    var conflicts: [String] = []
    /// Files that would change but were not (declined, or a dry run).
    var held: [String] = []
  }

  /// Syncs `link`; the outcome.
  func sync(_ link: Link) throws -> Outcome {
    let state = try session.inspect(link)
    return try sync(state)
  }

  /// Says when `state`'s gist came from the cache (GitHub could not be reached): once while
  /// that lasts. Once GitHub answers again, the link's state is said again.
  private func sayReach(_ state: LinkState) {
    let subject = state.link.path + "\n(reach)"
    if let note = state.offlineNote(now: Console.current.now()) {
      said.state(note, kind: "offline", about: subject)
    } else if said.state(nil, kind: "online", about: subject) {
      said.moved(state.link.path)
    }
  }

  /// Syncs a link as `state` found it.
  func sync(_ state: LinkState) throws -> Outcome {
    sayReach(state)
    for skipped in state.skipped {
      said.error(
        Output.oneLine("dehub: skipped \(skipped.name): \(skipped.reason)"), about: state.link.path)
    }
    var outcome = Outcome()
    let pushes = direction == .pull ? [] : state.files.filter(\.status.pushes).map(\.name)
    let pulls = direction == .push ? [] : state.files.filter(\.status.pulls).map(\.name)
    let conflicts = state.files.filter { $0.status == .conflict }.map(\.name)
    let path = state.link.path
    if pushes.isEmpty && pulls.isEmpty && conflicts.isEmpty {
      if state.files.contains(where: \.settles) && !dryRun {
        try session.apply(state, push: [], pull: [])
      }
      said.state("\(path): \(state.summary).", about: path)
      return outcome
    }
    said.moved(path)
    if state.offlineSince != nil {
      throw CommandFailure.failure(
        "GitHub cannot be reached: nothing synced for \(path) (`dehub status` shows the cached state)."
      )
    }
    // What is shown is grouped by link, under a line naming it (several links are synced
    // one after the other).
    let heading = "\(path)  gist \(state.link.gistID)"
    if dryRun {
      Output.line(heading)
      for name in pushes { show(state, name, verb: "would push") }
      for name in pulls { show(state, name, verb: "would pull") }
      for name in conflicts { show(state, name, verb: "conflict:") }
      outcome.held = pushes + pulls
      outcome.conflicts = conflicts
      return outcome
    }
    if !yes && !asks {
      throw CommandFailure.failure(
        "Not syncing \(path) without --yes when stdin is not a terminal: "
          + "\((pushes + pulls + conflicts).count.counted("file")) would change "
          + "(`dehub sync --dry-run` shows how).")
    }
    if !yes { Output.line(heading) }
    var (push, pull): ([String], [String]) = ([], [])
    var written: [String: String] = [:]
    for name in pushes where yes || ask(state, name, verb: "Push") { push.append(name) }
    for name in pulls where yes || ask(state, name, verb: "Pull") { pull.append(name) }
    outcome.held = (pushes + pulls).filter { !push.contains($0) && !pull.contains($0) }
    for name in conflicts {
      guard !yes && asks else {
        outcome.conflicts.append(name)
        continue
      }
      switch try resolve(state, name) {
      case .mine: push.append(name)
      case .theirs: pull.append(name)
      case .both:
        let aside = try session.keepAside(state, name: name)
        Output.error(
          "Kept yours as \(aside), beside GitHub's; it is not synced (sync leaves "
            + "copies kept at a conflict out).")
        pull.append(name)
      case .merged(let text):
        written[name] = text
        push.append(name)
      case .skip: outcome.conflicts.append(name)
      }
    }
    var pushed = state
    for (name, text) in written {
      if let index = pushed.files.firstIndex(where: { $0.name == name }) {
        pushed.files[index].local = .text(text)
      }
    }
    if !push.isEmpty,
      let refused = SecretGate.check(
        SecretScanner.scan(session.changes(pushed, pushing: push)),
        isPublic: state.gist.isPublic, allowed: allowSecrets, what: "a public gist")
    {
      throw refused
    }
    try session.apply(state, push: push, pull: pull, written: written)
    // A deletion is said as one: "pushed" for a file deleted here read as an upload.
    for name in pull {
      let place = state.link.localURL(of: name).path
      Output.error(
        state.file(name)?.remote == nil
          ? "deleted \(place) (deleted on GitHub)" : "pulled \(name) into \(place)")
    }
    for name in push {
      let gist = "gist \(state.link.gistID)"
      Output.error(
        pushed.file(name)?.local == nil
          ? "deleted \(name) from \(gist) (deleted here)" : "pushed \(name) to \(gist)")
    }
    outcome.pushed = push
    outcome.pulled = pull
    return outcome
  }

  /// Prints what syncing file `name` would change, as a unified diff under a heading.
  private func show(_ state: LinkState, _ name: String, verb: String) {
    guard let file = state.file(name) else { return }
    // "conflict: b.md (changed here and on GitHub)", not the label's own "(conflict)" again.
    let how = file.status == .conflict ? "changed here and on GitHub" : file.status.label
    Output.line("\(verb) \(name) (\(how))")
    let sides = state.sides([name])
    let (from, to) = file.status.pulls ? (sides.here, sides.github) : (sides.github, sides.here)
    let names = ("GitHub's", "here: \(state.link.localURL(of: name).path)")
    Output.write(
      GistDiff.unified(
        from: from, to: to,
        sides: file.status.pulls ? (names.1, names.0) : (names.0, names.1)))
  }

  private func ask(_ state: LinkState, _ name: String, verb: String) -> Bool {
    show(state, name, verb: verb.lowercased())
    Output.prompt("\(verb) \(name)? [y/N] ")
    let answer = Console.current.readLine()?.trimmingSpaces().lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }

  /// A choice for a conflict.
  enum Choice {
    case mine, theirs, both, skip
    case merged(String)
  }

  private func resolve(_ state: LinkState, _ name: String) throws -> Choice {
    show(state, name, verb: "conflict:")
    guard let file = state.file(name) else { return .skip }
    // Bytes are not merged in an editor: a binary file is kept one way or both.
    let text = LinkSession.conflictText(file, path: state.link.localURL(of: name).path)
    while true {
      Output.prompt(
        "\(name) changed here and on GitHub: keep [m]ine, keep [g]itHub's, keep [b]oth, "
          + (text == nil ? "" : "[e]dit a merge, ") + "or [s]kip (a letter, then Enter)? ")
      switch Console.current.readLine()?.trimmingSpaces().lowercased() {
      case "m", "mine": return .mine
      case "g", "github", "github's": return .theirs
      case "b", "both": return .both
      case "s", "skip", nil: return .skip
      case "e", "edit":
        guard let text else {
          Output.error("\(name) is a binary file: keep yours, GitHub's, or both.")
          continue
        }
        let edited = try EditorSession(environment: environment).edit(text, filename: name)
        if let note = edited.note { Output.error("dehub: \(note)") }
        let merged = edited.text ?? text
        if ConflictMarkers.unresolved(merged, from: [file.local?.text, file.remote?.text]) {
          Output.error(ConflictMarkers.unresolvedSentence)
          continue
        }
        return .merged(merged)
      default: continue
      }
    }
  }
}
