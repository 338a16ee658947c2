/// Times as every message writes them, in one place: a study game's clock and a duration.
///
/// Two forms, each used for one kind of time, so that the Solved line, the study header and
/// `progress` agree (`12:05` everywhere for time played), and answer times and the batch progress
/// line agree (`6.2s`, `41s`, `3m 05s`, `2h 04m`).
public enum TimeWords {
  /// Time played on a puzzle: `6:52`, `1:05:12`.
  public static func clock(_ seconds: Int) -> String {
    let seconds = max(seconds, 0)
    return seconds >= 3600
      ? "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))"
      : "\(seconds / 60):\(twoDigits(seconds % 60))"
  }

  /// A length of time: `6.2s` under ten seconds, then `41s`, `3m 05s`, `2h 04m`.
  public static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds > 0 else { return "0s" }
    if seconds < 10 {
      let tenths = Int((seconds * 10).rounded())
      return tenths < 100 ? "\(tenths / 10).\(tenths % 10)s" : "10s"
    }
    let whole = Int(min(seconds, 1e12).rounded())
    if whole < 60 { return "\(whole)s" }
    if whole < 3600 { return "\(whole / 60)m \(twoDigits(whole % 60))s" }
    return "\(whole / 3600)h \(twoDigits(whole / 60 % 60))m"
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
