import FoundationEssentials
import Glibc

/// A date's fields in the user's time zone, by the C library (`localtime_r`, which follows
/// `TZ` and /etc/localtime). FoundationEssentials' `Calendar.current` has no time zone data
/// without ICU and stays at UTC.
enum LocalTime {
  /// `date`'s local year, month, day, hour, minute and second.
  static func fields(of date: Date) -> tm {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var local = tm()
    localtime_r(&seconds, &local)
    return local
  }

  /// `value` with at least two digits ("05").
  static func twoDigits(_ value: Int32) -> String {
    value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }
}
