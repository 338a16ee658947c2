import SudokuCore

struct PortugueseClaimingPhrasing: ClaimingPhrasing {
  func missOpening(_ candidate: Candidate, box: House) -> String {
    "nenhuma reivindicação elimina o \(candidate.digit) de \(candidate.cell) na "
      + "\(box.spelledOut): "
  }

  let missRule =
    ". A reivindicação só elimina um dígito de uma caixa quando uma linha ou coluna tem "
    + "todos os seus candidatos desse dígito dentro dessa caixa."

  /// `a linha 3 já tem o seu 3 (r3c4)`, `a linha 2 tem candidatos 3 fora da caixa 3 (r2c12)`
  func block(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
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

  func patternCandidate(_ candidate: Candidate, line: House, box: House) -> String {
    let digit = candidate.digit
    return "\(candidate.cell) é uma das casas onde a \(line.spelledOut) tem os seus \(digit) "
      + "\u{2014} a reivindicação elimina o \(digit) do resto da \(box.spelledOut), nunca das "
      + "casas da própria \(line.kind.name)."
  }
}
