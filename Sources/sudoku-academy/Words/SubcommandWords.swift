import Academy
import SudokuCore

/// What the subcommands say besides their output formats: how a message names an input, the
/// line too long to read, `find` finding nothing, and a puzzle without exactly one solution.
protocol SubcommandWords: Sendable {
  /// `input`
  var inputLabel: String { get }

  /// `argument \(number)`
  func argumentLabel(_ number: Int) -> String

  /// `line \(number)`
  func lineLabel(_ number: Int) -> String

  /// `: too long (over \(limit) bytes); it was skipped, as no position needs that much`
  func lineTooLong(limit: Int) -> String

  /// `any of the twelve techniques`
  var anyTechnique: String { get }

  /// `no instance of `
  var noInstanceOf: String { get }

  /// `the puzzle has no solution`
  var noSolution: String { get }

  /// `the puzzle has more than one solution`
  var severalSolutions: String { get }

  /// `cannot read game.txt: No such file or directory`
  func cannotRead(_ path: String, _ reason: String) -> String

  /// `the time 3:05 is earlier than the line before it`
  func timeGoesBack(_ time: String) -> String

  /// `not a move: …`
  func notAMove(_ text: String) -> String

  /// `no puzzle to review: the input is empty`
  var noPuzzleToReview: String { get }
}
