/// A problem reading an answer, as facts: what was expected and where, or what was typed that
/// names no cell or digit.
///
/// The core builds no sentence from it: the words a learner reads are made in one place,
/// Academy's `ReadingErrorWords`, so a second language changes that file only. For example
/// `r3c5 7` throws `.expected(.sign(after: [r3c5]), at: .character(6, shown: "7"))`, which reads
/// "expected = (placement) or <> (elimination) after r3c5 at “7” (character 6) — …".
public enum NotationError: Error, Hashable, Sendable {
  /// Nothing but spaces and separators was typed.
  case empty
  /// Something other than `expected` stood at `place`.
  case expected(Expected, at: Place)
  /// A placement named more than one cell or digit (`r1c12=3`): the cells and digits as read.
  case placementOfSeveral(cells: [Cell], digits: [Int])
  /// A 0 stood where a digit goes.
  case zeroDigit
  /// A row or column number with a 0 in it (`r10c1`, `r0c1`), `typed` as it was typed: row ten to
  /// the reader, not rows one and zero.
  case noSuchLine(House.Kind, typed: String)

  /// What the reader expected at the place it stopped.
  public enum Expected: Hashable, Sendable {
    /// `>` after `<`, to make an elimination's `<>`.
    case eliminationSign
    /// `=` or `<>` after the cells read so far.
    case sign(after: [Cell])
    /// A digit 1–9.
    case digit
    /// A cell: `r` and a row.
    case cell
    /// `c` and a column after the row.
    case column
    /// A row or column number 1–9.
    case number(House.Kind)
  }

  /// Where reading stopped.
  public enum Place: Hashable, Sendable {
    /// Past the last character.
    case end
    /// At the 1-based character `number`, where `shown` (the next few characters, lower-cased as
    /// the reader sees them) begins.
    case character(Int, shown: String)
  }
}
