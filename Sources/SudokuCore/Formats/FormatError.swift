/// A problem reading a puzzle or position, as facts: the character, cell or field at fault and
/// what stood there.
///
/// The core builds no sentence from it: the words are made in one place, Academy's
/// `ReadingErrorWords`. Character numbers are 1-based positions in the text read (in a library
/// line, in its givens field). For example `11` and 79 dots throw
/// `.repeatedDigit(character: 2, cell: r1c2, digit: 1, clash: r1c1)`, which reads
/// "character 2 (r1c2): 1 is already in r1c1, in the same house as r1c2".
public indirect enum FormatError: Error, Hashable, Sendable {
  // A puzzle (`Grid(puzzle:)`), alone or as a library line's givens field.

  /// No character but spaces.
  case emptyPuzzle
  /// More than 81 cells (spaces and `+` not counted).
  case tooManyCells(Int)
  /// Fewer than 81 cells.
  case tooFewCells(Int)
  /// A `+` right after another.
  case plusTwice(character: Int)
  /// A `+` before an empty cell.
  case plusBeforeEmpty(character: Int, cell: Cell)
  /// The text ends with a `+`.
  case endsWithPlus
  /// `found` where a cell's digit or `0`/`.` goes.
  case notACell(character: Int, cell: Cell, found: Character)
  /// `digit` at `cell` is already in `clash`, a cell of one of its houses.
  case repeatedDigit(character: Int, cell: Cell, digit: Int, clash: Cell)

  // Candidates (the 729-character string and the 81 lists).

  /// A candidate string that is not 729 characters long.
  case candidateStringLength(Int)
  /// `found` where a candidate string has a digit or `.`.
  case notACandidateCharacter(character: Int, cell: Cell, found: Character)
  /// A candidate grid with other than 81 lists.
  case candidateListCount(Int)
  /// The `number`-th list (1-based), for `cell`, is `token`, not digits 1–9.
  case notACandidateList(number: Int, cell: Cell, token: String)
  /// Two filled cells (lone candidates) of one house hold the same digit.
  case bothHold(Cell, Cell, digit: Int)
  /// A cell lists no candidate.
  case noCandidates(Cell)
  /// `cell` lists `digit`, which `holder` (one of its peers; nil if none was found) holds.
  case candidateHeldByPeer(Cell, digit: Int, holder: Cell?)

  // A HoDoKu library line.

  /// A library line with `fields` fields (counted as written, the leading colon's empty one not).
  case libraryFieldCount(Int)
  /// A code that is not digits with an optional variant.
  case libraryCode(String)
  /// The givens field is no puzzle.
  case givensField(FormatError)
  /// A candidates field holds `token`, which is not a candidate code.
  case notACandidate(LibraryField, token: String)
  /// The deleted candidates take every candidate from the cell.
  case deletedLeaveNoCandidate(Cell)

  /// The fields of a library line that hold candidate codes.
  public enum LibraryField: Hashable, Sendable {
    case deletedCandidates, eliminations, placements
  }
}
