/// A length of time in words: answer times and the batch progress line (`6.2s`, `41s`, `3m 05s`,
/// `2h 04m`; in Portuguese `6,2 s`, `41 s`, `3 min 5 s`, `2 h 4 min`).
///
/// Which form a time takes is the same in every language and written once (`duration(_:)`):
/// tenths under ten seconds, whole seconds under a minute, then minutes and seconds, then hours
/// and minutes. Only the forms differ.
protocol DurationWords: Sendable {
  /// Under ten seconds, to the tenth: `6.2s`; `6,2 s`.
  func seconds(tenths: Int) -> String
  /// Whole seconds: `41s`, `0s`, `10s`; `41 s`.
  func seconds(_ seconds: Int) -> String
  /// Under an hour: `3m 05s`; `3 min 5 s`.
  func minutes(_ minutes: Int, seconds: Int) -> String
  /// An hour or more: `2h 04m`; `2 h 4 min`.
  func hours(_ hours: Int, minutes: Int) -> String
}

extension DurationWords {
  /// `seconds` in the form its length takes.
  func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds > 0 else { return self.seconds(0) }
    if seconds < 10 {
      let tenths = Int((seconds * 10).rounded())
      return tenths < 100 ? self.seconds(tenths: tenths) : self.seconds(10)
    }
    let whole = Int(min(seconds, 1e12).rounded())
    if whole < 60 { return self.seconds(whole) }
    if whole < 3600 { return minutes(whole / 60, seconds: whole % 60) }
    return hours(whole / 3600, minutes: whole / 60 % 60)
  }

  /// `5` as `05`: the minutes and seconds after a larger unit.
  func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
