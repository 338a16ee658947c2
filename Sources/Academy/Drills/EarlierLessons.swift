import SudokuCore

/// The rule that makes an elimination drill worth doing: it must remove something that no earlier
/// lesson's technique removes at that position (a naked-pair drill that pointing alone solves
/// teaches nothing about pairs).
///
/// Written once, used where drills are chosen (`DrillFactory`) and where the checker picks the
/// instance hints and `show` feature (`AnswerChecker.featuredInstance`). Example: in a naked-pair drill whose pair removes r1c7<>5 and
/// r2c7<>5, where pointing also removes r1c7<>5, `beyondEarlierLessons` leaves `[r2c7<>5]`.
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
