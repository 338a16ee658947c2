import SudokuCore

/// A Simple Colors step's pattern as the academy reads it.
extension SimpleColors: PatternTeaching {
  /// Each link's house shows the digit only in its two cells.
  func neededGone(on grid: Grid) -> [Candidate] {
    links.flatMap(\.cells).map { Candidate($0, digit) }
  }

  var region: [(Cell, DigitSet)] { placesOf(links, [digit]) }

  /// The second colour's cells (the first colour's are the rest): a board shows the two apart.
  var endCells: [Cell] { colors[1] }

  /// The first two cells of one colour that see each other, and a house they share: a wrap's
  /// reason.
  var clash: (cells: [Cell], house: House)? {
    for side in falseColors {
      for (i, a) in colors[side].enumerated() {
        if let b = colors[side][(i + 1)...].first(where: a.sees) {
          return ([a, b], House.shared(by: [a, b])[0])
        }
      }
    }
    return nil
  }

  /// The links' houses, a list per kind: `rows 1 and 9, column 2 and box 7`.
  private func linkHouses(_ words: (([House]) -> String)) -> String {
    let kinds: [House.Kind] = [.row, .column, .box]
    return listed(
      kinds.map { kind in links.filter { $0.kind == kind } }.filter { !$0.isEmpty }.map(words))
  }

  func englishReason(_ reason: ReasonParts) -> String {
    let one = listed(colors[0].map(\.description))
    let other = listed(colors[1].map(\.description))
    let opening =
      "In \(linkHouses { StepWords.houses($0) }) the \(plural(digit)) sit in just two cells "
      + "each, and those cells make one chain\(reason.aside): colour it alternately, \(one) one "
      + "colour, \(other) the other. Each of those houses has its \(digit) in one of its two "
      + "cells, so one colour holds every \(digit) of the chain and the other none. "
    if let clash {
      return opening + "\(listed(clash.cells.map(\.description))) have the same colour and share "
        + "\(clash.house.spelledOut), so they cannot both be \(digit): that colour holds no "
        + "\(digit), and every cell of it loses the digit: \(reason.result)."
    }
    let targets = reason.eliminations.map(\.cell)
    let sees =
      targets.count == 1
      ? "\(targets[0]) sees a cell of each colour, so it cannot be \(digit)"
      : "\(listed(targets.map(\.description))) each see a cell of each colour, so none of them "
        + "can be \(digit)"
    return opening + "\(sees): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let one = listed(colors[0].map(\.description))
    let other = listed(colors[1].map(\.description))
    let opening =
      "\(Phrasing.capitalized(linkHouses { StepWords.houses($0, .in) })), os \(digit) só estão "
      + "em duas casas cada, e essas casas formam uma cadeia\(reason.aside): pinte-a "
      + "alternadamente, \(one) de uma cor, \(other) da outra. Cada uma dessas linhas, colunas "
      + "ou caixas tem o seu \(digit) numa das suas duas casas, por isso uma cor tem todos os "
      + "\(digit) da cadeia e a outra nenhum. "
    if let clash {
      return opening + "\(listed(clash.cells.map(\.description))) têm a mesma cor e partilham "
        + "\(StepWords.houses([clash.house], .none)), por isso não podem ser ambas \(digit): essa "
        + "cor não tem nenhum \(digit), e todas as suas casas perdem o dígito: \(reason.result)."
    }
    let targets = reason.eliminations.map(\.cell)
    let sees =
      targets.count == 1
      ? "\(targets[0]) vê uma casa de cada cor, por isso não pode ser \(digit)"
      : "\(listed(targets.map(\.description))) veem cada uma uma casa de cada cor, por isso "
        + "nenhuma pode ser \(digit)"
    return opening + "\(sees): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    SimpleColorsWords.patternCandidate(candidate, self)
  }
}
