import Basics
import FoundationEssentials

/// "just now", "5 minutes ago", "3 days ago", "in 2 hours": times as people say them.
public enum RelativeTime {
  /// `date` relative to `now`.
  public static func describe(_ date: Date, now: Date = Date()) -> String {
    let seconds = now.timeIntervalSince(date)
    let future = seconds < 0
    let magnitude = abs(seconds)
    if magnitude < 45 { return "just now" }
    let units: [(TimeInterval, String)] = [
      (31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"),
      (3_600, "hour"), (60, "minute"),
    ]
    for (size, name) in units where magnitude >= size * 0.95 {
      let count = max(1, Int((magnitude / size).rounded()))
      let phrase = count.counted(name)
      return future ? "in \(phrase)" : "\(phrase) ago"
    }
    return future ? "in 1 minute" : "1 minute ago"
  }

  /// How old something fetched at `date` is: "2 hours old", "less than a minute old".
  public static func age(of date: Date, now: Date = Date()) -> String {
    let phrase = describe(date, now: now)
    if phrase.hasSuffix(" ago") { return String(phrase.dropLast(4)) + " old" }
    return "less than a minute old"
  }

  /// `date` as people say it when `relative`, else as a local date and time
  /// ("2026-11-19 14:03").
  public static func describe(_ date: Date, relative: Bool, now: Date = Date()) -> String {
    relative ? describe(date, now: now) : absolute(date)
  }

  /// `date` as a local date and time, "2026-11-19 14:03".
  public static func absolute(_ date: Date) -> String {
    let local = LocalTime.fields(of: date)
    let two = LocalTime.twoDigits
    return "\(local.tm_year + 1900)-\(two(local.tm_mon + 1))-\(two(local.tm_mday)) "
      + "\(two(local.tm_hour)):\(two(local.tm_min))"
  }
}
