import SudokuCore

/// Why a pasted puzzle can't be studied, as facts: nothing is started, and the learner reads one
/// line naming the problem (and the cells), made by `ReadingErrorWords`.
public enum StudyPasteProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is no puzzle or position in any accepted format.
  case unreadable(FormatError)
  /// Two filled cells of `house` hold `digit` (the candidate formats read a lone candidate as a
  /// filled cell, so a clash can get past the reader).
  case repeatedDigit(Cell, Cell, digit: Int, house: House)
  /// No solution: nothing to study.
  case noSolution
  /// More than one solution: no hint could be sure.
  case severalSolutions

  /// The line the learner reads.
  public var message: String { ReadingErrorWords.text(self) }
  public var description: String { message }
}
