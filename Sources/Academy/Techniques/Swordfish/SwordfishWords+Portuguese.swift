import SudokuCore

struct PortugueseSwordfishPhrasing: SwordfishPhrasing {
  func coverOutsideBase(_ pattern: String, _ fish: Fish) -> String {
    "\(pattern) (\(MissArticles.houses(fish.cover)) fora \(MissArticles.houses(fish.base, .of)))"
  }

  func severalOutside(_ each: [String], _ candidate: Candidate) -> String {
    "Os Swordfish da grelha só eliminam o \(candidate.digit) das suas linhas de cobertura fora "
      + "das linhas-base, e \(candidate.cell) não é uma dessas casas: "
      + "\(each.joined(separator: "; "))."
  }

  func outside(_ pattern: String, _ fish: Fish, _ candidate: Candidate) -> String {
    "O Swordfish da grelha (\(pattern)) só elimina o \(candidate.digit) "
      + "\(MissArticles.houses(fish.cover, .of)) fora \(MissArticles.houses(fish.base, .of)), "
      + "e \(candidate.cell) não é uma dessas casas."
  }

  func rule(_ digit: Int) -> String {
    "Um Swordfish precisa de três linhas (ou colunas) de base cujos \(digit) fiquem todos "
      + "nas mesmas três colunas (ou linhas) de cobertura; elimina o \(digit) do resto dessas "
      + "colunas (ou linhas)."
  }

  /// `das outras colunas, só a coluna 8 (…) e a coluna 9 (…) têm o 7 três vezes ou menos`, `as
  /// mais próximas, as linhas 4, 5 e 8, têm os seus 8 nas colunas 1, 2 e 3, exceto r4c5 …`
  func orientation(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String {
    switch orientation {
    case .few(let kind, let lines) where lines.isEmpty:
      return "nenhuma outra \(kind.name) tem o \(digit) três vezes ou menos"
    case .few(let kind, let lines):
      let verb = lines.count == 1 ? "tem" : "têm"
      return "das outras \(kind.pluralName), só \(MissArticles.lines(lines)) \(verb) o "
        + "\(digit) três vezes ou menos"
    case .noneInCover(let kind, let cover, _):
      return "nenhuma outra \(kind.name) com o \(digit) três vezes ou menos tem um "
        + MissArticles.house(cover, .in)
    case .finned(let base, let cover, let fins):
      let lines = MissArticles.houses(base.map(\.house))
      let covers = MissArticles.houses(cover, .in)
      guard !fins.isEmpty else { return "\(lines) têm os seus \(digit) \(covers)" }
      return "as mais próximas, \(lines), têm os seus \(digit) \(covers), exceto "
        + "\(listed(fins.map(\.description))) \u{2014} "
        + (fins.count == 1
          ? "uma barbatana, e os Swordfish com barbatana não contam aqui"
          : "lugares fora dessas três")
    case .finUnseen(let base, let cover, let fin, let cell):
      return "as mais próximas, \(MissArticles.houses(base.map(\.house))), têm os seus \(digit) "
        + "\(MissArticles.houses(cover, .in)), exceto \(fin) \u{2014} uma barbatana que \(cell) "
        + "não vê, por isso esse Swordfish, com ou sem barbatana, não chega a \(cell)"
    case .finnedReaches(let base, let cover, let fins, let cell):
      let box = House(.box, fins[0].box)
      return "\(MissArticles.houses(base.map(\.house))) têm os seus \(digit) "
        + "\(MissArticles.houses(cover, .in)), exceto \(listed(fins.map(\.description))) "
        + "\u{2014} " + (fins.count == 1 ? "uma barbatana" : "barbatanas")
        + " \(MissArticles.house(box, .in)): um Swordfish com barbatana que eliminaria o "
        + "\(digit) de \(cell), mas os Swordfish com barbatana não contam aqui"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ fish: Fish) -> String {
    let digit = fish.digit
    return "\(candidate.cell) é uma das casas do Swordfish (os \(digit) "
      + "\(MissArticles.houses(fish.base, .of)) \(MissArticles.houses(fish.cover, .in))): o "
      + "Swordfish mantém os seus próprios \(digit) e elimina o \(digit) do resto "
      + "\(MissArticles.houses(fish.cover, .of))."
  }
}
