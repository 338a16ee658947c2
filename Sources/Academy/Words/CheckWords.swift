import SudokuCore

/// The words of verdicts that are made from facts the checkers return: the free answer about a
/// filled cell, where else a digit can go, and a review drill's misses and credit, which name no
/// technique until the drill closes — in English and Portuguese.
enum CheckWords {
  /// `r1c2 is already filled (5): pick a cell that still shows candidates. Not counted — try again.`;
  /// `r1c2 já está preenchida (5): escolha uma casa que ainda mostre candidatos. Não conta — …`
  static func filledCell(_ cell: Cell, holding digit: Int) -> String {
    switch Language.current {
    case .english:
      "\(cell) is already filled (\(digit)): pick a cell that still shows candidates. Not counted "
        + "\u{2014} try again."
    case .portuguese:
      "\(cell) já está preenchida (\(digit)): escolha uma casa que ainda mostre candidatos. Não "
        + "conta \u{2014} tente outra vez."
    }
  }

  /// `r3c6 (row 3), r1c5 (column 5) and r2c4 (box 2)`; with several cells in a house, semicolons
  /// between houses: `r3c6 and r3c8 (row 3); r1c5 (column 5)`. Empty when there is no other place.
  /// In Portuguese `r3c6 e r3c8 (linha 3); r1c5 (coluna 5)`.
  static func places(_ groups: [Miss.Places]) -> String {
    let phrases = groups.map { "\(listed($0.cells.map(\.description))) (\($0.house.spelledOut))" }
    return groups.allSatisfy { $0.cells.count == 1 }
      ? listed(phrases) : phrases.joined(separator: "; ")
  }

  /// A review miss for a placement: `no step of the twelve places 9 in r1c1 on this board: r1c1 still
  /// has 1, 4 and 9, and 9 can also go in r1c5 (row 1) and r4c1 (column 1).`; `nenhum passo das
  /// doze técnicas coloca o 9 em r1c1 nesta grelha: …`
  static func reviewPlacementMiss(
    _ candidate: Candidate, shown: DigitSet, elsewhere: [Miss.Places]
  ) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    switch Language.current {
    case .english:
      let still = "\(cell) still has \(digitList(shown))"
      return "no step of the twelve places \(digit) in \(cell) on this board: \(still)"
        + (elsewhere.isEmpty ? "." : ", and \(digit) can also go in \(places(elsewhere)).")
    case .portuguese:
      let still = "\(cell) ainda tem \(digitList(shown))"
      return "nenhum passo das doze técnicas coloca o \(digit) em \(cell) nesta grelha: \(still)"
        + (elsewhere.isEmpty ? "." : ", e o \(digit) também pode ficar em \(places(elsewhere)).")
    }
  }

  /// A review miss for an elimination: `no step of the twelve removes 9 from r1c1 on this board;
  /// besides r1c1, 9 can go in r1c5 (row 1) and r4c1 (column 1).`; `nenhum passo das doze
  /// técnicas elimina o 9 de r1c1 nesta grelha; além de r1c1, o 9 pode ficar em …`
  static func reviewEliminationMiss(
    _ candidate: Candidate, elsewhere: [Miss.Places]
  ) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    switch Language.current {
    case .english:
      return "no step of the twelve removes \(digit) from \(cell) on this board"
        + (elsewhere.isEmpty ? "." : "; besides \(cell), \(digit) can go in \(places(elsewhere)).")
    case .portuguese:
      return "nenhum passo das doze técnicas elimina o \(digit) de \(cell) nesta grelha"
        + (elsewhere.isEmpty
          ? "." : "; além de \(cell), o \(digit) pode ficar em \(places(elsewhere)).")
    }
  }

  /// What a correct review answer is credited to: `that's pointing: ` (`é um apontamento: `)
  /// before the instance.
  static func credited(_ technique: Technique) -> String {
    inLanguage(en: "that's \(technique.phrase): ", pt: "é \(technique.phrase): ")
  }

  /// The drill's own technique gives the answer too, but a simpler one was credited:
  /// ` (The naked pair this drill was cut for gives it too.)`; ` (Este exercício foi preparado
  /// para o par nu, que também leva a esta resposta.)`
  static func drilledGivesItToo(_ drilled: Technique) -> String {
    switch Language.current {
    case .english: " (The \(drilled.stepNoun) this drill was cut for gives it too.)"
    case .portuguese:
      " (Este exercício foi preparado para "
        + "\(StepWords.Contraction.none.article(drilled.gender, plural: false)) "
        + "\(drilled.stepNoun), que também leva a esta resposta.)"
    }
  }

  /// The drill's own technique does not give the answer: `(This drill was cut for an X-Wing,
  /// which was there too: X-Wing: …)`; `(Este exercício foi preparado para um X-Wing, que
  /// também estava na grelha: …)`.
  static func drilledWasThere(_ drilled: Technique, _ instance: Step) -> String {
    switch Language.current {
    case .english:
      " (This drill was cut for \(drilled.phrase), which was there too: "
        + "\(instance.description.keptTogether).)"
    case .portuguese:
      " (Este exercício foi preparado para \(drilled.phrase), que também estava na grelha: "
        + "\(instance.description.keptTogether).)"
    }
  }
}
