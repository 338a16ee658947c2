import SudokuCore
import Testing

@testable import Academy

/// Every miss explanation of the six lessons after X-Wing is true on the board as displayed: for every
/// wrong elimination on every drill, each fact the miss names is recomputed from the grid — the cells
/// named show the candidates said, a house's places of a digit are the ones said, a "closest" choice is
/// one no other choice beats, an instance named is one the finder reports — and the sentence names
/// what the facts name.
@Suite struct MissTruthTests {
  /// The problems with one verdict's facts, or none.
  static func problems(_ miss: Miss, text: String, checker: AnswerChecker) -> [String] {
    var truth = MissTruth(grid: checker.grid, checker: checker, text: text)
    truth.check(miss)
    return truth.problems
  }

  /// Checks every wrong elimination of every drill; returns how many misses of each kind it met.
  static func walk(_ drills: [Drill]) -> [String: Int] {
    var kinds: [String: Int] = [:]
    for drill in drills {
      let checker = AnswerChecker(drill: drill)
      for cell in drill.grid.emptyCells {
        for digit in drill.grid.candidates(at: cell) {
          let verdict = checker.check("\(cell)<>\(digit)")
          guard case .miss(let miss, _) = verdict.reason else { continue }
          kinds[WordsTests.kind(verdict.reason), default: 0] += 1
          let text = verdict.text.replacingOccurrences(of: "\u{A0}", with: " ")
          let found = problems(miss, text: text, checker: checker)
          #expect(
            found.isEmpty,
            "\(drill.technique.rawValue) seed \(drill.seed) \(cell)<>\(digit): \(found)\n\(text)")
        }
      }
    }
    return kinds
  }

  @Test func everyMissOfTheNewLessonsIsTrue() {
    let kinds = Self.walk(MasterDrills.quick)
    for kind in [
      "noHiddenSubset", "noNakedTriple", "noSkyscraper", "noSwordfish", "noXYWing",
      "noTwoStringKite", "noEmptyRectangle", "noFinnedXWing", "noWWing", "noXYZWing",
      "noSimpleColors", "patternCandidate",
    ] {
      #expect(kinds[kind, default: 0] > 20, "too few \(kind) misses: \(kinds)")
    }
    // The lesson's technique is the next step on a drill's board: no earlier lesson applies, so no
    // wrong answer is one that "follows from" an earlier lesson.
    #expect(kinds["followsFrom"] == nil, "\(kinds)")
  }

  /// "Follows from" names only lessons the learner has met: a drill of the six never sends them to
  /// a later lesson, though later techniques make some of its wrong answers true; on a board of a
  /// lesson after X-Wing where earlier lessons apply (the pinned drills of the second pass, as a
  /// review drill or a study board can be) it names the new lessons before it.
  @Test func followsFromNamesOnlyLessonsMet() {
    var laterOnly = 0
    for technique in Technique.upToXWing where !technique.placesDigits {
      for seed in UInt64(0)..<12 {
        let drill = SharedDrills.drill(technique, seed: seed)
        let checker = AnswerChecker(drill: drill)
        let later = Set(
          Technique.allCases.filter { !$0.isUpToXWing }
            .flatMap { checker.allSteps[$0, default: []].flatMap(\.eliminations) })
        let known = Set(
          Technique.upToXWing.flatMap { checker.allSteps[$0, default: []].flatMap(\.eliminations) })
        for candidate in later.subtracting(known) {
          laterOnly += 1
          let verdict = checker.check(Notation.canonical(candidate, placement: false))
          if case .miss(.followsFrom(let other, _, _), _) = verdict.reason {
            Issue.record("\(technique.rawValue) seed \(seed): names \(other.rawValue)")
          }
        }
      }
    }
    #expect(laterOnly > 0, "no elimination only a later lesson makes in 48 drills of the six")
    var namedNew = 0
    let pinned = PinnedDrills.all.filter { !$0.technique.isUpToXWing }.map {
      PinnedDrills.drill($0.technique, seed: $0.seed)
    }
    for drill in pinned {
      let checker = AnswerChecker(drill: drill)
      for cell in drill.grid.emptyCells {
        for digit in drill.grid.candidates(at: cell) {
          guard
            case .miss(.followsFrom(let other, _, _), _) = checker.check("\(cell)<>\(digit)").reason
          else { continue }
          #expect(other < drill.technique, "\(drill.technique.rawValue): \(other.rawValue)")
          if !other.isUpToXWing { namedNew += 1 }
        }
      }
    }
    #expect(namedNew > 0, "no drill after X-Wing named a new lesson before it")
  }

  /// The miss the brief names: a hidden pair's cell keeps the pair's digits.
  @Test func theWordsOfAHiddenPairsOwnCell() throws {
    let drill = SharedDrills.drill(.hiddenPair, seed: 0)
    let checker = AnswerChecker(drill: drill)
    let step = try #require(checker.instances.first)
    guard case .subset(let subset) = step.pattern else {
      Issue.record("not a subset: \(step)")
      return
    }
    let cell = subset.cells[0]
    let digit = try #require(subset.digits.first)
    let text = checker.check("\(cell)<>\(digit)").text
    #expect(text.hasPrefix("\(cell) is one of the hidden pair's cells: "), "\(text)")
    #expect(text.contains("keeps \(digitList(subset.digits)) there"), "\(text)")
  }
}

/// Recomputes a miss's facts from the grid, independently of the checker's search.
struct MissTruth {
  let grid: Grid
  let checker: AnswerChecker
  let text: String
  var problems: [String] = []

  init(grid: Grid, checker: AnswerChecker, text: String) {
    self.grid = grid
    self.checker = checker
    self.text = text
  }

