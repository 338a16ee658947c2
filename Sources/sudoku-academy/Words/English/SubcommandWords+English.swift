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
}
