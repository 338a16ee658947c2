import SudokuCore
import Testing

@testable import Academy

/// The technique misses (`Words/Techniques/`) in Portuguese: every kind of miss of the ten
/// elimination lessons, and every case of its reasons, rendered in Portuguese with no English left
/// (`EnglishLeak`), met on the golden tables' positions and on drills; and exact Portuguese golden
/// rows, at least one per technique, for the grammar (articles, agreement, plurals).
///
/// What is checked is the reason the technique's words return, not the verdict line: the frame
/// (`Miss — `, a part's `r1c1<>3: `) is VerdictWords'.
@Suite struct TechniqueMissPortugueseTests {
  /// The cases of the reasons a technique miss names (`pointing.placed`, `xyWing.otherZ`,
  /// `skyscraper.nearby.otherDigits`), or nil for a miss whose words are not a technique's own.
  static func cases(_ miss: Miss) -> [String]? {
    func nearby(_ prefix: String, _ nearby: Miss.Nearby?) -> [String] {
      switch nearby {
      case .otherDigits: ["\(prefix).nearby.otherDigits"]
      case .outside: ["\(prefix).nearby.outside"]
      case nil: []
      }
    }
    switch miss {
    case .noPointing(_, let blocks):
      return blocks.map {
        switch $0 {
        case .placed: "pointing.placed"
        case .singleLeft: "pointing.singleLeft"
        case .otherLine: "pointing.otherLine"
        case .notConfined: "pointing.notConfined"
        }
      }
    case .noClaiming(_, _, let blocks):
      return blocks.map {
        switch $0 {
        case .placed: "claiming.placed"
        case .noneInBox: "claiming.noneInBox"
        case .singleLeft: "claiming.singleLeft"
        case .outside: "claiming.outside"
        }
      }
    case .noPair(_, let blocks) where blocks.isEmpty:
      return ["nakedPair.noCell"]
    case .noPair(_, let blocks):
      return blocks.map {
        switch $0 {
        case .beside: "nakedPair.beside"
        case .unmatched: "nakedPair.unmatched"
        }
      }
    case .noXWing(_, let blocks):
      return blocks.map {
        switch $0 {
        case .fin(_, _, _, _, let unseenBy): unseenBy == nil ? "xWing.fin" : "xWing.finUnseen"
        case .noTight: "xWing.noTight"
        case .noPartner: "xWing.noPartner"
        case .noneShare: "xWing.noneShare"
        }
      }
    case .noHiddenSubset(let facts):
      let name = facts.size == 2 ? "hiddenPair" : "hiddenTriple"
      return facts.blocks.map {
        switch $0 {
        case .tooSmall: "\(name).tooSmall"
        case .few(_, let digits): digits.isEmpty ? "\(name).fewNone" : "\(name).few"
        case .elsewhere: "\(name).elsewhere"
        case .near: "\(name).near"
        }
      } + (facts.others.count > 1 ? ["\(name).others"] : nearby(name, facts.nearby))
    case .noNakedTriple(let facts):
      return facts.blocks.map {
        switch $0 {
        case .few(_, let cells) where cells.isEmpty: "nakedTriple.fewNone"
        case .few: facts.shown.count <= 3 ? "nakedTriple.fewBesides" : "nakedTriple.few"
        case .without: "nakedTriple.without"
        case .near: "nakedTriple.near"
        }
      } + (facts.inHouses.count > 1 ? ["nakedTriple.inHousesSeveral"] : [])
        + nearby("nakedTriple", facts.nearby)
    case .noSkyscraper(let facts):
      return facts.orientations.map {
        switch $0 {
        case .fewLinks(_, let links, let threes):
          "skyscraper.fewLinks\(links.isEmpty ? "None" : "")\(threes.isEmpty ? "" : "+threes")"
        case .roofs(let skyscraper, let seen):
          (skyscraper.roofs + skyscraper.baseCells).contains(facts.candidate.cell)
            ? "skyscraper.ownCell" : "skyscraper.roofs\(seen.isEmpty ? "None" : "")"
        case .xWing: "skyscraper.xWing"
        case .noBase: "skyscraper.noBase"
        }
      } + (facts.reaching.count > 1 ? ["skyscraper.reachingSeveral"] : [])
        + nearby("skyscraper", facts.nearby)
    case .noSwordfish(let facts):
      return facts.orientations.map {
        switch $0 {
        case .few(_, let lines): lines.isEmpty ? "swordfish.fewNone" : "swordfish.few"
        case .noneInCover: "swordfish.noneInCover"
        case .finned(_, _, let fins): "swordfish.finned\(min(fins.count, 2))"
        case .finUnseen: "swordfish.finUnseen"
        case .finnedReaches: "swordfish.finnedReaches"
        }
      }
        + (facts.outside.count > 1
          ? ["swordfish.outsideSeveral"] : nearby("swordfish", facts.nearby))
        + (facts.reaching.count > 1 ? ["swordfish.reachingSeveral"] : [])
    case .noXYWing(let facts):
      let near =
        switch facts.near {
        case .pivotOutOfSight(_, _, let seen): "xyWing.pivotOutOfSight\(seen.isEmpty ? "None" : "")"
        case .otherZ: "xyWing.otherZ"
        case .noPivot: "xyWing.noPivot"
        case .sameDigits: "xyWing.sameDigits"
        case .fewPincers(let pincers):
          pincers.isEmpty ? "xyWing.fewPincersNone" : "xyWing.fewPincers"
        }
      guard !facts.wingsAccount else { return ["xyWing.wings"] + nearby("xyWing", facts.nearby) }
      return [near] + (facts.wings.isEmpty ? [] : ["xyWing.wingsApart"])
        + nearby("xyWing", facts.nearby)
    case .patternCandidate(let candidate, let step):
      switch step.pattern {
      case .skyscraper(let skyscraper):
        return [
          skyscraper.baseCells.contains(candidate.cell)
            ? "skyscraper.ownBase" : "skyscraper.ownRoof"
        ]
      case .xyWing(let wing):
        return [candidate.cell == wing.pivot ? "xyWing.ownPivot" : "xyWing.ownPincer"]
      default:
        return ["\(step.technique.rawValue).own"]
      }
    default:
      return nil
    }
  }

