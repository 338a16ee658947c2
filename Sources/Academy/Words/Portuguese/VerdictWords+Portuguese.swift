import SudokuCore

struct PortugueseVerdictWords: VerdictWords {
  private let grammar = PortugueseGrammar()

  var correctLead: String { "Certo — " }
  var missLead: String { "Errado — " }

  func text(_ reason: VerdictReason) -> String {
    let checkWords = Language.current.checkWords
    switch reason {
    case .unreadable(let error):
      return "Não foi possível ler essa resposta: \(ReadingErrorWords.text(error))."
    case .wrongForm(let answer, true):
      return
        "Esta lição coloca dígitos: responda com uma colocação como \(AnswerExample.placement) "
        + "(\(answer.keptTogether) elimina um candidato). Não conta \u{2014} tente outra vez."
    case .wrongForm(let answer, false):
      return "Esta lição elimina candidatos: responda com uma eliminação como "
        + "\(AnswerExample.elimination) (\(answer.keptTogether) coloca um dígito). Não conta \u{2014} tente "
        + "outra vez."
    case .filledCell(let cell, let digit):
      return checkWords.filledCell(cell, holding: digit)
    case .miss(let miss, let part):
      guard let part else { return text(miss) }
      return "\(part): " + text(miss)
        + " (Basta uma parte errada para toda a resposta estar errada.)"
    case .correct(let correct):
      return text(correct)
    }
  }

  func also(_ correct: VerdictReason.Correct) -> String {
    var text = ""
    if correct.others.count == 1 {
      text += " (Também havia: \(correct.others[0].description.keptTogether).)"
    } else if correct.others.count > 1 {
      text +=
        " (Havia também \(counted(correct.others.count, .otherInstance)), por exemplo "
        + "\(correct.others[0].description.keptTogether).)"
    }
    let clauses = alsoGroups(correct.alsoBy).map { group in
      let verb = group.techniques.count == 1 ? "leva" : "levam"
      let what = group.parts.map { "a \($0.keptTogether)" } ?? "a esta resposta"
      return listed(group.techniques.map(\.phrase)) + " também \(verb) " + what
    }
    if !clauses.isEmpty {
      text += " (" + Phrasing.capitalized(clauses.joined(separator: "; ")) + ".)"
    }
    return text
  }

  func ownText(_ miss: Miss) -> String? {
    switch miss {
    case .notACandidate(let candidate, let shown, let eliminating):
      return "o \(candidate.digit) não é candidato em \(candidate.cell) (a casa mostra "
        + "\(digitList(shown)))" + (eliminating ? " \u{2014} não há nada a eliminar." : ".")
    case .nakedNotHidden(let cell):
      return "dígito certo, mas isso é um único nu \u{2014} \(cell) não tem outro candidato. Esta "
        + "lição é sobre únicos escondidos: procure um dígito que só tenha um lugar numa linha, "
        + "coluna ou caixa."
    case .hiddenNotNaked(let candidate, let house, let shown):
      return "dígito certo, mas isso é um único escondido \u{2014} o \(candidate.digit) só tem um "
        + "lugar \(StepWords.houses([house], .in)), mas \(candidate.cell) ainda tem "
        + "\(digitList(shown)). Esta lição é sobre únicos nus: procure uma casa com um só candidato."
    case .stillHas(let cell, let shown):
      return "\(cell) ainda tem \(digitList(shown))."
    case .alsoGoes(let candidate, let elsewhere):
      return
        "o \(candidate.digit) também pode ficar em \(Language.current.checkWords.places(elsewhere))."
    case .followsFrom(let other, let technique, let step):
      return "é verdade, mas isso resulta de \(other.phrase), não de \(technique.phrase): "
        + "\(step.description.keptTogether)."
    case .patternCandidate, .noPointing, .noClaiming, .noPair, .noXWing, .noHiddenSubset,
      .noNakedTriple, .noSkyscraper, .noSwordfish, .noXYWing, .noTwoStringKite, .noEmptyRectangle,
      .noFinnedXWing, .noWWing, .noXYZWing, .noSimpleColors, .reviewPlacement,
      .reviewElimination:
      return nil
    }
  }

  func singleInside(_ single: VerdictReason.SingleInside) -> String {
    let cell = single.candidate.cell
    let digit = single.candidate.digit
    return single.houses.isEmpty
      ? "\(cell) só tem o \(digit), um único nu"
      : "o \(digit) só tem \(cell) \(StepWords.houses(single.houses, .in)), um único escondido"
  }

  func singlesFollow(_ technique: Technique, singular: Bool) -> String {
    let article = grammar.article(technique.gender, plural: false, after: .none)
    return "; \(article) \(technique.stepNoun) resulta \(singular ? "dele" : "deles").)"
  }

  func partOfPattern(_ cell: Cell) -> String { "\(cell) faz parte do próprio padrão." }
}
