import SudokuCore

/// What of an instance goes beyond the earlier lessons at a position where they still apply: the
/// instance hints and `show` feature is one that removes something no earlier lesson's technique
/// removes (`AnswerChecker.featuredInstance`).
///
/// A lesson's drill never needs it — no earlier lesson applies anywhere on a drill's board
/// (`DrillFactory.qualifies`) — but a checker built on any other position does. Example: where a
/// naked pair removes r1c7<>5 and r2c7<>5 and pointing also removes r1c7<>5,
/// `beyondEarlierLessons` leaves `[r2c7<>5]`.
enum EarlierLessons {
  /// The `eliminations` of `technique` that no earlier lesson's technique makes.
  ///
  /// - Parameters:
  ///   - steps: the instances of an earlier technique at the position (looked up or found on
  ///     demand; it is asked in curriculum order and no more once nothing is left).
  /// - Returns: what is left, empty when earlier lessons make every one of them.
  static func beyondEarlierLessons(
    _ eliminations: Set<Candidate>, of technique: Technique, steps: (Technique) -> [Step]
  ) -> Set<Candidate> {
    var remaining = eliminations
    // Singles place digits and remove nothing, so only the earlier elimination lessons count.
    for earlier in technique.earlier where !earlier.placesDigits {
      guard !remaining.isEmpty else { break }
      remaining.subtract(steps(earlier).flatMap(\.eliminations))
    }
    return remaining
  }
}
