import SudokuCore

/// The words of the claiming lesson's misses (facts: `ClaimingBlock`, in `ClaimingMiss.swift`), in
/// English and Portuguese.
enum ClaimingWords {
  static func miss(_ candidate: Candidate, box: House, _ blocks: [Miss.ClaimingBlock]) -> String {
    let digit = candidate.digit
    let reasons = blocks.map { block($0, digit, box: box) }.joined(separator: "; ")
    switch Language.current {
    case .english:
      return "nothing claims \(digit) in \(box.spelledOut) for \(candidate.cell): " + reasons
        + ". Claiming removes a digit from a box only when a row or column keeps all its "
        + "candidates for it inside that box."
    case .portuguese:
      return "nenhuma reivindicação elimina o \(digit) de \(candidate.cell) na "
        + "\(box.spelledOut): " + reasons
        + ". A reivindicação só elimina um dígito de uma caixa quando uma linha ou coluna tem "
        + "todos os seus candidatos desse dígito dentro dessa caixa."
    }
  }

  static func block(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
    switch Language.current {
    case .english: english(block, digit, box: box)
    case .portuguese: portuguese(block, digit, box: box)
    }
  }

  private static func english(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
    switch block {
    case .placed(let line, let cell):
      "\(line.spelledOut) already has its \(digit) (\(cell))"
    case .noneInBox(let line):
      "\(line.spelledOut) has no \(digit) in \(box.spelledOut)"
    case .singleLeft(let line, let cell):
      "\(line.spelledOut) has a single \(digit) left (\(cell)) \u{2014} a hidden single"
    case .outside(let line, let cells):
      "\(line.spelledOut) has \(plural(digit)) outside \(box.spelledOut) (\(Notation.group(cells)))"
    }
  }

  /// `a linha 3 já tem o seu 3 (r3c4)`, `a linha 2 tem candidatos 3 fora da caixa 3 (r2c12)`
  private static func portuguese(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
    switch block {
    case .placed(let line, let cell):
      "a \(line.spelledOut) já tem o seu \(digit) (\(cell))"
    case .noneInBox(let line):
      "a \(line.spelledOut) não tem nenhum \(digit) na \(box.spelledOut)"
    case .singleLeft(let line, let cell):
      "na \(line.spelledOut) resta um só \(digit) (\(cell)) \u{2014} um único escondido"
    case .outside(let line, let cells):
      "a \(line.spelledOut) tem candidatos \(digit) fora da \(box.spelledOut) "
        + "(\(Notation.group(cells)))"
    }
  }

  /// The learner removed the digit from one of the cells where the line keeps it.
  static func patternCandidate(_ candidate: Candidate, line: House, box: House) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    switch Language.current {
    case .english:
      return "\(cell) is one of the cells where \(line.spelledOut) keeps its \(plural(digit)) "
        + "\u{2014} claiming removes \(digit) from the rest of \(box.spelledOut), never from the "
        + "line's own cells."
    case .portuguese:
      return "\(cell) é uma das casas onde a \(line.spelledOut) tem os seus \(digit) \u{2014} a "
        + "reivindicação elimina o \(digit) do resto da \(box.spelledOut), nunca das casas da "
        + "própria \(line.kind.name)."
    }
  }
}
