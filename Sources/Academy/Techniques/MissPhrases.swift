import SudokuCore

/// The small phrases the technique misses share: a cell with what it shows, a line with its places,
/// and the articles a Portuguese miss puts before houses and digits.
extension Miss.Shown {
  /// `r1c2 {1,5}`, as the naked pair's misses write a cell's candidates.
  var spoken: String { "\(cell) {\(digits)}" }
}

extension Miss.Places {
  /// `row 2 (r2c1, r2c4)`; `linha 2 (r2c1, r2c4)`
  var spoken: String { "\(house.spelledOut) (\(cells.map(\.description).joined(separator: ", ")))" }
}

extension [Step] {
  /// `Skyscraper: 2 in …; Skyscraper: 5 in …`: the instances a miss names, each kept together.
  var patternsSpoken: String { map(\.patternText.keptTogether).joined(separator: "; ") }

  /// The digits the instances remove, together.
  var allDigits: DigitSet { reduce(DigitSet.empty) { $0.union($1.digits) } }
}

extension Miss.DigitPlaces {
  /// `4 (r1c1, r1c5)`: a digit and its places in a house.
  var spoken: String { "\(digit) (\(cells.map(\.description).joined(separator: ", ")))" }
}

/// The Portuguese articles of the technique misses: a house is feminine (`a linha 3`, `nas colunas
/// 1 e 5`, `da caixa 7`), a digit masculine (`o 3`, `o 2, o 6 e o 8`). English puts no article
/// there, so only the Portuguese words call these.
enum MissArticles {
  /// `o`: a digit's article (*o dígito* is masculine).
  private static var digit: String {
    Language.current.grammar.article(.masculine, plural: false, after: .none)
  }

  /// `a`: a house's article (every house is feminine).
  private static var house: String {
    Language.current.grammar.article(.feminine, plural: false, after: .none)
  }

  /// `a linha 3`, `as colunas 1, 5 e 9`, `na caixa 7`, `das linhas 2 e 6`; houses of different
  /// kinds each with their own: `a linha 2 e a coluna 3`.
  static func houses(_ houses: [House], _ preposition: Preposition = .none) -> String {
    StepWords.houses(houses, preposition)
  }

  /// `a linha 3`, `na caixa 7`
  static func house(_ house: House, _ preposition: Preposition = .none) -> String {
    houses([house], preposition)
  }

  /// `o 3`, `o 2, o 6 e o 8`
  static func digits(_ digits: some Sequence<Int>) -> String {
    listed(digits.map { digit + " \($0)" })
  }

  /// `o 1 (r4c2, r6c2)`, `o 1 (r4c2, r6c2) e o 4 (r4c2, r5c2, r6c2)`
  static func places(_ places: [Miss.DigitPlaces]) -> String {
    listed(places.map { digit + " " + $0.spoken })
  }

  /// `a linha 7 (r7c1, r7c6)`, `a linha 4 (…) e a linha 8 (…)`
  static func lines(_ lines: [Miss.Places]) -> String {
    listed(lines.map { house + " " + $0.spoken })
  }
}