  mutating func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { problems.append(what()) }
  }

  /// The sentence names every cell of `cells`.
  mutating func named(_ cells: [Cell]) {
    for cell in cells { expect(text.contains(cell.description), "\(cell) not named") }
  }

  mutating func shown(_ shown: [Miss.Shown]) {
    for item in shown {
      expect(grid.isEmpty(item.cell), "\(item.cell) is filled")
      expect(grid.candidates(at: item.cell) == item.digits, "\(item.cell) shows otherwise")
      expect(text.contains(item.spoken), "\(item.spoken) not said")
    }
  }

  mutating func places(_ places: [Miss.DigitPlaces], in house: House) {
    for item in places {
      expect(grid.cells(of: item.digit, in: house) == item.cells, "places of \(item.digit)")
      expect(text.contains(item.spoken), "\(item.spoken) not said")
    }
  }

  /// Each line holds the digit in the cells said; with `spoken`, the sentence lists them.
  mutating func lines(_ lines: [Miss.Places], digit: Int, spoken: Bool = true) {
    for line in lines {
      expect(grid.cells(of: digit, in: line.house) == line.cells, "places in \(line.house)")
      expect(!spoken || text.contains(line.spoken), "\(line.spoken) not said")
    }
  }

  /// The instances of `technique` the finder reports on the board (as the checker found them once).
  func instances(_ technique: Technique) -> [Step] {
    checker.allSteps[technique, default: []]
  }

  mutating func check(_ miss: Miss) {
    let technique = checker.technique
    switch miss {
    case .notACandidate(let candidate, let shown, _):
      expect(grid.candidates(at: candidate.cell) == shown, "shown")
      expect(!shown.contains(candidate.digit), "is a candidate")
    case .followsFrom(let other, let lesson, let step):
      expect(lesson == technique, "lesson")
      expect(other != technique && other.number <= max(technique.number, 6), "names \(other)")
      expect(instances(other).contains(step), "not an instance of \(other)")
      expect(text.contains(step.description), "step not said")
    case .patternCandidate(let candidate, let step):
      expect(instances(technique).contains(step), "not an instance")
      expect(step.patternCells.contains(candidate.cell), "not a pattern cell")
      expect(step.digits.contains(candidate.digit), "not a pattern digit")
      checkPattern(step)
    case .noHiddenSubset(let facts): check(facts)
    case .noNakedTriple(let facts): check(facts)
    case .noSkyscraper(let facts): check(facts)
    case .noSwordfish(let facts): check(facts)
    case .noXYWing(let facts): check(facts)
    case .noTwoStringKite(let facts): check(facts)
    case .noEmptyRectangle(let facts): check(facts)
    case .noFinnedXWing(let facts): check(facts)
    case .noWWing(let facts): check(facts)
    case .noXYZWing(let facts): check(facts)
    case .noSimpleColors(let facts): check(facts)
    default:
      problems.append("a miss of the six in a new lesson: \(miss)")
    }
  }

  /// The pattern's own words hold: a hidden subset's digits have no other places in its houses, a
  /// naked one's cells show only its digits.
  mutating func checkPattern(_ step: Step) {
    guard case .subset(let subset) = step.pattern else { return }
    switch subset.kind {
    case .hidden:
      for house in subset.houses {
        for digit in subset.digits {
          expect(
            Set(grid.cells(of: digit, in: house)).isSubset(of: subset.cells), "\(digit) hidden")
        }
      }
    case .naked:
      let union = subset.cells.reduce(DigitSet.empty) { $0.union(grid.candidates(at: $1)) }
      expect(union == subset.digits, "naked digits")
    }
  }

  // MARK: Hidden subsets

  mutating func check(_ facts: HiddenSubsetMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    let size = facts.size
    expect(size == (checker.technique == .hiddenPair ? 2 : 3), "size")
    // Every instance sharing a house with the cell or holding the digit, each pattern once, is
    // named — not "the" one on the board.
    var others: [Step] = []
    for step in instances(checker.technique)
    where !Set(step.houses).isDisjoint(with: cell.houses) || step.digits.contains(digit) {
      if !others.contains(where: { $0.eliminations == step.eliminations }) { others.append(step) }
    }
    expect(facts.others == others, "others: \(others.map(\.description))")
    for step in others {
      expect(!step.patternCells.contains(cell), "an instance holds the cell")
      expect(text.contains(step.patternText), "\(step.patternText) not said")
    }
    expect(!text.contains("on the board"), "'the' subset on the board")
    expect(facts.blocks.count == 3, "one block per house")
    for (house, block) in zip(cell.houses, facts.blocks) {
      let empty = house.cells.filter(grid.isEmpty).count
      // The digits other than the answer's with 1...size places, in digit order.
      let few = (1...9).filter { $0 != digit }.filter {
        (1...size).contains(grid.cells(of: $0, in: house).count)
      }
      switch block {
      case .tooSmall(let said, let count):
        expect(said == house && count == empty && empty <= size, "too small")
      case .few(let said, let digits):
        expect(said == house && empty > size, "few: house")
        expect(digits.map(\.digit) == few && few.count < size, "few: \(few)")
        places(digits, in: house)
      case .elsewhere(let said, let digits):
        expect(said == house && empty > size, "elsewhere: house")
        expect(digits.map(\.digit) == few && few.count >= size, "elsewhere: \(few)")
        expect(digits.allSatisfy { !$0.cells.contains(cell) }, "elsewhere: one is in the cell")
        places(digits, in: house)
      case .near(let said, let digits, let cells):
        expect(said == house && empty > size, "near: house")
        expect(digits.count == size && !digits.contains { $0.digit == digit }, "near digits")
        places(digits, in: house)
        let union = Set(digits.flatMap(\.cells))
        expect(union == Set(cells) && union.contains(cell) && union.count > size, "near cells")
        // No choice of `size` digits with the cell among their places takes fewer cells.
        let all = (1...9).filter { $0 != digit }.map { grid.cells(of: $0, in: house) }
          .filter { !$0.isEmpty }
        for choice in all.combinations(of: size) {
          let other = Set(choice.joined())
          expect(!other.contains(cell) || other.count >= union.count, "a closer choice")
        }
        expect(text.contains("\(Phrasing.number(cells.count)) cells"), "cell count not said")
      }
    }
  }

  // MARK: Naked triple

  mutating func check(_ facts: NakedTripleMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch facts.nearby {
    case .otherDigits(let step):
      expect(instances(.nakedTriple).contains(step), "nearby is no instance")
      expect(!step.digits.contains(digit), "nearby has the digit")
      expect(!Set(step.houses).isDisjoint(with: cell.houses), "nearby shares no house")
      var inHouses: [Step] = []
      for step in instances(.nakedTriple)
      where !step.digits.contains(digit) && !Set(step.houses).isDisjoint(with: cell.houses) {
        if !inHouses.contains(where: { $0.eliminations == step.eliminations }) {
          inHouses.append(step)
        }
      }
      expect(facts.inHouses == inHouses, "in houses: \(inHouses.map(\.description))")
      for step in inHouses {
        expect(text.contains(step.patternText), "\(step.patternText) not said")
      }
    case .outside(let step, _):
      expect(instances(.nakedTriple).contains(step), "outside is no instance")
      expect(step.digits.contains(digit), "outside lacks the digit")
      expect(!step.houses.contains { $0.contains(cell) }, "outside reaches the cell")
    case nil:
      break
    }
    expect(facts.blocks.count == 3, "one block per house")
    for (house, block) in zip(cell.houses, facts.blocks) {
      let small = house.cells.filter {
        $0 != cell && grid.isEmpty($0) && grid.candidates(at: $0).count <= 3
      }
      switch block {
      case .few(let said, let cells):
        expect(said == house && cells.map(\.cell) == small && small.count < 3, "few")
        shown(cells)
        // "only r8c3 and r8c9 show three candidates or fewer" counts the cell when it is small.
        let besides = "in \(house.spelledOut), besides \(cell) itself, only"
        expect(
          cells.isEmpty || text.contains(besides) == (grid.candidates(at: cell).count <= 3),
          "the cell itself uncounted")
      case .without(let said, let cells):
        expect(said == house && cells.map(\.cell) == small && small.count >= 3, "without")
        expect(cells.allSatisfy { !$0.digits.contains(digit) }, "without: one holds it")
        shown(cells)
        expect(text.contains("in \(house.spelledOut) the other cells with"), "without: other")
      case .near(let said, let cells, let digits):
        expect(said == house && cells.count == 3, "near")
        expect(cells.allSatisfy { $0.cell != cell && house.contains($0.cell) }, "near: cells")
        shown(cells)
        let union = cells.reduce(DigitSet.empty) { $0.union($1.digits) }
        expect(union == digits && digits.contains(digit) && digits.count > 3, "near digits")
        let others = house.cells.filter { $0 != cell && grid.isEmpty($0) }
        for choice in others.combinations(of: 3) {
          let other = choice.reduce(DigitSet.empty) { $0.union(grid.candidates(at: $1)) }
          expect(!other.contains(digit) || other.count >= digits.count, "a closer triple")
        }
      }
    }
  }

  /// The instances of `technique` a miss names as removing other digits from the cell: the
  /// nearby one is an instance that does, and `reaching` is every such instance, each pattern
  /// once, all of them said.
  mutating func others(_ technique: Technique, _ facts: some PatternMissFacts) {
    let (candidate, nearby, reaching) = (facts.candidate, facts.nearby, facts.reaching)
    let cell = candidate.cell
    let steps = instances(technique)
    if case .otherDigits(let step) = nearby {
      expect(steps.contains(step), "nearby is no instance")
      expect(
        step.eliminations.contains { $0.cell == cell && $0.digit != candidate.digit }, "nearby")
    }
    var expected: [Step] = []
    for step in steps
    where step.eliminations.contains(where: { $0.cell == cell })
      && !expected.contains(where: { $0.eliminations == step.eliminations })
    {
      expected.append(step)
    }
    expect(reaching == expected, "reaching: \(expected.map(\.description))")
    for step in expected { expect(text.contains(step.patternText), "\(step.patternText) not said") }
  }

  // MARK: Simple colours

  /// The chains of `digit` by the definition: the cells of houses holding it exactly twice, joined
  /// by those houses; each chain as its cells alike to its first cell (board order) and the rest,
  /// by the parity of the links walked to them.
  func colorChains(_ digit: Int) -> [[Set<Cell>]] {
    var partners: [Cell: [Cell]] = [:]
    for house in (0..<27).map(House.init(ordinal:)) {
      let places = grid.cells(of: digit, in: house)
      guard places.count == 2 else { continue }
      partners[places[0], default: []].append(places[1])
      partners[places[1], default: []].append(places[0])
    }
    var parity: [Cell: Int] = [:]
    var chains: [[Set<Cell>]] = []
    for start in partners.keys.sorted() where parity[start] == nil {
      var sides: [Set<Cell>] = [[], []]
      var stack = [start]
      parity[start] = 0
      while let cell = stack.popLast() {
        sides[parity[cell]!].insert(cell)
        for partner in partners[cell]! where parity[partner] == nil {
          parity[partner] = 1 - parity[cell]!
          stack.append(partner)
        }
      }
      chains.append(sides)
    }
    return chains
  }

  mutating func check(_ facts: SimpleColorsMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    others(.simpleColors, facts)
    let chains = colorChains(digit)
    func matches(_ colors: SimpleColors, _ chain: [Set<Cell>]) -> Bool {
      colors.digit == digit && Set(colors.colors[0]) == chain[0]
        && Set(colors.colors[1]) == chain[1]
    }
    let seen = chains.map { chain in chain.map { $0.filter(cell.sees).sorted() } }
    for sides in seen where !sides[0].isEmpty && !sides[1].isEmpty {
      problems.append("it sees both colours of a chain: \(sides)")
    }
    switch facts.closest {
    case .onChain(let colors):
      guard let chain = chains.first(where: { $0[0].union($0[1]).contains(cell) }) else {
        return expect(false, "not on a chain")
      }
      expect(matches(colors, chain), "the chain's colours")
      for side in chain {
        expect(!side.contains { a in side.contains { a.sees($0) } }, "a wrap on its chain")
      }
      let trapped = grid.emptyCells.filter { target in
        grid.candidates(at: target).contains(digit)
          && chain.allSatisfy { $0.contains(where: target.sees) }
      }
      expect(trapped.isEmpty, "its chain traps \(trapped)")
      named(colors.cells)
    case .oneColor(let colors, let seenCells):
      let reached = zip(chains, seen).filter { !$0.1.joined().isEmpty }
      expect(reached.count == 1, "one chain seen")
      if let (chain, sides) = reached.first {
        expect(matches(colors, chain), "the chain's colours")
        expect(seenCells == Array(sides.joined()).sorted(), "the cells seen")
      }
      expect(!chains.contains { $0[0].union($0[1]).contains(cell) }, "on a chain")
      named(seenCells)
    case .severalChains(let seenCells):
      let reached = seen.filter { !$0.joined().isEmpty }
      expect(reached.count > 1, "several chains seen")
      expect(seenCells.count == reached.count, "one cell of each")
      named(seenCells)
    case .unseen:
      expect(!chains.isEmpty && seen.allSatisfy { $0.joined().isEmpty }, "a chain seen, or none")
    case .noLinks:
      expect(chains.isEmpty, "a house holds it twice")
    }
  }

  // MARK: XYZ-Wing

  /// The cells `pivot` sees that show exactly `digit` and one other of its candidates.
  func xyzPincers(of pivot: Cell, on digit: Int) -> [Cell] {
    grid.emptyCells.filter {
      let shown = grid.candidates(at: $0)
      return $0.sees(pivot) && shown.count == 2 && shown.contains(digit)
        && shown.subtracting(grid.candidates(at: pivot)).isEmpty
    }
  }

  /// Every XYZ-Wing on `digit` by the definition, whether or not it removes anything: a pivot
  /// showing exactly three digits, `digit` among them, seeing two pincers that show different
  /// pairs of its digits, both with `digit`.
  func xyzWings(on digit: Int) -> [(pivot: Cell, pincers: [Cell])] {
    var result: [(pivot: Cell, pincers: [Cell])] = []
    for pivot in grid.emptyCells
    where grid.candidates(at: pivot).count == 3 && grid.candidates(at: pivot).contains(digit) {
      let pincers = xyzPincers(of: pivot, on: digit)
      for a in pincers {
        for b in pincers where a < b && grid.candidates(at: a) != grid.candidates(at: b) {
          result.append((pivot, [a, b]))
        }
      }
    }
    return result
  }

  mutating func check(_ facts: XYZWingMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    others(.xyzWing, facts)
    let wings = xyzWings(on: digit)
    expect(
      !wings.contains { ([$0.pivot] + $0.pincers).allSatisfy(cell.sees) }, "an XYZ-Wing removes it")
    let own = wings.filter { ([$0.pivot] + $0.pincers).contains(cell) }
    let away = wings.filter { !([$0.pivot] + $0.pincers).contains(cell) }
    let mostSeen = away.map { ([$0.pivot] + $0.pincers).filter(cell.sees).count }.max()
    let pivots = grid.emptyCells.filter {
      $0.sees(cell) && grid.candidates(at: $0).count == 3 && grid.candidates(at: $0).contains(digit)
    }
    switch facts.closest {
    case .wing(let wing, let seen, let reaches):
      expect(
        wings.contains { $0.pivot == wing.pivot && $0.pincers == wing.pincers },
        "no such XYZ-Wing: \(wing)")
      expect(wing.z == digit, "the wing's digit")
      expect(wing.digits == grid.candidates(at: wing.pivot), "the pivot's digits")
      expect(seen == wing.cells.filter(cell.sees), "seen")
      if wing.cells.contains(cell) {
        expect(reaches.isEmpty || !reaches.contains(cell), "its own cell")
      } else {
        expect(own.isEmpty, "a wing of its own is closer")
        expect(seen.count == mostSeen, "a wing it sees more of is closer")
        expect(!seen.isEmpty || pivots.isEmpty, "a pivot it sees is closer")
      }
      expect(
        reaches
          == grid.emptyCells.filter {
            grid.candidates(at: $0).contains(digit) && wing.cells.allSatisfy($0.sees)
          }, "reaches")
      named(wing.cells + reaches)
    case .fewPincers(let pivot, let pincers):
      expect(own.isEmpty && mostSeen ?? 0 == 0, "a wing it sees is closer")
      expect(pivots.contains(pivot.cell), "no pivot it sees")
      shown([pivot] + pincers)
      expect(pincers.map(\.cell) == xyzPincers(of: pivot.cell, on: digit), "the pincers")
      expect(Set(pincers.map(\.digits)).count <= 1, "two different pincers make a wing")
      expect(
        pincers.count == pivots.map { xyzPincers(of: $0, on: digit).count }.max(),
        "a pivot with more pincers is closer")
    case .noPivot:
      expect(wings.isEmpty && pivots.isEmpty, "a pivot or a wing is there")
    }
  }

  // MARK: W-Wing

  /// Every W-Wing on the board removing `digit` by the definition, whether or not it removes
  /// anything: two cells showing exactly `digit` and y, a house holding neither with y in exactly
  /// two cells, one seeing each of the two (cells in board order).
  func wWings(removing digit: Int) -> [(cells: [Cell], link: [Cell])] {
    let pairs = grid.emptyCells.filter {
      grid.candidates(at: $0).count == 2 && grid.candidates(at: $0).contains(digit)
    }
    var result: [(cells: [Cell], link: [Cell])] = []
    for a in pairs {
      for b in pairs where a < b && grid.candidates(at: a) == grid.candidates(at: b) {
        let y = grid.candidates(at: a).subtracting([digit]).first!
        for house in (0..<27).map(House.init(ordinal:)) {
          let link = grid.cells(of: y, in: house)
          guard link.count == 2, !link.contains(a), !link.contains(b),
            (link[0].sees(a) && link[1].sees(b)) || (link[1].sees(a) && link[0].sees(b))
          else { continue }
          result.append(([a, b], link))
        }
      }
    }
    return result
  }

  mutating func check(_ facts: WWingMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    others(.wWing, facts)
    let wings = wWings(removing: digit)
    expect(!wings.contains { $0.cells.allSatisfy(cell.sees) }, "a W-Wing removes it")
    let seenPairs = grid.emptyCells.filter {
      $0.sees(cell) && grid.candidates(at: $0).count == 2 && grid.candidates(at: $0).contains(digit)
    }
    let alike = seenPairs.filter { a in
      seenPairs.contains { $0 != a && grid.candidates(at: $0) == grid.candidates(at: a) }
    }
    switch facts.closest {
    case .noLink(let pair, let weak):
      shown(pair)
      expect(pair.count == 2 && pair.allSatisfy { alike.contains($0.cell) }, "not a pair it sees")
      expect(pair[0].digits == pair[1].digits && pair[0].digits.contains(digit), "not alike")
      let y = pair[0].digits.subtracting([digit]).first ?? 0
      // Every house holding neither cell whose y's can be matched one to each: the weak link is
      // one of them with the fewest places, and none holds y exactly twice.
      var matched: [Miss.Places] = []
      for house in (0..<27).map(House.init(ordinal:))
      where !pair.contains(where: { house.contains($0.cell) }) {
        let places = grid.cells(of: y, in: house)
        let fits = places.contains { c in
          c.sees(pair[0].cell) && places.contains { $0 != c && $0.sees(pair[1].cell) }
        }
        if fits { matched.append(Miss.Places(house: house, cells: places)) }
      }
      expect(!matched.contains { $0.cells.count == 2 }, "a strong link joins them")
      if let weak {
        expect(matched.contains(weak), "no such weak link: \(weak)")
        expect(weak.cells.count == matched.map(\.cells.count).min(), "a shorter link is closer")
        lines([weak], digit: y, spoken: false)
        named(weak.cells)
        expect(text.contains(weak.house.spelledOut), "\(weak.house) not said")
      } else {
        expect(matched.isEmpty, "a weak link is there: \(matched)")
      }
    case .wing(let wing, let seen, let reaches):
      expect(
        reaches
          == grid.emptyCells.filter {
            grid.candidates(at: $0).contains(digit) && wing.cells.allSatisfy($0.sees)
          }, "reaches")
      named(reaches)
      expect(alike.isEmpty, "two cells alike that it sees are closer")
      expect(
        wings.contains { $0.cells == wing.cells && Set($0.link) == Set(wing.linkCells) },
        "no such W-Wing: \(wing)")
      expect(wing.removed == digit && !wing.cells.contains(cell), "the wing's digit or cells")
      expect(seen == wing.cells.filter(cell.sees), "seen")
      expect(
        seen.count
          == wings.filter { !$0.cells.contains(cell) }.map {
            $0.cells.filter(cell.sees).count
          }.max(), "a wing it sees more of is closer")
      named(wing.cells + wing.linkCells)
    case .noPair(let cells):
      expect(alike.isEmpty && wings.allSatisfy { $0.cells.contains(cell) }, "closer shapes")
      expect(cells.map(\.cell) == seenPairs, "the cells it sees")
      shown(cells)
    case .nothing:
      expect(seenPairs.isEmpty, "it sees \(seenPairs)")
      expect(wings.allSatisfy { $0.cells.contains(cell) }, "a W-Wing on the digit")
    }
  }

  // MARK: Finned X-Wing

  mutating func check(_ facts: FinnedXWingMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    others(.finnedXWing, facts)
    // Every two base lines and two cover lines, one of them the cell's, outside whose base lines
    // the cell lies: each base line and each cover line holds some of the body; the fins are the
    // rest of the base lines' places.
    var oneBox: [FinnedXWing] = []
    var apart: [(base: [House], cover: [House], fins: [Cell])] = []
    for kind in [House.Kind.row, .column] {
      let other: House.Kind = kind == .row ? .column : .row
      let cellLine = House(other, kind == .row ? cell.column : cell.row)
      let bases = (0..<9).map { House(kind, $0) }.filter { !$0.contains(cell) }
      for (i, first) in bases.enumerated() {
        for second in bases[(i + 1)...] {
          for index in 0..<9 where index != cellLine.index {
            let cover = [cellLine, House(other, index)].sorted()
            let places = [first, second].map { grid.cells(of: digit, in: $0) }
            let inCover = { (c: Cell) in cover.contains { $0.contains(c) } }
            let body = places.joined().filter(inCover)
            let fins = places.joined().filter { !inCover($0) }
            guard places.allSatisfy({ $0.contains(where: inCover) }),
              cover.allSatisfy({ line in body.contains(where: line.contains) }), !fins.isEmpty
            else { continue }
            if Set(fins.map(\.box)).count == 1 {
              expect(fins[0].box != cell.box, "a finned X-Wing removes it")
              oneBox.append(
                FinnedXWing(
                  digit: digit, base: [first, second], cover: cover, cells: body, fins: fins))
            } else {
              apart.append(([first, second], cover, fins.sorted()))
            }
          }
        }
      }
    }
    switch facts.closest {
    case .finsElsewhere(let wing):
      expect(oneBox.contains(wing), "no such finned X-Wing: \(wing)")
      expect(wing.fins.count == oneBox.map(\.fins.count).min(), "one with fewer fins is closer")
      named(wing.fins)
      expect(text.contains(wing.finBox.spelledOut), "fin box not named")
    case .finsApart(let base, let cover, let fins):
      expect(oneBox.isEmpty, "fins in one box are closer")
      expect(
        apart.contains { $0.base == base && $0.cover == cover && $0.fins == fins },
        "no such base lines")
      expect(fins.count == apart.map(\.fins.count).min(), "fewer fins are closer")
      named(fins)
    case .nothing:
      expect(oneBox.isEmpty && apart.isEmpty, "base lines through the cell are there")
    }
  }

  // MARK: Empty rectangle

  /// Every empty rectangle on `digit` the board holds, by the definition (a box whose digit keeps
  /// to a row and a column through it, each with a cell off their crossing, and a line outside the
  /// box with the digit exactly twice, one on the box's row or column, and the target outside the
  /// box), whether or not the target shows the digit.
  func emptyRectangles(_ digit: Int) -> [EmptyRectangle] {
    var found: [EmptyRectangle] = []
    for box in (0..<9).map(House.box) {
      let inBox = grid.cells(of: digit, in: box)
      let rows = Set(box.cells.map(\.row)).sorted()
      let columns = Set(box.cells.map(\.column)).sorted()
      for r in rows {
        for c in columns
        where inBox.allSatisfy({ $0.row == r || $0.column == c })
          && inBox.contains(where: { $0.row == r && $0.column != c })
          && inBox.contains(where: { $0.column == c && $0.row != r })
        {
          let lines =
            (0..<9).filter { !columns.contains($0) }.map(House.column)
            + (0..<9).filter { !rows.contains($0) }.map(House.row)
          for line in lines {
            let places = grid.cells(of: digit, in: line)
            let onBoxLine =
              line.kind == .column ? places.first { $0.row == r } : places.first { $0.column == c }
            guard places.count == 2, let first = onBoxLine else { continue }
            let rectangle = EmptyRectangle(
              digit: digit, box: box, row: .row(r), column: .column(c), boxCells: inBox,
              line: line, link: [first, places.first { $0 != first }!])
            if !box.contains(rectangle.target) { found.append(rectangle) }
          }
        }
      }
    }
    return found
  }

  mutating func check(_ facts: EmptyRectangleMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    let steps = instances(.emptyRectangle)
    others(.emptyRectangle, facts)
    let rectangles = emptyRectangles(digit)
    expect(!rectangles.contains { $0.target == cell }, "an empty rectangle removes it")
    // Every box, row and column through it, and line across, from which `cell` would be the
    // target: the line's cell on the box's line and its cell on `cell`'s line.
    var weak: [(House, House, House, House)] = []
    var off: [(House, House, House, [Cell], [Cell])] = []
    for box in (0..<9).map(House.box) where !box.contains(cell) {
      let inBox = grid.cells(of: digit, in: box)
      for r in Set(box.cells.map(\.row)).sorted() {
        for c in Set(box.cells.map(\.column)).sorted() where c == cell.column || r == cell.row {
          let offLines = inBox.filter { $0.row != r && $0.column != c }
          let fits =
            offLines.isEmpty && inBox.contains { $0.row == r && $0.column != c }
            && inBox.contains { $0.column == c && $0.row != r }
          let lines: [(House, Cell, Cell)] =
            c == cell.column
            ? (0..<9).filter { $0 / 3 != c / 3 }.map {
              (.column($0), Cell(row: r, column: $0), Cell(row: cell.row, column: $0))
            }
            : (0..<9).filter { $0 / 3 != r / 3 }.map {
              (.row($0), Cell(row: $0, column: c), Cell(row: $0, column: cell.column))
            }
          for (line, p, q) in lines {
            let places = grid.cells(of: digit, in: line)
            guard places.contains(p), places.contains(q) else { continue }
            if places.count > 2, fits { weak.append((box, .row(r), .column(c), line)) }
            if places.count == 2, !offLines.isEmpty {
              off.append((box, .row(r), .column(c), [p, q], offLines))
            }
          }
        }
      }
    }
    switch facts.closest {
    case .weakLink(let box, let row, let column, let line):
      expect(weak.contains { $0 == (box, row, column, line.house) }, "no such weak link")
      lines([line], digit: digit)
      expect(text.contains(box.spelledOut), "box not named")
    case .boxOff(let box, let row, let column, let link, let cells):
      expect(weak.isEmpty, "a weak link is closer")
      expect(
        off.contains {
          $0.0 == box && $0.1 == row && $0.2 == column && $0.3 == link && $0.4 == cells
        },
        "no such box off its lines")
      expect(cells.count == off.map(\.4.count).min(), "a box with fewer cells off is closer")
      named(link + cells)
    case .rectangle(let rectangle):
      expect(weak.isEmpty && off.isEmpty, "a shape reaching the cell is closer")
      expect(rectangles.contains(rectangle), "no empty rectangle on the board: \(rectangle)")
      expect(!(rectangle.boxCells + rectangle.link).contains(cell), "one of its own cells")
      expect(steps.contains { $0.pattern == .emptyRectangle(rectangle) }, "not an instance")
      named(rectangle.link + [rectangle.target])
    case .nothing:
      expect(weak.isEmpty && off.isEmpty, "a shape reaching the cell is there")
      expect(
        !steps.contains { $0.digits.contains(digit) }, "an empty rectangle on the digit is there")
    }
  }

  // MARK: Skyscraper

  /// Every kite on `digit` the board holds, by the definition (a row link and a column link, four
  /// cells, a row cell and a column cell in one box, every such pairing).
  func kites(_ digit: Int) -> [TwoStringKite] {
    var kites: [TwoStringKite] = []
    for row in (0..<9).map(House.row) where grid.cells(of: digit, in: row).count == 2 {
      for column in (0..<9).map(House.column) where grid.cells(of: digit, in: column).count == 2 {
        let (r, c) = (grid.cells(of: digit, in: row), grid.cells(of: digit, in: column))
        guard Set(r + c).count == 4 else { continue }
        for (p, q) in [(0, 0), (0, 1), (1, 0), (1, 1)] where r[p].box == c[q].box {
          kites.append(
            TwoStringKite(
              digit: digit, row: row, column: column, box: .box(r[p].box), boxCells: [r[p], c[q]],
              ends: [r[1 - p], c[1 - q]]))
        }
      }
    }
    return kites
  }

  mutating func check(_ facts: TwoStringKiteMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    others(.twoStringKite, facts)
    func links(_ kind: House.Kind) -> [House] {
      (0..<9).map { House(kind, $0) }.filter { grid.cells(of: digit, in: $0).count == 2 }
    }
    let kites = self.kites(digit)
    switch facts.closest {
    case .fewLinks(let rows, let columns, let threes):
      expect(rows.map(\.house) == links(.row) && columns.map(\.house) == links(.column), "links")
      expect(rows.isEmpty || columns.isEmpty, "both kinds have links")
      let all = (0..<9).map(House.row) + (0..<9).map(House.column)
      expect(threes.map(\.house) == all.filter { grid.cells(of: digit, in: $0).count == 3 }, "3s")
      lines(threes, digit: digit)
    case .kite(let kite, let seen):
      expect(kites.contains(kite), "no kite on the board: \(kite)")
      expect(kite.target != cell, "the cell is the kite's target")
      expect(seen == kite.ends.filter(cell.sees), "seen")
      named(kite.ends + [kite.target])
      let isPart = (kite.ends + kite.boxCells).contains(cell)
      let others = kites.filter { !($0.ends + $0.boxCells).contains(cell) }
      if isPart {
        expect(others.isEmpty, "a kite the cell is not part of is closer")
        expect(!grid.candidates(at: kite.target).contains(digit), "it removes something")
      } else {
        let most = others.map { $0.ends.filter(cell.sees).count }.max() ?? 0
        expect(seen.count == most, "a kite seeing more ends is closer")
      }
    case .notJoined(let rows, let columns):
      expect(rows.map(\.house) == links(.row) && columns.map(\.house) == links(.column), "links")
      expect(!rows.isEmpty && !columns.isEmpty && kites.isEmpty, "a kite is there")
      lines(rows + columns, digit: digit)
    }
  }

  mutating func check(_ facts: SkyscraperMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    others(.skyscraper, facts)
    expect(facts.orientations.count == 2, "rows and columns")
    for (kind, orientation) in zip([House.Kind.row, .column], facts.orientations) {
      let lines = (0..<9).map { House(kind, $0) }
      let links = lines.filter { grid.cells(of: digit, in: $0).count == 2 }
      func position(_ cell: Cell) -> Int { kind == .row ? cell.column : cell.row }
      switch orientation {
      case .fewLinks(let said, let found, let threes):
        expect(said == kind && found.map(\.house) == links && links.count < 2, "few links")
        expect(
          threes.map(\.house) == lines.filter { grid.cells(of: digit, in: $0).count == 3 }, "3s")
        self.lines(found + threes, digit: digit)
      case .roofs(let skyscraper, let seen):
        expect(skyscraper.digit == digit && skyscraper.lines.allSatisfy { $0.kind == kind }, "sky")
        for (index, line) in skyscraper.lines.enumerated() {
          let ends = Set([skyscraper.baseCells[index], skyscraper.roofs[index]])
          expect(Set(grid.cells(of: digit, in: line)) == ends, "\(line) is no link")
        }
        expect(skyscraper.baseCells.allSatisfy { skyscraper.base.contains($0) }, "base")
        expect(position(skyscraper.roofs[0]) != position(skyscraper.roofs[1]), "an X-Wing")
        expect(seen == skyscraper.roofs.filter(cell.sees) && seen.count < 2, "seen")
        named(skyscraper.roofs)
        if (skyscraper.roofs + skyscraper.baseCells).contains(cell) {
          let both = Cell.all.filter {
            grid.candidates(at: $0).contains(digit) && skyscraper.roofs.allSatisfy($0.sees)
          }
          expect(both.isEmpty, "it removes something")
        }
      case .xWing(let found, let cover):
        expect(found.count == 2 && found.allSatisfy { links.contains($0.house) }, "X-Wing links")
        expect(
          Set(found[0].cells.map(position)) == Set(found[1].cells.map(position)), "X-Wing shape")
        expect(cover.map(\.index) == found[0].cells.map(position), "X-Wing cover")
        self.lines(found, digit: digit)
      case .noBase(let said, let found):
        expect(said == kind && found.map(\.house) == links, "no base: links")
        for pair in found.combinations(of: 2) {
          let shared = Set(pair[0].cells.map(position)).intersection(pair[1].cells.map(position))
          expect(shared.isEmpty, "a base")
        }
        self.lines(found, digit: digit)
      }
    }
  }

  // MARK: Swordfish

  mutating func check(_ facts: SwordfishMiss) {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch facts.nearby {
    case .otherDigits(let step):
      expect(instances(.swordfish).contains(step), "nearby is no instance")
      expect(step.eliminations.contains { $0.cell == cell && $0.digit != digit }, "nearby")
      var reaching: [Step] = []
      for step in instances(.swordfish) where step.eliminations.contains(where: { $0.cell == cell })
      {
        if !reaching.contains(where: { $0.eliminations == step.eliminations }) {
          reaching.append(step)
        }
      }
      expect(facts.reaching == reaching, "reaching: \(reaching.map(\.description))")
      for step in reaching {
        expect(text.contains(step.patternText), "\(step.patternText) not said")
      }
    case .outside(let step, _):
      expect(instances(.swordfish).contains(step), "outside is no instance")
      expect(step.digits == [digit], "outside digit")
      // Every swordfish with the digit is named, each once; none is "the" one when several stand.
      var outside: [Step] = []
      for step in instances(.swordfish) where step.digits.contains(digit) {
        if !outside.contains(where: { $0.eliminations == step.eliminations }) {
          outside.append(step)
        }
      }
      expect(facts.outside == outside, "outside: \(outside.map(\.description))")
      for step in outside {
        expect(text.contains(step.patternText), "\(step.patternText) not said")
      }
      expect(outside.count == 1 || !text.contains("The swordfish on the board ("), "'the' one")
    case nil:
      break
    }
    for (baseKind, orientation) in zip([House.Kind.row, .column], facts.orientations) {
      func position(_ cell: Cell) -> Int { baseKind == .row ? cell.column : cell.row }
      let own = baseKind == .row ? cell.row : cell.column
      let lines = (0..<9).filter { $0 != own }.map { House(baseKind, $0) }
        .filter { (1...3).contains(grid.cells(of: digit, in: $0).count) }
      let finned = finnedSwordfish(reaching: cell, digit: digit, baseKind: baseKind)
      if case .finnedReaches = orientation {
      } else {
        expect(finned.isEmpty, "a finned swordfish reaches the cell: \(finned)")
      }
      switch orientation {
      case .finnedReaches(let base, let cover, let fins, let said):
        expect(said == cell, "finned: cell")
        let found = finned.first {
          Set($0.base) == Set(base.map(\.house)) && Set($0.cover) == Set(cover) && $0.fins == fins
        }
        expect(found != nil, "finned: not one that reaches the cell")
        expect(finned.allSatisfy { $0.fins.count >= fins.count }, "finned: one with fewer fins")
        self.lines(base, digit: digit, spoken: false)
        named(fins)
        expect(text.contains("would remove \(digit) from \(cell)"), "finned: reach not said")
      case .few(let said, let found):
        expect(said == baseKind && found.map(\.house) == lines && lines.count < 3, "few")
        self.lines(found, digit: digit)
      case .noneInCover(let said, let cover, let found):
        expect(said == baseKind && found.map(\.house) == lines && lines.count >= 3, "none")
        expect(cover.index == position(cell) && cover.kind != baseKind, "cover")
        expect(found.allSatisfy { !$0.cells.contains(where: cover.contains) }, "one in cover")
      case .finned(let base, let cover, let fins):
        expect(base.count == 3 && base.allSatisfy { lines.contains($0.house) }, "base lines")
        // The sentence names the base lines and the fins, not every place.
        self.lines(base, digit: digit, spoken: false)
        expect(cover.count == 3 && cover.contains { $0.contains(cell) }, "cover")
        expect(cover.allSatisfy { $0.kind != baseKind }, "cover kind")
        let outside = base.flatMap(\.cells).filter { place in !cover.contains { $0.contains(place) }
        }
        expect(fins == outside.sorted() && !fins.isEmpty, "fins")
        expect(fins.count > 1 || cell.sees(fins[0]), "a lone fin the cell does not see")
        named(fins)
      case .finUnseen(let base, let cover, let fin, let said):
        expect(base.count == 3 && base.allSatisfy { lines.contains($0.house) }, "base lines")
        self.lines(base, digit: digit, spoken: false)
        expect(cover.count == 3 && cover.contains { $0.contains(cell) }, "cover")
        let outside = base.flatMap(\.cells).filter { place in !cover.contains { $0.contains(place) }
        }
        expect(outside == [fin] && said == cell && !cell.sees(fin), "the unseen fin")
        named([fin])
      }
    }
  }

  /// Every finned swordfish on `digit` with `baseKind` lines as its base that removes it from
  /// `cell`, brute force: three other lines, three crossing lines with the cell's among them, each
  /// base line with a place in the cover and each cover line with one in the base, the base's other
  /// places (fins, at least one) all seen by the cell — in its box.
  func finnedSwordfish(reaching cell: Cell, digit: Int, baseKind: House.Kind) -> [(
    base: [House], cover: [House], fins: [Cell]
  )] {
    let coverKind: House.Kind = baseKind == .row ? .column : .row
    let own = baseKind == .row ? cell.row : cell.column
    let crossing = baseKind == .row ? cell.column : cell.row
    var found: [(base: [House], cover: [House], fins: [Cell])] = []
    let bases = (0..<9).filter { $0 != own }.map { House(baseKind, $0) }
    for base in bases.combinations(of: 3) {
      let places = base.flatMap { grid.cells(of: digit, in: $0) }
      for others in (0..<9).filter({ $0 != crossing }).combinations(of: 2) {
        let cover = ([crossing] + others).sorted().map { House(coverKind, $0) }
        let fins = places.filter { place in !cover.contains { $0.contains(place) } }.sorted()
        let covered = base.allSatisfy { line in
          grid.cells(of: digit, in: line).contains { place in cover.contains { $0.contains(place) }
          }
        }
        let used = cover.allSatisfy { line in places.contains(where: line.contains) }
        if !fins.isEmpty, covered, used, fins.allSatisfy({ $0.sees(cell) }) {
          found.append((base, cover, fins))
        }
      }
    }
    return found
  }

  // MARK: XY-Wing

  mutating func check(_ facts: XYWingMiss) {
    let cell = facts.candidate.cell
    let z = facts.candidate.digit
    switch facts.nearby {
    case .otherDigits(let step):
      expect(instances(.xyWing).contains(step), "nearby is no instance")
      expect(step.eliminations.contains { $0.cell == cell && $0.digit != z }, "nearby")
    case .outside:
      problems.append("an XY-Wing outside is named among the wings")
    case nil:
      break
    }
    // Every XY-Wing on z on the board, recomputed: pivot x,y, pincers x,z and y,z that it sees.
    let grid = grid
    let shows = { (cell: Cell) in grid.isEmpty(cell) ? grid.candidates(at: cell) : [] }
    var wings: [XYWing] = []
    for pivot in grid.emptyCells where shows(pivot).count == 2 && !shows(pivot).contains(z) {
      for first in grid.emptyCells where first.sees(pivot) {
        for second in grid.emptyCells where second.sees(pivot) && first < second {
          let digits = [shows(first), shows(second)]
          guard digits.allSatisfy({ $0.count == 2 && $0.contains(z) }) else { continue }
          let others = digits.map { $0.subtracting([z]) }
          if others[0] != others[1], others[0].union(others[1]) == shows(pivot) {
            wings.append(
              XYWing(
                pivot: pivot, pincers: [first, second], pivotDigits: shows(pivot), z: z))
          }
        }
      }
    }
    expect(Set(facts.wings.map(\.wing)) == Set(wings), "wings: \(wings)")
    for item in facts.wings {
      let reaches = grid.emptyCells.filter { target in
        shows(target).contains(z) && !item.wing.pincers.contains(target)
          && item.wing.pincers.allSatisfy { target.sees($0) }
      }
      expect(item.reaches == reaches, "reaches of \(item.wing)")
      expect(!reaches.contains(cell), "a wing reaches the cell")
      expect(item.seen == item.wing.pincers.filter { $0 == cell || $0.sees(cell) }, "seen")
      named([item.wing.pivot] + item.wing.pincers + reaches)
    }
    // A wing with a pincer the cell sees is the reason; no would-be pivot is named then.
    let accounts = facts.wings.contains { !$0.seen.isEmpty }
    expect(facts.wingsAccount == accounts, "wings account")
    expect(!accounts || !text.contains("could be their pivot"), "a near miss beside the wings")
    expect(!accounts || !text.contains("has no \(z)"), "a near miss beside the wings")
    guard !accounts else { return }
    let possible = grid.emptyCells.filter {
      grid.candidates(at: $0).count == 2 && grid.candidates(at: $0).contains(z) && $0.sees(cell)
    }
    func other(_ shown: Miss.Shown) -> DigitSet { shown.digits.subtracting([z]) }
    switch facts.near {
    case .pivotOutOfSight(let pincers, let pivot, let seen):
      shown(pincers + [pivot])
      expect(pincers.allSatisfy { possible.contains($0.cell) }, "pincers")
      expect(other(pincers[0]) != other(pincers[1]), "same other digit")
      expect(pivot.digits == other(pincers[0]).union(other(pincers[1])), "pivot digits")
      expect(seen == pincers.map(\.cell).filter(pivot.cell.sees) && seen.count < 2, "pivot sees")
    case .otherZ(let pivot, let pincer, let far):
      shown([pivot, pincer, far])
      expect(possible.contains(pincer.cell), "pincer")
      expect(pivot.cell.sees(pincer.cell) && pivot.cell.sees(far.cell), "pivot sight")
      expect(!pivot.digits.contains(z) && !far.digits.contains(z), "z")
      expect(!pivot.digits.intersection(pincer.digits).isEmpty, "pivot and pincer share nothing")
      expect(pivot.digits.intersection(far.digits).count == 1, "pivot and other")
    case .noPivot(let pincers):
      shown(pincers)
      expect(pincers.allSatisfy { possible.contains($0.cell) }, "pincers")
      let xy = other(pincers[0]).union(other(pincers[1]))
      expect(xy.count == 2, "same other digit")
      expect(!grid.emptyCells.contains { grid.candidates(at: $0) == xy }, "a pivot exists")
    case .sameDigits(let pincers):
      shown(pincers)
      expect(pincers.map(\.cell) == possible && possible.count >= 2, "same: cells")
      expect(Set(pincers.map(other)).count == 1, "same: digits")
    case .fewPincers(let pincers):
      shown(pincers)
      expect(pincers.map(\.cell) == possible && possible.count < 2, "few pincers")
    }
  }
}

/// The same check on 150 drills per lesson, in slices that run in parallel (the first 60 are the
/// drills `MasterAcceptanceSoak` checks, built once for both).
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct MissTruthSoak {
  @Test(arguments: 0..<Soak.slices)
  func everyMissOfTheNewLessonsIsTrueOnThousandsOfDrills(slice: Int) {
    let kinds = MissTruthTests.walk(MasterDrills.make(Soak.slice(slice, of: 150)))
    print("miss truth, slice \(slice): \(kinds.sorted { $0.key < $1.key })")
  }
}
