import Basics
import GistValues

/// The one rule for secrets in what leaves the machine (a new gist, an edit, a push from a
/// linked folder, a comment, a restored gist), on every front end: found in a public send,
/// it stops (the browser asks, the scripting commands refuse unless `--allow-secrets`, an
/// agent is refused); found in a secret send, it goes with a warning. No sentence holds a
/// secret whole.
public enum SecretGate {
  /// What a send with findings does.
  public enum Verdict: Equatable, Sendable {
    /// Nothing was found: it goes.
    case clear
    /// It goes, with a warning naming each finding (a secret gist, or a public one the user
    /// allowed).
    case warn([SecretFinding])
    /// It must not go as it is: a public send holds these.
    case stop([SecretFinding])
  }

  /// The verdict on `findings` for a send that is public or not; `allowed` says the user
  /// chose to send secrets anyway (`--allow-secrets`, or "Send anyway").
  public static func decide(_ findings: [SecretFinding], isPublic: Bool, allowed: Bool) -> Verdict {
    if findings.isEmpty { return .clear }
    return isPublic && !allowed ? .stop(findings) : .warn(findings)
  }

  /// The verdict on a new gist.
  public static func decide(_ gist: NewGist, allowed: Bool) -> Verdict {
    decide(SecretScanner.scan(gist), isPublic: gist.isPublic, allowed: allowed)
  }

  /// The verdict on `changes` to a gist that is public or not.
  public static func decide(_ changes: GistChanges, isPublic: Bool, allowed: Bool) -> Verdict {
    decide(SecretScanner.scan(changes), isPublic: isPublic, allowed: allowed)
  }

  /// Why a send goes on despite its findings, for a public send the user allowed or a
  /// secret one.
  public static func goingAnyway(isPublic: Bool) -> String {
    isPublic
      ? "sending it anyway (--allow-secrets); anyone can read it."
      : "sending it anyway: the gist is secret, but anyone with its link can read it."
  }

  /// The sentence that refuses a send holding `findings`: "Nothing was sent: `what` must not
  /// hold secrets; take it out, `ways`…, or `last`."
  public static func refusal(
    _ findings: [SecretFinding], what: String, ways: [String], last: String
  ) -> String {
    let all = ["take \(findings.count.word("it", plural: "them")) out"] + ways
    return
      "Nothing was sent: \(what) must not hold secrets; \(all.joined(separator: ", ")), or \(last)."
  }

  /// At most three findings in sentences, and how many more there are.
  public static func sentences(_ findings: [SecretFinding]) -> [String] {
    var said = findings.prefix(3).map(\.sentence)
    if findings.count > 3 { said.append("And \(findings.count - 3) more.") }
    return said
  }
}
