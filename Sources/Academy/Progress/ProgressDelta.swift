import Foundation
import SudokuCore

/// One change to the learner's progress, applied on top of whatever the progress file holds when it
/// is written.
///
/// Progress is never saved as a whole state but as deltas, so two shells that each add a step to a
/// meter at 2 end at 4: the store takes the file lock, re-reads the file, applies the delta and
/// writes the result. Applying a delta is pure (see `ProgressState.applying(_:)`), and deltas
/// compose: applying several in a row is the same as applying them one lock at a time.
///
/// A drill is reported once, when it is closed or abandoned after it has counted as attempted (a
/// judged answer, a hint, a show or a skip): `drillFinished(.pointing, firstTry: true, at: now)` when
/// its first answer was right with no help, `firstTry: false` otherwise.
public enum ProgressDelta: Hashable, Sendable {
  /// A drill of `technique` counted as attempted and is now over: `attempted` goes up by one; when
  /// `firstTry` is true, `firstTry` goes up by one and the meter by one step (at most 5).
  /// `lastPractised` becomes `at`, to the whole second. The step that brings the meter to 5 starts
  /// the review schedule: interval 1 day, due a day later.
  case drillFinished(Technique, firstTry: Bool, at: Date)
  /// A first answer given without help took `milliseconds`: appended to the technique's recent
  /// times (the last 20 are kept); a time over 10 minutes, or negative, is not kept.
  case answerTimed(Technique, milliseconds: Int)
  /// A review drill of `technique` ended. First try while the review is due: the interval doubles
  /// (at most 60 days) and the next review is that far from `at`; first try before it is due: the
  /// schedule stays; a miss, hint, show or skip: the interval goes back to 1 day, due a day later.
  case reviewed(Technique, firstTry: Bool, at: Date)
  /// A study game of `level` was solved in `seconds` with `hints` hints: one more solved, and the
  /// best time and fewest hints kept. A solve with an identity (`SolveIdentity`) becomes the last
  /// one recorded, and one that is the last recorded already changes nothing: a solve is counted
  /// once however often it is reported (the shell reports an unrecorded one again at its start).
  case studySolved(Difficulty, seconds: Int, hints: Int, solve: String? = nil)
  /// A finished game's review: its trend appended to the recent games (the last
  /// `GameTrend.kept`). Reported before the solve's own record in the same change, with the same
  /// `solve`, so a solve already recorded adds no second line.
  case gameReviewed(GameTrend, solve: String? = nil)
  /// Challenge level `level` (its number) was solved with `stars` stars (1–3): one more solved,
  /// and the best stars kept; `solve` as for `studySolved`. A number off the ladder changes
  /// nothing.
  case challengeSolved(Int, stars: Int, solve: String? = nil)
  /// The challenge records are cleared: the ladder starts again at level 1.
  case resetChallenge
  /// The technique's meter, counters, times, date and review schedule go back to zero and nothing.
  case reset(Technique)
  /// Every technique's meter, counters, times, date and review schedule go back to zero and nothing.
  case resetAll
  /// The study records are cleared.
  case resetStudy
  /// The shell's bell set off, on or on every move (`sound off|on|all`); no reset touches it, as
  /// it is a setting, not progress.
  case sound(SoundSetting)
  /// The language chosen with `language pt|en`; a setting, like sound, that no reset touches.
  case language(Language)
  /// Notes mode turned on or off (`notes on|off`): a setting, like sound, that no reset touches.
  case notes(Bool)
}
