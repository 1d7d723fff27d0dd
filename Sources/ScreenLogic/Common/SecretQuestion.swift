import GistWork

/// The browser's side of `SecretGate`: a public send holding a secret asks first (Cancel,
/// send it secret where that can still change, or send anyway); a secret one is sent with
/// the findings said. No sentence holds a secret whole.
enum SecretQuestion {
  /// The question before `findings` go public: `sendAnyway` is the answer that sends;
  /// `sendSecret`, when given, makes the gist secret and sends it (a new gist's visibility
  /// is the user's to choose; an edit's is fixed).
  static func choice<Answer>(
    _ findings: [SecretFinding], sendAnyway: Answer, sendSecret: Answer? = nil
  ) -> Choice<Answer> {
    Choice(
      title: "A public gist with a secret in it",
      message: SecretGate.sentences(findings) + [
        "Anyone can read a public gist; search engines find it."
      ],
      options: [.init("Cancel", nil)] + (sendSecret.map { [.init("Send as secret", $0)] } ?? [])
        + [.init("Send anyway", sendAnyway)])
  }

  /// What is said when `findings` go to a secret gist.
  static func warning(_ findings: [SecretFinding]) -> String {
    "Sending to a secret gist: " + SecretGate.sentences(findings).joined(separator: " ")
  }
}
