import Basics
import Store

/// What the browser says about the outbox, in one place.
public enum OutboxWording {
  /// The status bar's note while writes wait: "2 waiting to send" (nil: none).
  public static func waiting(_ count: Int) -> String? {
    count == 0 ? nil : "\(count) waiting to send"
  }

  /// Said when a send from compose went to the outbox instead: why, and what happens now.
  public static func queued(_ summary: String, reason: String, key: String) -> String {
    "Not sent now: \(reason) Your \(summary) waits in the outbox (\(key) in the list) and goes "
      + "once GitHub answers."
  }

  /// Why a key does nothing on a new gist still in the outbox.
  public static let notYetOnGitHub = "waiting in the outbox, not on GitHub yet"

  /// Said once a run sent writes: the one that went, or how many.
  public static func sent(_ notes: [String]) -> String {
    notes.count == 1
      ? "From the outbox · \(notes[0])"
      : "From the outbox · sent \(notes.count.counted("waiting write"))."
  }

  /// Said when a try met a refusal to wait out: why, and when the next try is.
  public static func stillWaiting(_ cause: String, retry seconds: Double) -> String {
    let when = seconds >= 60 ? "\(Int(seconds) / 60) min" : "\(Int(seconds)) s"
    return "Still waiting: \(cause) It goes by itself once GitHub answers (next try in \(when))."
  }

  /// Said when a write stopped at a conflict or a refusal.
  public static func stopped(_ record: OutboxRecord) -> String {
    "From the outbox · \(record.write.summary) was not sent: \(record.state.reason ?? "")"
  }
}
