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

  /// Said once a run sent writes: the one that went, or how many.
  public static func sent(_ notes: [String]) -> String {
    notes.count == 1
      ? "Outbox: \(notes[0])" : "Outbox: sent \(notes.count.counted("waiting write"))."
  }

  /// Said when a write stopped at a conflict or a refusal.
  public static func stopped(_ record: OutboxRecord) -> String {
    "Outbox: \(record.write.summary) was not sent: \(record.state.reason ?? "")"
  }
}
