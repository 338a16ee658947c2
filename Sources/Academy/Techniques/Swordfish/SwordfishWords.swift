import SudokuCore

/// The words of the swordfish lesson's misses (facts: `SwordfishMiss`), in English and Portuguese
/// (where the fish keeps its English name: *o Swordfish*).
enum SwordfishWords {
  static func miss(_ facts: SwordfishMiss) -> String {
    switch Language.current {
    case .english: english(facts)
    case .portuguese: portuguese(facts)
    }
  }

  private static func english(_ facts: SwordfishMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "no swordfish on \(digit) covers \(cell): "
      + facts.orientations.map { orientation($0, digit) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits where facts.reaching.count > 1:
      let digits = facts.reaching.reduce(DigitSet.empty) { $0.union($1.digits) }
      text +=
        " The swordfish on the board (\(patterns(facts.reaching))) remove "
        + "\(digitList(digits)) from \(cell), not \(digit)."
    case .otherDigits(let step):
      text +=
        " The swordfish on the board (\(step.patternText.keptTogether)) removes "
        + "\(digitList(step.digits)) from "
        + "\(cell), not \(digit)."
    case .outside where facts.outside.count > 1:
      let each = facts.outside.map { step in
        guard case .fish(let fish) = step.pattern else { return step.patternText.keptTogether }
        return "\(step.patternText.keptTogether) (\(StepWords.houses(fish.cover)) outside "
          + "\(StepWords.houses(fish.base)))"
      }
      text +=
        " The swordfish on the board remove \(digit) only from their cover lines outside their "
        + "base lines, and \(cell) is not one of those cells: \(each.joined(separator: "; "))."
    case .outside(let step, _):
      if case .fish(let fish) = step.pattern {
        text +=
          " The swordfish on the board (\(step.patternText.keptTogether)) removes \(digit) only from "
          + "\(StepWords.houses(fish.cover)) outside \(StepWords.houses(fish.base)), and \(cell) "
          + "is not one of those cells."
      }
    case nil:
      break
    }
    return text
      + " A swordfish needs three base rows (or columns) whose \(plural(digit)) lie in the same "
      + "three cover columns (or rows) and nowhere else; it removes \(digit) from the rest of "
      + "those cover lines."
  }

  private static func portuguese(_ facts: SwordfishMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "nenhum Swordfish com o \(digit) cobre \(cell): "
      + facts.orientations.map { orientation($0, digit) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits where facts.reaching.count > 1:
      let digits = facts.reaching.reduce(DigitSet.empty) { $0.union($1.digits) }
      text +=
        " Os Swordfish da grelha (\(patterns(facts.reaching))) eliminam "
        + "\(MissArticles.digits(digits)) de \(cell), não o \(digit)."
    case .otherDigits(let step):
      text +=
        " O Swordfish da grelha (\(step.patternText.keptTogether)) elimina "
        + "\(MissArticles.digits(step.digits)) de \(cell), não o \(digit)."
    case .outside where facts.outside.count > 1:
      let each = facts.outside.map { step in
        guard case .fish(let fish) = step.pattern else { return step.patternText.keptTogether }
        return "\(step.patternText.keptTogether) (\(MissArticles.houses(fish.cover)) fora "
          + "\(MissArticles.houses(fish.base, .of)))"
      }
      text +=
        " Os Swordfish da grelha só eliminam o \(digit) das suas linhas de cobertura fora das "
        + "linhas-base, e \(cell) não é uma dessas casas: \(each.joined(separator: "; "))."
    case .outside(let step, _):
      if case .fish(let fish) = step.pattern {
        text +=
          " O Swordfish da grelha (\(step.patternText.keptTogether)) só elimina o \(digit) "
          + "\(MissArticles.houses(fish.cover, .of)) fora \(MissArticles.houses(fish.base, .of)), "
          + "e \(cell) não é uma dessas casas."
      }
    case nil:
      break
    }
    return text
      + " Um Swordfish precisa de três linhas (ou colunas) de base cujos \(digit) fiquem todos "
      + "nas mesmas três colunas (ou linhas) de cobertura; elimina o \(digit) do resto dessas "
      + "colunas (ou linhas)."
  }

