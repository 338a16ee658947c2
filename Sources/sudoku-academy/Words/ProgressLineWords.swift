import Academy
import SudokuCore

/// The batch progress line on standard error: `1,234/10,000  1,520/s  6s left`.
protocol ProgressLineWords: Sendable {
  /// The decimal point of a rate: `.` in `2.5/s`.
  var decimalPoint: String { get }

  /// `\(count) done`
  func done(count: String) -> String

  /// `6s left`: the time still to go.
  func left(_ time: String) -> String

  /// What groups the digits of a count: `,` in `12,345`.
  var thousandsSeparator: Character { get }
}
