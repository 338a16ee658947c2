import Academy
import SudokuCore

struct EnglishSubcommandWords: SubcommandWords {
  var inputLabel: String {
    "input"
  }

  func argumentLabel(_ number: Int) -> String {
    "argument \(number)"
  }

  func lineLabel(_ number: Int) -> String {
    "line \(number)"
  }

  func lineTooLong(limit: Int) -> String {
    ": too long (over \(limit) bytes); it was skipped, as no position needs that much"
  }

  var anyTechnique: String {
    "any of the \(techniqueCount) techniques"
  }

  var noInstanceOf: String {
    "no instance of "
  }

  var noSolution: String {
    "the puzzle has no solution"
  }

  var severalSolutions: String {
    "the puzzle has more than one solution"
  }

  func cannotRead(_ path: String, _ reason: String) -> String { "cannot read \(path): \(reason)" }

  func timeGoesBack(_ time: String) -> String {
    "the time \(time) is earlier than a line before it: give each move the game time it was made at"
  }

  func notAMove(_ text: String) -> String {
    "not a move: \(text) (moves are written as in study: r3c5=7, r1c7<>5, hint, show, undo)"
  }

  var noPuzzleToReview: String {
    "no puzzle to review: the input is empty (its first line is the puzzle, then one move a line)"
  }
}
