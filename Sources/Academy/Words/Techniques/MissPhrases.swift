import SudokuCore

/// The small phrases the technique misses share: a cell with what it shows, a line with its places.
extension Miss.Shown {
  /// `r1c2 {1,5}`, as the naked pair's misses write a cell's candidates.
  var spoken: String { "\(cell) {\(digits)}" }
}

extension Miss.Places {
  /// `row 2 (r2c1, r2c4)`
  var spoken: String { "\(house.spelledOut) (\(cells.map(\.description).joined(separator: ", ")))" }
}

extension Miss.DigitPlaces {
  /// `4 (r1c1, r1c5)`: a digit and its places in a house.
  var spoken: String { "\(digit) (\(cells.map(\.description).joined(separator: ", ")))" }
}