  /// The reason's words in Portuguese, with the no-break spaces that glue its formats (what
  /// `EnglishLeak` reads).
  static func portuguese(_ miss: Miss) -> String {
    Language.$current.withValue(.portuguese) { Language.current.verdictWords.text(miss) }
  }

  /// The reason's words in Portuguese as read: the no-break spaces printed as spaces.
  static func printed(_ miss: Miss) -> String {
    String(portuguese(miss).map { $0 == "\u{A0}" ? " " : $0 })
  }

  /// The technique miss of a verdict, the part's if it has parts; nil for another verdict.
  static func techniqueMiss(_ verdict: Verdict) -> Miss? {
    guard case .miss(let miss, _) = verdict.reason, cases(miss) != nil else { return nil }
    return miss
  }

  /// Every wrong elimination of `drills`: its technique miss in Portuguese has no English; the
  /// cases met.
  static func walk(_ drills: [Drill]) -> Set<String> {
    var met: Set<String> = []
    for drill in drills {
      let checker = AnswerChecker(drill: drill)
      for cell in drill.grid.emptyCells {
        for digit in drill.grid.candidates(at: cell) {
          guard let miss = techniqueMiss(checker.check("\(cell)<>\(digit)")) else { continue }
          met.formUnion(cases(miss) ?? [])
          let text = portuguese(miss)
          #expect(
            EnglishLeak.words(in: text).isEmpty,
            "\(drill.technique.rawValue) seed \(drill.seed) \(cell)<>\(digit): \(text)")
        }
      }
    }
    return met
  }

  /// The cases the drills meet (the six's elimination lessons, 8 seeds each, and 20 quick drills
  /// of each lesson after X-Wing): all of them but the four no drill here shows, which
  /// `theCasesNoDrillShowsArePortuguese` renders from made-up facts.
  static let casesOnDrills: Set<String> = [
    "pointing.placed", "pointing.otherLine", "pointing.notConfined", "pointing.own",
    "claiming.placed", "claiming.noneInBox", "claiming.outside", "claiming.own",
    "nakedPair.noCell", "nakedPair.beside", "nakedPair.unmatched", "naked-pair.own",
    "xWing.fin", "xWing.noTight", "xWing.noPartner", "xWing.noneShare", "x-wing.own",
    "hiddenPair.tooSmall", "hiddenPair.fewNone", "hiddenPair.few", "hiddenPair.elsewhere",
    "hiddenPair.near", "hiddenPair.nearby.outside", "hiddenPair.others", "hidden-pair.own",
    "nakedTriple.fewNone", "nakedTriple.few", "nakedTriple.fewBesides", "nakedTriple.without",
    "nakedTriple.near",
    "nakedTriple.nearby.otherDigits", "nakedTriple.nearby.outside", "naked-triple.own",
    "hiddenTriple.tooSmall", "hiddenTriple.fewNone", "hiddenTriple.few", "hiddenTriple.elsewhere",
    "hiddenTriple.near", "hiddenTriple.nearby.outside", "hiddenTriple.others", "hidden-triple.own",
    "skyscraper.fewLinks", "skyscraper.fewLinks+threes", "skyscraper.fewLinksNone",
    "skyscraper.fewLinksNone+threes", "skyscraper.ownCell", "skyscraper.roofs",
    "skyscraper.roofsNone", "skyscraper.xWing", "skyscraper.noBase",
    "skyscraper.nearby.otherDigits", "skyscraper.ownRoof", "skyscraper.ownBase",
    "swordfish.fewNone", "swordfish.few", "swordfish.noneInCover", "swordfish.finnedReaches",
    "swordfish.finned2", "swordfish.nearby.otherDigits", "swordfish.nearby.outside",
    "swordfish.own",
    "xyWing.pivotOutOfSight", "xyWing.pivotOutOfSightNone", "xyWing.otherZ", "xyWing.noPivot",
    "xyWing.sameDigits", "xyWing.fewPincers", "xyWing.fewPincersNone",
    "xyWing.nearby.otherDigits", "xyWing.wings", "xyWing.wingsApart", "xyWing.ownPivot",
    "xyWing.ownPincer",
  ]

  @Test func everyCaseMetOnDrillsIsPortuguese() {
    let six = Technique.upToXWing.filter { !$0.placesDigits }.flatMap { technique in
      (0..<UInt64(8)).map { SharedDrills.drill(technique, seed: $0) }
    }
    // Half of the quick drills (made once for MissTruthTests) meet every case and keep `make
    // test` near its aim.
    let next = MasterDrills.quick.enumerated().filter { $0.offset % 40 < 20 }.map(\.element)
    let met = Self.walk(six + next)
    #expect(
      met.isSuperset(of: Self.casesOnDrills), "not met: \(Self.casesOnDrills.subtracting(met))")
  }

  /// The cases no drill above shows — a box or line with a single candidate left (a hidden
  /// single, which the drills' positions are past), three lines that are a swordfish but for
  /// the cell, and one lone fin the cell sees that makes no finned swordfish — made up, in
  /// Portuguese.
  @Test func theCasesNoDrillShowsArePortuguese() {
    let pt = { (text: () -> String) in Language.$current.withValue(.portuguese, operation: text) }
    let pointing = pt {
      Language.current.pointingWords.block(
        .singleLeft(box: .box(3), at: Cell(row: 4, column: 4)), 3)
    }
    #expect(pointing == "na caixa 4 resta um só 3 (r5c5) — um único escondido, não um apontamento")
    let claiming = pt {
      ClaimingWords.block(.singleLeft(line: .row(1), at: Cell(row: 1, column: 6)), 7, box: .box(2))
    }
    #expect(claiming == "na linha 2 resta um só 7 (r2c7) — um único escondido")
    let places = [1, 4, 7].map { row in
      Miss.Places(house: .row(row), cells: [0, 3].map { Cell(row: row, column: $0) })
    }
    let swordfish = pt {
      SwordfishWords.orientation(
        .finned(base: places, cover: [.column(0), .column(3), .column(6)], fins: []), 5)
    }
    #expect(swordfish == "as linhas 2, 5 e 8 têm os seus 5 nas colunas 1, 4 e 7")
    // One fin the cell sees, but no finned swordfish (a base line holds only the fin): the drills
    // name the finned swordfish that reaches the cell instead.
    let fin = [Cell(row: 1, column: 1)]
    let finned = pt {
      SwordfishWords.orientation(
        .finned(
          base: places.prefix(2) + [Miss.Places(house: .row(7), cells: fin)],
          cover: [.column(0), .column(3), .column(6)], fins: fin), 5)
    }
    #expect(
      finned
        == "as mais próximas, as linhas 2, 5 e 8, têm os seus 5 nas colunas 1, 4 e 7, exceto "
        + "r2c2 — uma barbatana, e os Swordfish com barbatana não contam aqui")
    for text in [pointing, claiming, swordfish, finned] {
      #expect(EnglishLeak.words(in: text).isEmpty, "\(text)")
    }
  }

  /// The golden tables' rows (`ExplanationTests`, `MasterExplanationTests`): each one whose miss
  /// is a technique's own has no English in Portuguese.
  @Test func everyGoldenRowIsPortuguese() throws {
    var rows: [(Technique, String, String)] = ExplanationTests.eliminationCases.map {
      ($0.0, ExplanationTests.pointingPosition, $0.1)
    }
    let tables: [(Technique, [String], [(Int, String, String)])] = [
      (
        .hiddenPair, MasterExplanationTests.hiddenPairPositions,
        MasterExplanationTests.hiddenPairCases
      ),
      (
        .nakedTriple, MasterExplanationTests.nakedTriplePositions,
        MasterExplanationTests.nakedTripleCases
      ),
      (
        .hiddenTriple, MasterExplanationTests.hiddenTriplePositions,
        MasterExplanationTests.hiddenTripleCases
      ),
      (
        .skyscraper, MasterExplanationTests.skyscraperPositions,
        MasterExplanationTests.skyscraperCases
      ),
      (
        .swordfish, MasterExplanationTests.swordfishPositions, MasterExplanationTests.swordfishCases
      ),
      (.xyWing, MasterExplanationTests.xyWingPositions, MasterExplanationTests.xyWingCases),
    ]
    for (technique, positions, cases) in tables {
      rows += cases.map { (technique, positions[$0.0], $0.1) }
    }
    var checked = 0
    for (technique, position, answer) in rows {
      let checker = try ExplanationTests.checker(technique, position)
      guard let miss = Self.techniqueMiss(checker.check(answer)) else { continue }
      checked += 1
      let text = Self.portuguese(miss)
      #expect(EnglishLeak.words(in: text).isEmpty, "\(technique.rawValue) \(answer): \(text)")
    }
    #expect(checked >= 50, "only \(checked) technique misses among the golden rows")
  }

  /// Exact Portuguese, at least one miss per technique: the articles (*a caixa 2*, *nas colunas
  /// 7, 8 e 9*, *o 2, o 6 e o 8*), agreement (*duas casas vazias*, *três dígitos em quatro casas,
  /// uma a mais*) and plurals (*tem-no*/*têm-no*).
  static let goldenCases: [(Technique, String, String, String)] = [
    (
      .pointing, ExplanationTests.pointingPosition, "r1c9<>3",
      "nenhum apontamento elimina o 3 de r1c9: na caixa 1 os 3 estão nas linhas 1 e 2 — não ficam numa só linha; a caixa 2 já tem o seu 3 (r3c4); na caixa 6 os 3 estão nas colunas 7, 8 e 9 — não ficam numa só coluna; na caixa 9 os 3 estão nas colunas 7, 8 e 9 — não ficam numa só coluna. O apontamento só elimina um dígito da linha ou coluna onde ficam todos os seus candidatos numa caixa."
    ),
    (
      .pointing, ExplanationTests.pointingPosition, "r7c1<>3",
      "r7c1 é uma das casas de onde os 3 da caixa 7 apontam — o apontamento elimina o 3 do resto da coluna 1, nunca das casas da própria caixa."
    ),
    (
      .claiming, ExplanationTests.pointingPosition, "r1c9<>3",
      "nenhuma reivindicação elimina o 3 de r1c9 na caixa 3: a linha 2 tem candidatos 3 fora da caixa 3 (r2c12); a linha 3 já tem o seu 3 (r3c4); a coluna 7 tem candidatos 3 fora da caixa 3 (r59c7); a coluna 8 tem candidatos 3 fora da caixa 3 (r456789c8). A reivindicação só elimina um dígito de uma caixa quando uma linha ou coluna tem todos os seus candidatos desse dígito dentro dessa caixa."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition, "r1c9<>3",
      "nenhum par nu elimina o 3 de r1c9: na linha 1, r1c3 tem {3,4}, mas r1c2 tem {3,4,6} — {3,4} ao lado de {3,4,6} não forma um par. Um par nu precisa de duas casas da mesma unidade com exatamente os mesmos dois candidatos."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition, "r2c1<>9",
      "nenhum par nu elimina o 9 de r2c1: nenhuma outra casa da linha 2, da coluna 1 ou da caixa 1 tem o 9 com só mais um candidato. Um par nu precisa de duas casas da mesma unidade com exatamente os mesmos dois candidatos."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition, "r7c1<>3",
      "esse candidato é o que o par protege: r7c1 e r8c1 têm exatamente o 3 e o 4, por isso o 3 tem de ficar numa delas."
    ),
    (
      .xWing, ExplanationTests.pointingPosition, "r1c9<>3",
      "nenhum X-Wing com o 3 cobre r1c9: nenhuma outra linha tem só dois 3 com um deles na coluna 9; a única coluna com só dois 3, um deles na linha 1, é c3 (r1, r5) — não tem parceira. Um X-Wing precisa de duas linhas (ou colunas) de base cujos 3 fiquem todos nas mesmas duas colunas (ou linhas) de cobertura."
    ),
    (
      .hiddenPair, MasterExplanationTests.hiddenPairPositions[0], "r4c4<>4",
      "nenhum par escondido elimina o 4 de r4c4: na linha 4 todos os dígitos por colocar além do 4 têm três lugares ou mais; na coluna 4, dos dígitos por colocar além do 4, só o 2 (r2c4, r8c4) tem dois lugares ou menos; a caixa 5 só tem duas casas vazias — é pouco para esconder um par. Um par escondido precisa de dois dígitos cujos únicos lugares numa linha, coluna ou caixa sejam as mesmas duas casas, sendo r4c4 uma delas; elimina dessas casas todos os outros candidatos."
    ),
    (
      .hiddenPair, MasterExplanationTests.hiddenPairPositions[0], "r2c7<>1",
      "r2c7 é uma das casas do par escondido: na linha 2, o 1 e o 7 só têm lugar em r2c7 e r2c9, por isso o par mantém aí o 1 e o 7 e elimina os outros candidatos dessas casas."
    ),
    (
      .nakedTriple, MasterExplanationTests.nakedTriplePositions[0], "r1c2<>2",
      "nenhum trio nu elimina o 2 de r1c2: na linha 1, r1c5 {3,7,8}, r1c6 {2,7} e r1c7 {2,6,8} têm entre elas cinco dígitos (2, 3, 6, 7 e 8); na coluna 2 só r5c2 {2,4} e r6c2 {1,4,8} mostram três candidatos ou menos; na caixa 1, r2c1 {2,3,8,9}, r2c2 {2,3,8,9} e r2c3 {2,8,9} têm entre elas quatro dígitos (2, 3, 8 e 9), um a mais. O trio nu com um 2 (Naked Triple: 2,6,8 in r13c7,r3c9) só o elimina da caixa 3, e r1c2 não está aí. Um trio nu precisa de três casas da mesma unidade que mostrem, entre elas, só três dígitos; elimina esses dígitos do resto da unidade."
    ),
    (
      .nakedTriple, MasterExplanationTests.nakedTriplePositions[0], "r1c8<>3",
      "nenhum trio nu elimina o 3 de r1c8: na linha 1, r1c2 {2,3,6,8,9}, r1c7 {2,6,8} e r1c9 {2,6,9} têm entre elas cinco dígitos (2, 3, 6, 8 e 9); na coluna 8, r2c8 {3,5,8,9}, r6c8 {5,8} e r7c8 {5,9} têm entre elas quatro dígitos (3, 5, 8 e 9), um a mais; na caixa 3 as outras casas com três candidatos ou menos, r1c7 {2,6,8}, r1c9 {2,6,9}, r3c7 {2,6,8} e r3c9 {2,6}, não têm nenhum 3. O trio nu numa unidade de r1c8 (Naked Triple: 2,6,8 in r13c7,r3c9) só elimina o 2, o 6 e o 8 — não o 3. Um trio nu precisa de três casas da mesma unidade que mostrem, entre elas, só três dígitos; elimina esses dígitos do resto da unidade."
    ),
    (
      .hiddenTriple, MasterExplanationTests.hiddenTriplePositions[0], "r1c5<>3",
      "nenhum trio escondido elimina o 3 de r1c5: na linha 1 os mais próximos são o 2 (r1c2, r1c6, r1c7, r1c9), o 6 (r1c2, r1c7, r1c9) e o 7 (r1c5, r1c6): três dígitos em cinco casas; na coluna 5 os mais próximos são o 5 (r3c5, r8c5), o 7 (r1c5, r8c5, r9c5) e o 8 (r1c5, r3c5, r8c5, r9c5): três dígitos em quatro casas, uma a mais; na caixa 2 os mais próximos são o 2 (r1c6, r2c4, r3c6), o 5 (r3c5, r3c6) e o 7 (r1c5, r1c6): três dígitos em cinco casas. Um trio escondido precisa de três dígitos cujos lugares numa linha, coluna ou caixa fiquem em apenas três casas, sendo r1c5 uma delas; elimina dessas casas todos os outros candidatos."
    ),
    (
      .skyscraper, MasterExplanationTests.skyscraperPositions[0], "r4c1<>4",
      "nenhum arranha-céus com o 4 chega a r4c1: só a linha 7 (r7c1, r7c6) tem o 4 exatamente duas vezes (a linha 4 (r4c1, r4c4, r4c7) e a linha 8 (r8c3, r8c7, r8c8) têm-no três vezes); só a coluna 6 (r7c6, r9c6) tem o 4 exatamente duas vezes (a coluna 7 (r4c7, r6c7, r8c7) tem-no três vezes). Um arranha-céus precisa de duas linhas (ou colunas) que tenham cada uma o dígito exatamente duas vezes, com uma ponta de cada na mesma coluna (ou linha), a base; elimina o dígito das casas que veem as duas outras pontas (os telhados)."
    ),
    (
      .skyscraper, MasterExplanationTests.skyscraperPositions[0], "r6c4<>2",
      "r6c4 é um telhado do arranha-céus com o 2 nas linhas 6 e 8 (base na coluna 8, telhados r6c4 e r8c5): um dos telhados tem de ter o 2, por isso o arranha-céus elimina o 2 das casas que veem os dois telhados, nunca de um telhado."
    ),
    (
      .swordfish, MasterExplanationTests.swordfishPositions[0], "r1c7<>7",
      "nenhum Swordfish com o 7 cobre r1c7: as mais próximas, as linhas 3, 5 e 8, têm os seus 7 nas colunas 7, 8 e 9, exceto r3c5 — uma barbatana que r1c7 não vê, por isso esse Swordfish, com ou sem barbatana, não chega a r1c7; as mais próximas, as colunas 5, 8 e 9, têm os seus 7 nas linhas 1, 3 e 5, exceto r8c8 — uma barbatana que r1c7 não vê, por isso esse Swordfish, com ou sem barbatana, não chega a r1c7. Os Swordfish da grelha (Swordfish: 2 r269 c789; Swordfish: 2 c156 r138) eliminam o 2 de r1c7, não o 7. Um Swordfish precisa de três linhas (ou colunas) de base cujos 7 fiquem todos nas mesmas três colunas (ou linhas) de cobertura; elimina o 7 do resto dessas colunas (ou linhas)."
    ),
    (
      .swordfish, MasterExplanationTests.swordfishPositions[0], "r7c2<>2",
      "nenhum Swordfish com o 2 cobre r7c2: nenhuma outra linha com o 2 três vezes ou menos tem um na coluna 2; nenhuma outra coluna com o 2 três vezes ou menos tem um na linha 7. Os Swordfish da grelha só eliminam o 2 das suas linhas de cobertura fora das linhas-base, e r7c2 não é uma dessas casas: Swordfish: 2 r269 c789 (as colunas 7, 8 e 9 fora das linhas 2, 6 e 9); Swordfish: 2 c156 r138 (as linhas 1, 3 e 8 fora das colunas 1, 5 e 6). Um Swordfish precisa de três linhas (ou colunas) de base cujos 2 fiquem todos nas mesmas três colunas (ou linhas) de cobertura; elimina o 2 do resto dessas colunas (ou linhas)."
    ),
    (
      .swordfish, MasterExplanationTests.swordfishPositions[0], "r1c1<>2",
      "r1c1 é uma das casas do Swordfish (os 2 das colunas 1, 5 e 6 nas linhas 1, 3 e 8): o Swordfish mantém os seus próprios 2 e elimina o 2 do resto das linhas 1, 3 e 8."
    ),
    (
      .xyWing, MasterExplanationTests.xyWingPositions[0], "r1c8<>7",
      "nenhum XY-Wing elimina o 7 de r1c8: o XY-Wing com o 7 da grelha, que só o elimina das casas que veem as duas pinças, não chega a r1c8: 2/3/7 (pivô r6c8, pinças r1c8 e r8c8) não elimina nada, e r1c8 é uma das suas pinças. Um XY-Wing precisa de um pivô com só dois dígitos, x e y, que veja duas casas, uma só com x e 7, a outra só com y e 7; elimina o 7 das casas que veem ambas."
    ),
    (
      .xyWing, MasterExplanationTests.xyWingPositions[0], "r4c1<>5",
      "r4c1 é uma pinça do XY-Wing 2/6/5 (pivô r6c3, pinças r4c1 e r9c3): o XY-Wing mantém os candidatos das suas três casas e só elimina o 5 das casas que veem as duas pinças."
    ),
  ]

  @Test(arguments: goldenCases)
  func golden(technique: Technique, position: String, answer: String, expected: String) throws {
    let checker = try ExplanationTests.checker(technique, position)
    let miss = try #require(Self.techniqueMiss(checker.check(answer)))
    #expect(Self.printed(miss) == expected)
  }
}
