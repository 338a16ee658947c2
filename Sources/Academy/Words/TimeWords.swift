/// Times as every message writes them, in one place: a study game's clock and a duration.
///
/// Two forms, each used for one kind of time, so that the Solved line, the study header and
/// `progress` agree (`12:05` everywhere for time played), and answer times and the batch progress
/// line agree (`6.2s`, `41s`, `3m 05s`, `2h 04m`; in Portuguese `6,2 s`, `41 s`, `3 min 5 s`).
/// The clock is the same in both languages.
public enum TimeWords {
  /// Time played on a puzzle: `6:52`, `1:05:12`.
  public static func clock(_ seconds: Int) -> String {
    let seconds = max(seconds, 0)
    return seconds >= 3600
      ? "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))"
      : "\(seconds / 60):\(twoDigits(seconds % 60))"
  }

  /// A length of time: `6.2s` under ten seconds, then `41s`, `3m 05s`, `2h 04m`; in Portuguese
  /// as the SI writes them, with a decimal comma: `6,2 s`, `41 s`, `3 min 5 s`, `2 h 4 min`.
  public static func duration(_ seconds: Double) -> String {
    Language.current.durationWords.duration(seconds)
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
