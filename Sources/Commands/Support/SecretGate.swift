import Basics
import Model

/// The scripting commands' rule for secrets in what they send (create, edit, a comment):
/// found in a public send, it is refused (exit 1) unless `--allow-secrets`; found in a
/// secret one, it is sent with a warning. Every finding is one sentence on stderr that
/// names the file, the line and the kind, never the secret whole.
enum SecretGate {
  /// Checks `findings` for a send that is public or not: nil when it may go (any warning
  /// already on stderr), else the failure to end with, after the findings on stderr.
  /// `what` names the send in the refusal ("a public gist"); `otherwise` is a way out other
  /// than `--allow-secrets`, when there is one ("leave out --public to make it secret").
  static func check(
    _ findings: [SecretFinding], isPublic: Bool, allowed: Bool, what: String,
    otherwise: String? = nil
  ) -> CommandFailure? {
    guard !findings.isEmpty else { return nil }
    if isPublic && !allowed {
      for finding in findings { Output.error("dehub: \(finding.sentence)") }
      return .failure(
        refusal(
          findings, what: what, ways: otherwise.map { [$0] } ?? [],
          last: "give --allow-secrets to send \(findings.count.word("it", plural: "them")) anyway"))
    }
    for finding in findings { Output.error("dehub: warning: \(finding.sentence)") }
    Output.error(
      isPublic
        ? "dehub: sending it anyway (--allow-secrets); anyone can read it."
        : "dehub: sending it anyway: the gist is secret, but anyone with its link can read it.")
    return nil
  }

  /// The sentence that refuses a send holding `findings`: "Nothing was sent: `what` must not
  /// hold secrets; take it out, `ways`…, or `last`."
  static func refusal(_ findings: [SecretFinding], what: String, ways: [String], last: String)
    -> String
  {
    let all = ["take \(findings.count.word("it", plural: "them")) out"] + ways
    return
      "Nothing was sent: \(what) must not hold secrets; \(all.joined(separator: ", ")), or \(last)."
  }
}
