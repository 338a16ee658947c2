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
  /// `lastPractised` becomes `at`, to the whole second.
  case drillFinished(Technique, firstTry: Bool, at: Date)
  /// The technique's meter, counters and date go back to zero and nothing.
  case reset(Technique)
  /// Every technique's meter, counters and date go back to zero and nothing.
  case resetAll
}
