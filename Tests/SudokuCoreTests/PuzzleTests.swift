import SudokuCore
import Testing

/// The one value for 81 cells owns its text forms: each reads back what it writes, and anything
/// that is not exactly the form is refused (nil), never half read.
@Suite struct PuzzleTests {
  static let line =
    "4.2867.136.8.5..42.1......6974.3.2.883...2.911.....3.52.37.685...13....4...428..."

  @Test func theLineReadsBackAndZerosAreEmptyCells() throws {
    let puzzle = try #require(Puzzle(text: Self.line))
    #expect(puzzle.description == Self.line)
    #expect(puzzle[0] == 4 && puzzle[1] == 0 && puzzle[Cell(row: 0, column: 2)] == 2)
    #expect(puzzle.clues == Self.line.filter { $0 != "." }.count)
    let zeros = Self.line.map { $0 == "." ? "0" : String($0) }.joined()
    #expect(puzzle.zeroText == zeros)
    #expect(Puzzle(text: zeros) == puzzle)
    #expect(Puzzle(bytes: Array(zeros.utf8)) == puzzle)
    var bytes: [UInt8] = []
    puzzle.appendText(to: &bytes, dots: true)
    #expect(String(decoding: bytes, as: UTF8.self) == Self.line)
  }

  @Test(arguments: [
    "", String(repeating: ".", count: 80), String(repeating: ".", count: 82),
    "x" + String(repeating: ".", count: 80), "+4" + String(repeating: ".", count: 80),
    " " + String(repeating: ".", count: 80),
  ])
  func anythingButExactly81CellsIsRefused(_ text: String) {
    #expect(Puzzle(text: text) == nil)
    #expect(Puzzle(bytes: Array(text.utf8)) == nil)
  }

  /// Givens plus placed digits: the library line's givens field, read back by `Grid(puzzle:)`.
  @Test func placedDigitsAreMarkedWithAPlus() throws {
    let givens = try #require(Puzzle(text: Self.line))
    var placed = Puzzle()
    placed[1] = 5
    placed[6] = 9
    let text = givens.text(placed: placed)
    #expect(text.hasPrefix("4+52867+913"))
    let grid = try Grid(puzzle: text)
    #expect(grid.givens == givens)
    #expect(grid.placedDigits == placed)
    #expect(grid.puzzleString(markingPlaced: true) == text)
  }

  @Test func aSolutionIsAFullPuzzle() throws {
    let puzzle = try #require(Puzzle(text: Self.line))
    let solution = try #require(Solver.solve(puzzle))
    #expect(solution.isFull && !puzzle.isFull)
    #expect(zip(puzzle, solution).allSatisfy { $0 == 0 || $0 == $1 })
  }

  @Test func candidateCodesReadBackAndRefuseTheRest() {
    let candidate = Candidate(Cell(row: 2, column: 6), 5)
    #expect(candidate.libraryCode == "537")
    #expect(Candidate(libraryCode: "537") == candidate)
    for code in ["", "53", "5377", "037", "530", "5a7", "５37", " 537"] {
      #expect(Candidate(libraryCode: code) == nil, "\(code)")
    }
  }
}
