import SudokuCore

/// The words of hint rungs: where to look (a study plan's rung 1, a review drill's first hint) and
/// what the marked pattern alone doesn't show (a drill's second hint). The clause order is written
/// once here; the leaves are the reader's language's `HintPhrasing` (`Words/English/`,
/// `Words/Portuguese/`), chosen in `Language+AcademyWords.swift`.
enum HintWords {
  /// Rung 1 of a study hint: `a naked pair in row 4, then a hidden single in box 6`; `um par nu
  /// na linha 4, depois um único escondido na caixa 6`.
  static func lead(_ plan: HintPlan) -> String? {
    let steps = plan.lookAt
    guard !steps.isEmpty else { return nil }
    return leads(steps).joined(separator: Language.current.hintPhrasing.then)
  }

  /// The steps' leads, a run of the same technique in the same houses said once with its count:
  /// `two hidden singles in box 1`, not `a hidden single in box 1, then a hidden single in box 1`.
  static func leads(_ steps: [PlannedStep]) -> [String] {
    var runs: [(step: PlannedStep, count: Int)] = []
    for planned in steps {
      if let last = runs.last, !planned.step.isFullHouse, !last.step.step.isFullHouse,
        last.step.step.technique == planned.step.technique, last.step.houses == planned.houses
      {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((planned, 1))
      }
    }
    return runs.map { lead($0.step, count: $0.count) }
  }

  /// What rung 1 adds when simpler techniques than the chain's stand on the board but lead to no
  /// single (`HintPlan.next`'s `passedOver`), nil when none do: `(Simpler eliminations are there —
  /// pointing, naked pair — but none leads to a single.)`; `(Há eliminações mais simples —
  /// apontamento, par nu — mas nenhuma leva a um único.)`
  static func passedOver(_ plan: HintPlan) -> String? {
    guard case .next(_, _, let passedOver) = plan, !passedOver.isEmpty else { return nil }
    let names = passedOver.map(\.nameInSentence).joined(separator: ", ")
    return Language.current.hintPhrasing.passedOver(names)
  }

  /// Leads joined as `lead(_: HintPlan)` joins them; nil for none.
  static func chained(_ leads: [String]) -> String? {
    guard !leads.isEmpty else { return nil }
    return leads.joined(separator: Language.current.hintPhrasing.then)
  }

  /// `a naked pair in row 4`, `a full house in box 2`, `an X-Wing in rows 2 and 5`; `um par nu
  /// na linha 4`, `a última casa vazia da caixa 2`, `um X-Wing nas linhas 2 e 5`.
  /// `count` such steps in the same houses: `two hidden singles in box 1`, `pointing twice in box
  /// 6`; `dois únicos escondidos na caixa 1`.
  static func lead(_ planned: PlannedStep, count: Int = 1) -> String {
    let step = planned.step
    let names = Language.current.nameWords
    let what = count == 1 ? step.technique.phrase : names.counted(step.technique, count)
    let phrasing = Language.current.hintPhrasing
    return step.isFullHouse
      ? phrasing.fullHouse(in: planned.houses) : phrasing.lead(what, in: planned.houses)
  }

  /// A review drill's first hint, which names no technique: `Look at box 7 and the digit 3.`,
  /// `Look at rows 2 and 5 and the digit 1.`, `Look at box 9.` (a digit is named only when it is
  /// the pattern's, never a single's answer in a cell to find); `Observe a caixa 7 e o dígito 3.`
  static func reviewNudge(houses: [House], digits: DigitSet) -> String {
    Language.current.hintPhrasing.lookAt(houses, digits: digits)
  }

  /// What the second hint adds to the lesson's words: where candidates went that no marked digit
  /// rules out, and, for a naked single, how many digits the marks are. Empty when the marks say it
  /// all.
  ///
  /// `They are six different digits; the cell lost its other candidates, 6 and 7, earlier, as the
  /// board shows.` — `(r1c8 lost its 5 earlier, as the board shows.)`; `São seis dígitos
  /// diferentes; essa casa perdeu antes os outros candidatos, 6 e 7, como mostra a grelha.`
  static func patternFacts(_ step: Step, on grid: Grid) -> String {
    let facts = StepFacts(step, on: grid)
    if case .nakedSingle(_, _, let isFullHouse) = step.pattern, !isFullHouse {
      let phrasing = Language.current.hintPhrasing
      let count = phrasing.differentDigits(facts.seen.count)
      guard !facts.removals.isEmpty else { return count + "." }
      let lost = facts.removals.map(\.candidate.digit)
      return count + "; " + phrasing.lostEarlier(lost) + "."
    }
    let removed = StepWords.removals(facts.removals)
    return removed.isEmpty ? "" : "(\(removed).)"
  }
}

/// The leaves of `HintWords` in one language.
protocol HintPhrasing: Sendable {
  /// What joins the leads of a chain: `, then `.
  var then: String { get }

  /// `(Simpler eliminations are there — pointing, naked pair — but none leads to a single.)`,
  /// given the techniques' names already joined.
  func passedOver(_ names: String) -> String

  /// `a naked pair in row 4`, `two hidden singles in box 1`, given the technique's phrase.
  func lead(_ what: String, in houses: [House]) -> String

  /// `a full house in box 2`.
  func fullHouse(in houses: [House]) -> String

  /// A review drill's first hint: `Look at box 7 and the digit 3.`
  func lookAt(_ houses: [House], digits: DigitSet) -> String

  /// How many different digits a naked single's cell sees: `They are six different digits`.
  func differentDigits(_ count: Int) -> String

  /// The candidates a naked single's cell lost before the marks: `that cell lost its other
  /// candidates, 6 and 7, earlier, as the board shows`.
  func lostEarlier(_ digits: [Int]) -> String
}
