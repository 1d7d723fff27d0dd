import Basics
import GistWork

/// The scripting commands' side of `SecretGate`: every finding is one sentence on stderr,
/// and a public send with one is refused (exit 1) unless `--allow-secrets`.
extension SecretGate {
  /// Checks `findings` for a send that is public or not: nil when it may go (any warning
  /// already on stderr), else the failure to end with, after the findings on stderr.
  /// `what` names the send in the refusal ("a public gist"); `otherwise` is a way out other
  /// than `--allow-secrets`, when there is one ("leave out --public to make it secret").
  static func check(
    _ findings: [SecretFinding], isPublic: Bool, allowed: Bool, what: String,
    otherwise: String? = nil
  ) -> CommandFailure? {
    switch decide(findings, isPublic: isPublic, allowed: allowed) {
    case .clear:
      return nil
    case .stop(let findings):
      for finding in findings { Output.error("dehub: \(finding.sentence)") }
      return .failure(
        refusal(
          findings, what: what, ways: otherwise.map { [$0] } ?? [],
          last: "give --allow-secrets to send \(findings.count.word("it", plural: "them")) anyway"))
    case .warn(let findings):
      for finding in findings { Output.error("dehub: warning: \(finding.sentence)") }
      Output.error("dehub: " + goingAnyway(isPublic: isPublic))
      return nil
    }
  }
}
