import Academy
import SudokuCore

/// The words of fitting output to a small terminal: the last line of a page when a long text
/// comes a part at a time, what replaces a board too wide for the terminal, and the note under a
/// board cut to the boxes that fit.
protocol ScreenFitWords: Sendable {
  /// The last line of a part of `help` or a `rules` page: `\(dash) Enter for part 2 of 3 \(dash)`.
  func nextPart(part: Int, count: Int, dash: String) -> String

  /// The last line of a part of `guide`, naming the command that shows the next part too:
  /// `\(dash) Enter or guide pointing 2 for part 2 of 4 \(dash)`.
  func nextGuidePart(command: String, part: Int, count: Int, dash: String) -> String

  /// `guide \(key) \(word)` asks for a part this screen does not have:
  /// `guide pointing has 4 parts on this screen: 1 to 4, not '7'.` (one part: `guide pointing
  /// is one part on this screen, not '2'.`)
  func notAGuidePart(_ word: String, key: String, count: Int) -> String

  /// After `tooNarrow`, in place of a board too wide to draw: what fits instead.
  /// `Meanwhile board 1 to board 9 show one digit at a time.`
  var oneDigitAtATime: String { get }

  /// Under a board cut to the boxes that fit the terminal (the top of the board on `rules 2` and
  /// `rules 3`): `(Only the first 2 boxes across: the whole board needs a terminal 78 columns
  /// wide.)`
  func boxesShown(_ boxes: Int, needed: Int) -> String
}
