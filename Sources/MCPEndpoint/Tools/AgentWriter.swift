import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Store

/// What `dehub mcp --allow-write`'s tools change: a new gist, or a gist's files and
/// description, by the rules `dehub create` and `dehub edit` follow (`GistEdit`, what GitHub
/// would refuse, and `SecretGate`: refused in a public gist, a warning in a secret one). An
/// agent has no `--allow-secrets`.
public struct AgentWriter {
  let api: GistAPI
  /// Told of each gist a tool changed (the cache keeps it).
  let changed: (Gist) -> Void

  /// A writer sending through `api`; `changed` hears of each gist it changed.
  public init(api: GistAPI, changed: @escaping (Gist) -> Void) {
    self.api = api
    self.changed = changed
  }

  /// Creates a gist of `files` (name → text).
  func create(files: [(name: String, content: String)], description: String?, isPublic: Bool)
    -> MCPToolResult
  {
    let problems = GistValidation.problems(files: files)
    if !problems.isEmpty { return .failure("Nothing was sent: \(problems.joined(separator: " "))") }
    let newGist = NewGist(
      description: description, files: Dictionary(files, uniquingKeysWith: { $1 }),
      isPublic: isPublic)
    let verdict = SecretGate.decide(newGist, allowed: false)
    if case .stop(let findings) = verdict {
      return refusal(findings, what: "a public gist", last: "create it secret (\"public\": false)")
    }
    do throws(GistError) {
      let created = try api.create(newGist)
      changed(created)
      return MCPToolResult(
        texts: ["Created gist \(created.id): \(created.htmlURL ?? created.id)"]
          + warnings(verdict))
    } catch {
      return .failure(Self.sentence(error, sending: "The gist may have been created anyway"))
    }
  }

  /// Changes gist `reference`: `description` when given, and each file of `files` (name →
  /// new text, or nil to remove it).
  func edit(_ reference: String, description: String?, files: [(name: String, content: String?)])
    -> MCPToolResult
  {
    do throws(GistError) {
      let current = try api.completeGist(id: try GistReference.parse(reference).id)
      let changes = try GistEdit.changes(
        to: current, description: description,
        set: files.compactMap { file in file.content.map { (file.name, $0) } },
        remove: files.filter { $0.content == nil }.map(\.name))
      if changes.isEmpty { return MCPToolResult(texts: ["Nothing changed; nothing was sent."]) }
      let verdict = SecretGate.decide(changes, isPublic: current.isPublic, allowed: false)
      if case .stop(let findings) = verdict {
        return refusal(findings, what: "a public gist", last: "leave it out of this gist")
      }
      let updated = try api.update(id: current.id, changes)
      changed(updated)
      let summary = PendingChanges.summary(of: changes, to: current)
      return MCPToolResult(
        texts: [
          "Changed gist \(updated.id) (\(updated.htmlURL ?? updated.id)): "
            + summary.joined(separator: "; ")
        ] + warnings(verdict))
    } catch {
      return .failure(Self.sentence(error, sending: "The change may have been made anyway"))
    }
  }

  private func refusal(_ findings: [SecretFinding], what: String, last: String) -> MCPToolResult {
    .failure(
      ([SecretGate.refusal(findings, what: what, ways: [], last: last)]
        + findings.map(\.sentence)).joined(separator: " "))
  }

  private func warnings(_ verdict: SecretGate.Verdict) -> [String] {
    guard case .warn(let findings) = verdict else { return [] }
    return [
      "Warning: the gist is secret, but anyone with its link can read it: "
        + findings.map(\.sentence).joined(separator: " ")
    ]
  }

  /// `error` in a sentence, saying when the request may have reached GitHub.
  private static func sentence(_ error: GistError, sending: String) -> String {
    error.message
      + (error.mayHaveReachedServer ? " \(sending): look before sending again." : "")
  }
}
