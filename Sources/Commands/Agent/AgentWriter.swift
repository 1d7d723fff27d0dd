import Basics
import FoundationEssentials
import MCPEndpoint
import Model
import ScreenLogic

/// What `dehub mcp --allow-write`'s tools change: a new gist, or a gist's files and
/// description, checked as `dehub create` and `dehub edit` check them (what GitHub would
/// refuse, and secrets: refused in a public gist, a warning in a secret one). An agent has
/// no `--allow-secrets`.
struct AgentWriter {
  let api: GistAPI
  /// The cache the changed gist is kept in.
  let cache: CommandCache

  /// Creates a gist of `files` (name → text).
  func create(files: [(name: String, content: String)], description: String?, isPublic: Bool)
    -> MCPToolResult
  {
    let problems = GistValidation.problems(files: files)
    if !problems.isEmpty { return .failure("Nothing was sent: \(problems.joined(separator: " "))") }
    let newGist = NewGist(
      description: description, files: Dictionary(files, uniquingKeysWith: { $1 }),
      isPublic: isPublic)
    let findings = SecretScanner.scan(newGist)
    if isPublic, !findings.isEmpty {
      return refusal(findings, what: "a public gist", last: "create it secret (\"public\": false)")
    }
    do throws(GistError) {
      let created = try api.create(newGist)
      cache.changed(created)
      return MCPToolResult(
        texts: ["Created gist \(created.id): \(created.htmlURL ?? created.id)"]
          + warnings(findings))
    } catch {
      return .failure(Self.sentence(error, sending: "The gist may have been created anyway"))
    }
  }

  /// Changes gist `reference`: `description` when given, and each file of `files` (name →
  /// new text, or nil to remove it).
  func edit(_ reference: String, description: String?, files: [(name: String, content: String?)])
    -> MCPToolResult
  {
    do {
      let current = try api.completeGist(id: try GistReference.parse(reference).id)
      var changes = GistChanges()
      if let description, description != (current.description ?? "") {
        changes.description = description
      }
      for (name, content) in files {
        guard let content else {
          guard current.file(named: name) != nil else {
            return .failure("The gist has no file \"\(name)\" to remove.")
          }
          changes.files[name] = .some(nil)
          continue
        }
        try EditCommand.change(name, to: content, in: current, changes: &changes)
      }
      let kept = current.files.filter { changes.files[$0.filename] != .some(nil) }.count
      let added = changes.files.keys.filter { current.file(named: $0) == nil }.count
      if kept + added < 1 { return .failure("A gist needs at least one file; keep one.") }
      if changes.isEmpty { return MCPToolResult(texts: ["Nothing changed; nothing was sent."]) }
      let findings = SecretScanner.scan(changes)
      if current.isPublic, !findings.isEmpty {
        return refusal(findings, what: "a public gist", last: "leave it out of this gist")
      }
      let updated = try api.update(id: current.id, changes)
      cache.changed(updated)
      let summary = PendingChanges.summary(of: changes, to: current)
      return MCPToolResult(
        texts: [
          "Changed gist \(updated.id) (\(updated.htmlURL ?? updated.id)): "
            + summary.joined(separator: "; ")
        ] + warnings(findings))
    } catch let error as GistError {
      return .failure(Self.sentence(error, sending: "The change may have been made anyway"))
    } catch {
      return .failure("Nothing was sent: \(error)")
    }
  }

  private func refusal(_ findings: [SecretFinding], what: String, last: String) -> MCPToolResult {
    .failure(
      ([SecretGate.refusal(findings, what: what, ways: [], last: last)]
        + findings.map(\.sentence)).joined(separator: " "))
  }

  private func warnings(_ findings: [SecretFinding]) -> [String] {
    guard !findings.isEmpty else { return [] }
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
