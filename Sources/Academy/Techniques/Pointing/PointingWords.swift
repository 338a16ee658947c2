import SudokuCore

/// The words of the pointing lesson's misses (facts: `PointingBlock`, in `PointingMiss.swift`), in
/// English and Portuguese.
enum PointingWords {
  static func miss(_ candidate: Candidate, _ blocks: [Miss.PointingBlock]) -> String {
    let digit = candidate.digit
    switch Language.current {
    case .english:
      return "nothing points \(digit) at \(candidate.cell): "
        + blocks.map { block($0, digit) }.joined(separator: "; ")
        + ". Pointing removes a digit only from the line its box's candidates share."
    case .portuguese:
      return "nenhum apontamento elimina o \(digit) de \(candidate.cell): "
        + blocks.map { block($0, digit) }.joined(separator: "; ")
        + ". O apontamento só elimina um dígito da linha ou coluna onde ficam todos os seus "
        + "candidatos numa caixa."
    }
  }

  /// `row 3`, `rows 1 and 3`; `linha 3`, `linhas 1 e 3`.
  static func lines(_ lines: [Int], _ kind: House.Kind) -> String {
    lines.count == 1
      ? "\(kind.name) \(lines[0])" : "\(kind.pluralName) \(listed(lines.map(String.init)))"
  }

  static func block(_ block: Miss.PointingBlock, _ digit: Int) -> String {
    switch Language.current {
    case .english: english(block, digit)
    case .portuguese: portuguese(block, digit)
    }
  }

  private static func english(_ block: Miss.PointingBlock, _ digit: Int) -> String {
    switch block {
    case .placed(let box, let cell):
      "\(box.spelledOut) already has its \(digit) (\(cell))"
    case .singleLeft(let box, let cell):
      "\(box.spelledOut) has a single \(digit) left (\(cell)) \u{2014} a hidden single, not pointing"
    case .otherLine(let box, let spread, let kind, let line):
      "\(box.spelledOut)'s \(plural(digit)) lie on \(lines(spread, kind)), not \(line.spelledOut)"
    case .notConfined(let box, let spread, let kind):
      "in \(box.spelledOut) the \(plural(digit)) sit on \(lines(spread, kind)) \u{2014} not "
        + "confined to one line"
    }
  }

  /// `a caixa 2 já tem o seu 3 (r3c4)`, `na caixa 1 os 3 estão nas linhas 1 e 2 — …`
  private static func portuguese(_ block: Miss.PointingBlock, _ digit: Int) -> String {
    func on(_ spread: [Int], _ kind: House.Kind) -> String {
      (spread.count == 1 ? "na " : "nas ") + lines(spread, kind)
    }
    switch block {
    case .placed(let box, let cell):
      return "a \(box.spelledOut) já tem o seu \(digit) (\(cell))"
    case .singleLeft(let box, let cell):
      return "na \(box.spelledOut) resta um só \(digit) (\(cell)) \u{2014} um único escondido, "
        + "não um apontamento"
    case .otherLine(let box, let spread, let kind, let line):
      return "os \(digit) da \(box.spelledOut) estão \(on(spread, kind)), não na \(line.spelledOut)"
    case .notConfined(let box, let spread, let kind):
      return "na \(box.spelledOut) os \(digit) estão \(on(spread, kind)) \u{2014} não ficam "
        + "numa só \(kind.name)"
    }
  }

  /// The learner removed the digit from one of the cells the box's candidates point from.
  static func patternCandidate(_ candidate: Candidate, box: House, line: House) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    switch Language.current {
    case .english:
      return "\(cell) is one of the cells the \(plural(digit)) of \(box.spelledOut) point from "
        + "\u{2014} pointing removes \(digit) from the rest of \(line.spelledOut), never from the "
        + "box's own cells."
    case .portuguese:
      return "\(cell) é uma das casas de onde os \(digit) da \(box.spelledOut) apontam \u{2014} o "
        + "apontamento elimina o \(digit) do resto da \(line.spelledOut), nunca das casas da "
        + "própria caixa."
    }
  }
}