  /// `Swordfish: 2 r269 c789; Swordfish: 2 c156 r138`
  private static func patterns(_ steps: [Step]) -> String {
    steps.map(\.patternText.keptTogether).joined(separator: "; ")
  }

  static func orientation(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String {
    switch Language.current {
    case .english: english(orientation, digit)
    case .portuguese: portuguese(orientation, digit)
    }
  }

  private static func english(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String {
    switch orientation {
    case .few(let kind, let lines) where lines.isEmpty:
      return "no other \(kind.name) holds \(digit) three times or fewer"
    case .few(let kind, let lines):
      let verb = lines.count == 1 ? "holds" : "hold"
      return "of the other \(kind.pluralName) only \(listed(lines.map(\.spoken))) \(verb) "
        + "\(digit) three times or fewer"
    case .noneInCover(let kind, let cover, _):
      return "no other \(kind.name) that holds \(digit) three times or fewer has one in "
        + "\(cover.spelledOut)"
    case .finned(let base, let cover, let fins):
      let lines = StepWords.houses(base.map(\.house))
      let covers = StepWords.houses(cover)
      guard !fins.isEmpty else { return "\(lines) hold their \(plural(digit)) in \(covers)" }
      return "the closest, \(lines), hold their \(plural(digit)) in \(covers) but for "
        + "\(listed(fins.map(\.description))) \u{2014} "
        + (fins.count == 1
          ? "a fin, and finned swordfish don't count here" : "places outside those three")
    case .finUnseen(let base, let cover, let fin, let cell):
      return "the closest, \(StepWords.houses(base.map(\.house))), hold their \(plural(digit)) in "
        + "\(StepWords.houses(cover)) but for \(fin) \u{2014} a fin that \(cell) does not see, so "
        + "that swordfish, finned or not, does not reach \(cell)"
    case .finnedReaches(let base, let cover, let fins, let cell):
      let box = House(.box, fins[0].box)
      return "\(StepWords.houses(base.map(\.house))) hold their \(plural(digit)) in "
        + "\(StepWords.houses(cover)) but for \(listed(fins.map(\.description))) \u{2014} "
        + (fins.count == 1 ? "a fin" : "fins") + " in \(box.spelledOut): a finned swordfish that "
        + "would remove \(digit) from \(cell), but finned fish don't count here"
    }
  }

  /// `das outras colunas, só a coluna 8 (…) e a coluna 9 (…) têm o 7 três vezes ou menos`, `as
  /// mais próximas, as linhas 4, 5 e 8, têm os seus 8 nas colunas 1, 2 e 3, exceto r4c5 …`
  private static func portuguese(_ orientation: SwordfishMiss.Orientation, _ digit: Int)
    -> String
  {
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

  /// The learner removed the digit from one of the swordfish's own cells.
  static func patternCandidate(_ candidate: Candidate, _ fish: Fish) -> String {
    let digit = fish.digit
    switch Language.current {
    case .english:
      let covers = StepWords.houses(fish.cover)
      return "\(candidate.cell) is one of the swordfish's cells (\(plural(digit)) of "
        + "\(StepWords.houses(fish.base)) in \(covers)): the swordfish keeps its own "
        + "\(plural(digit)) and removes \(digit) from the rest of \(covers)."
    case .portuguese:
      return "\(candidate.cell) é uma das casas do Swordfish (os \(digit) "
        + "\(MissArticles.houses(fish.base, .of)) \(MissArticles.houses(fish.cover, .in))): o "
        + "Swordfish mantém os seus próprios \(digit) e elimina o \(digit) do resto "
        + "\(MissArticles.houses(fish.cover, .of))."
    }
  }
}
