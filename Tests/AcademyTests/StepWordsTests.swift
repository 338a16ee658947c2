import Foundation
import Testing

@testable import Academy
@testable import SudokuCore

/// What `show` says about an instance of the six kinds after X-Wing, in each language: each
/// sentence read whole on a drill's board (exported from the shell), and the claims every such sentence makes checked
/// against the board on many drills.
@Suite struct StepWordsTests {
  /// A drill board of each kind (its library line, as `export` wrote it) and what `show` says
  /// about the finder's first instance there.
  static let golden: [(Technique, String, String)] = [
    (
      .hiddenPair,
      ":0210:x:5....+9...6+91.85....+4.27..9...69...3..897...6..3..46+9.1.1......+9+9.....247....9....::::",
      "In row 3 the digits 5 and 6 have no place but r3c7 and r3c9: those two cells must take the "
        + "two digits, so they can hold nothing else: r3c7<>1, r3c79<>3,8."
    ),
    (
      .nakedTriple,
      ":0201:x:.1765...3.4...2...65.......17.5....+6.3....8..5+8.+13.297.......74..........6.4.95..::::",
      "r4c6, r4c7 and r4c8 show only 3, 4 and 8 between them: the three cells take the three "
        + "digits, one each, so none of 3, 4 or 8 can go anywhere else in row 4: r4c35<>4, r4c5<>8."
    ),
    (
      .hiddenTriple,
      ":0211:x:..1.9...4.7.264.....+4..1........+2..946...+98.25+92......749.2.6.8...+9+78243......9..::::",
      "In column 8 and box 3 the digits 2, 8 and 9 have no place but r1c8, r2c8 and r3c8: those "
        + "three cells must take the three digits, so they can hold nothing else: r2c8<>1, "
        + "r123c8<>3,5, r13c8<>6,7."
    ),
    (
      .skyscraper,
      ":0400:x:+1.3+7+8+2..4+2+58+9647+1+3+7.+45+3+12.+84.1+6...2+5.2+6..5..+75.+9+2.3..6.1+5....+7+2..71+26..9..+23+578.1::::",
      "In rows 4 and 7 the 3s sit only in two cells each, and r4c7 and r7c7 share column 7, so at "
        + "most one of them is 3. Each row needs its 3, so one of the other two cells, r4c2 or r7c1, "
        + "is 3, and no cell that sees both can be 3: r5c1,r8c2<>3."
    ),
    (
      .swordfish,
      ":0301:x:...982+5+7382+93+75+64+1..+5....9.+61+82+5..+3..54.+9...6+9..86..5......9..........1.59+3.2.76.:436 386 486 496:::",
      "In rows 5, 6 and 9 the 1s sit only in columns 4, 6 and 7. Each of those three rows needs a "
        + "1, no two in one column, so between them they give each of columns 4, 6 and 7 its 1, and "
        + "no other cell of those columns can be 1: r3c46,r7c4<>1."
    ),
    (
      .xyWing,
      ":0800:x:6+53+98+7+41+27+4+9..+5..3+1+8+246+3+795....4.+1.........2..+615.93.+89+3+7.+5+42.+15+26..1...81+4..2..7:644 744 844 648 654 854 657 888 698:::",
      "r4c8 shows only 5 and 7; it sees r4c2, which shows only 7 and 9, and r5c7, which shows "
        + "only 5 and 9 (r4c8 and r5c7 lost their 6 earlier, as the board shows). If r4c8 is 7, r4c2 "
        + "is 9; if it is 5, r5c7 is 9. Either way one of them is 9, so no cell that sees both r4c2 "
        + "and r5c7 can be 9: r4c9,r5c2<>9."
    ),
    (
      .twoStringKite,
      ":0401:8:+3+6.....+9+2.91.6+2.+5+3+5+2+4+937+681.+5+61..32..3+2...+8+1.+1...2+39656.+325.+1.+92.9...+5+38.153..+2.6:416 816 454 754 456 956 486:::",
      "Row 2 holds its 8s only in r2c1 and r2c4, and column 3 only in r1c3 and r6c3; r2c1 and r1c3 "
        + "share box 1, so at most one of them is 8. The row and the column each need their 8, so "
        + "one of the other two cells, r2c4 or r6c3, is 8, and r6c4, which sees both, cannot be: "
        + "r6c4<>8."
    ),
    (
      .emptyRectangle,
      ":0402:6:7.+2...9.86.928...+5........2.+9.5....3.28.7.+5.157......+4+91.4..2+86...9+263+1+72+6....45+9::::",
      "Box 3 shows 6 only in r1c8, r3c7 and r3c8, on row 3 and column 8, and row 5 holds it only "
        + "in r5c8 and r5c4. If r5c4 is not 6, r5c8 is, so box 3's 6 is off column 8, in row 3. "
        + "r3c4 sees r5c4 and box 3's cells in row 3, so it cannot be 6 either way: r3c4<>6."
    ),
    (
      .finnedXWing,
      ":0310:3:..16+78.4..72.+5.+6.....9.+257+1.9..2.7.4..3.69.1.....+8.3+9+6.6.5....+78..+2.7.6...781+6...:433 543 251 252 371 471 971 277 477 977 378 385 987 989 991 297 299:332::",
      "In rows 1 and 8 the 3s sit only in columns 2 and 9, but for r1c1, a fin in box 1 (r8c5 "
        + "lost its 3 earlier, as the board shows). If r1c1 is not 3, rows 1 and 8 make an X-Wing "
        + "and 3 leaves the rest of columns 2 and 9; if it is, no other cell of box 1 can be. "
        + "Either way the cells of columns 2 and 9 in box 1, outside rows 1 and 8, cannot be 3: "
        + "r3c2<>3."
    ),
    (
      .wWing,
      ":0803:79:.6.13....+3.4..7+1.6.8.+2+4+659+3...+45.+3+6.4.+6+3...1..9+36..2..6+38.1.......7+6493+8.+4.8+2+3+65+1:711 713 916 741 743 855 761:946 959::",
      "r4c9 and r5c5 show only 7 and 9; column 2 holds its 7s only in r4c2, which sees r4c9, and "
        + "r5c2, which sees r5c5 (r5c5 lost its 8 earlier, as the board shows). If neither r4c9 nor "
        + "r5c5 were 9, both would be 7, and neither r4c2 nor r5c2 could be: column 2 would have no "
        + "7. So one of them is 9, and no cell that sees both can be 9: r4c6,r5c9<>9."
    ),
    (
      .xyzWing,
      ":0801:356:+743+1...+28...42......+2..7+46...8..1.....7.9.+8....97+852.4.+7..+1..+4..2.5+7.18....6..79.:921 522 626 931 532 334 341 541 641 642 345 151 351 551 651 652 256 356 274 374 481 491 592:679::",
      "r7c7 shows only 3, 5 and 6; it sees r7c3, which shows only 5 and 6, and r8c9, which shows "
        + "only 3 and 6. If r7c7 is 5, r7c3 is 6; if it is 3, r8c9 is 6; if it is 6, it is the 6 "
        + "itself. Either way one of the three is 6, so no cell that sees all three can be 6: "
        + "r7c9<>6."
    ),
    (
      .simpleColors, simpleColorsLessonPosition,
      "In rows 4 and 6, columns 5 and 8 and boxes 4 and 5 the 1s sit in just two cells each, "
        + "and those cells make one chain (r8c8 lost its 1 earlier, as the board shows): colour it "
        + "alternately, r4c1, r6c5 and r9c8 one colour, r4c5, r5c2 and r6c8 the other. Each of "
        + "those houses has its 1 in one of its two cells, so one colour holds every 1 of the chain "
        + "and the other none. r9c2 sees a cell of each colour, so it cannot be 1: r9c2<>1."
    ),
  ]

  /// The simple colours lesson's worked example (drill seed 824518400): a trap on 1.
  static let simpleColorsLessonPosition =
    ":0500:1:+65+4.3..+9.+92+7641.+8.3+8+1.9..4+6.+3....65+77.8.5+6.3.+46+57.+39.8..31...........8....6.7...9:537 244 245 246 946 454 777 278 284 984 188 288 294 296:192::"

  /// The sentences of `golden` in each language, in its order.
  static let sentences: [Language: [String]] = [
    .english: golden.map(\.2),
    .portuguese: [
      "Na linha 3, os dígitos 5 e 6 só têm lugar em r3c7 e r3c9: essas duas casas têm de receber os "
        + "dois dígitos, por isso não podem conter mais nada: r3c7<>1, r3c79<>3,8.",
      "r4c6, r4c7 e r4c8 só mostram 3, 4 e 8 entre elas: as três casas recebem os três dígitos, um "
        + "em cada, por isso nenhum dos dígitos 3, 4 e 8 pode ir para outra casa da linha 4: "
        + "r4c35<>4, r4c5<>8.",
      "Na coluna 8 e na caixa 3, os dígitos 2, 8 e 9 só têm lugar em r1c8, r2c8 e r3c8: essas três "
        + "casas têm de receber os três dígitos, por isso não podem conter mais nada: r2c8<>1, "
        + "r123c8<>3,5, r13c8<>6,7.",
      "Nas linhas 4 e 7, os 3 só estão em duas casas de cada linha, e r4c7 e r7c7 partilham a "
        + "coluna 7, por isso no máximo uma delas é 3. Cada linha precisa do seu 3, por isso uma das "
        + "outras duas casas, r4c2 ou r7c1, é 3, e nenhuma casa que veja as duas pode ser 3: "
        + "r5c1,r8c2<>3.",
      "Nas linhas 5, 6 e 9, os 1 só estão nas colunas 4, 6 e 7. Cada uma dessas três linhas precisa "
        + "de um 1, nunca dois na mesma coluna, por isso, entre elas, dão a cada uma das colunas 4, 6 "
        + "e 7 o seu 1, e nenhuma outra casa dessas colunas pode ser 1: r3c46,r7c4<>1.",
      "r4c8 só mostra 5 e 7; vê r4c2, que só mostra 7 e 9, e r5c7, que só mostra 5 e 9 (r4c8 e r5c7 "
        + "perderam o 6 antes, como mostra a grelha). Se r4c8 for 7, r4c2 será 9; se for 5, r5c7 "
        + "será 9. Em qualquer dos casos, uma delas é 9, por isso nenhuma casa que veja tanto r4c2 "
        + "como r5c7 pode ser 9: r4c9,r5c2<>9.",
      "A linha 2 só tem o 8 em r2c1 e r2c4, e a coluna 3 só em r1c3 e r6c3; r2c1 e r1c3 partilham a "
        + "caixa 1, por isso no máximo uma delas é 8. A linha e a coluna precisam cada uma do seu 8, "
        + "por isso uma das outras duas casas, r2c4 ou r6c3, é 8, e r6c4, que vê as duas, não pode "
        + "ser 8: r6c4<>8.",
      "A caixa 3 só mostra o 6 em r1c8, r3c7 e r3c8, na linha 3 e na coluna 8, e a linha 5 só o "
        + "tem em r5c8 e r5c4. Se r5c4 não for 6, r5c8 é, e o 6 da caixa 3 fica fora da coluna 8, "
        + "na linha 3. r3c4 vê r5c4 e as casas da caixa 3 na linha 3, por isso não pode ser 6 em "
        + "nenhum caso: r3c4<>6.",
      "Nas linhas 1 e 8, os 3 só estão nas colunas 2 e 9, exceto r1c1, uma barbatana na caixa 1 "
        + "(r8c5 perdeu o 3 antes, como mostra a grelha). Se r1c1 não for 3, as linhas 1 e 8 "
        + "formam um X-Wing e o 3 sai do resto das colunas 2 e 9; se for, nenhuma outra casa da "
        + "caixa 1 o pode ser. Em qualquer dos casos, as casas das colunas 2 e 9 na caixa 1, fora "
        + "das linhas 1 e 8, não podem ser 3: r3c2<>3.",
      "r4c9 e r5c5 só mostram 7 e 9; a coluna 2 só tem o 7 em r4c2, que vê r4c9, e em r5c2, que "
        + "vê r5c5 (r5c5 perdeu o 8 antes, como mostra a grelha). Se nem r4c9 nem r5c5 fossem 9, "
        + "seriam ambas 7, e nem r4c2 nem r5c2 o poderiam ser: a coluna 2 ficaria sem 7. Por isso "
        + "uma delas é 9, e nenhuma casa que veja as duas pode ser 9: r4c6,r5c9<>9.",
      "r7c7 só mostra 3, 5 e 6; vê r7c3, que só mostra 5 e 6, e r8c9, que só mostra 3 e 6. Se r7c7 "
        + "for 5, r7c3 será 6; se for 3, r8c9 será 6; se for 6, é ela o 6. Em qualquer dos casos, "
        + "uma das três é 6, por isso nenhuma casa que veja as três pode ser 6: r7c9<>6.",
      "Nas linhas 4 e 6, nas colunas 5 e 8 e nas caixas 4 e 5, os 1 só estão em duas casas "
        + "cada, e essas casas formam uma cadeia (r8c8 perdeu o 1 antes, como mostra a grelha): "
        + "pinte-a alternadamente, r4c1, r6c5 e r9c8 de uma cor, r4c5, r5c2 e r6c8 da outra. Cada "
        + "uma dessas linhas, colunas ou caixas tem o seu 1 numa das suas duas casas, por isso uma "
        + "cor tem todos os 1 da cadeia e a outra nenhum. r9c2 vê uma casa de cada cor, por isso "
        + "não pode ser 1: r9c2<>1.",
    ],
  ]

  @Test(arguments: Language.allCases, golden.indices)
  func whatShowSaysOnADrillBoard(language: Language, _ index: Int) throws {
    let (technique, line, _) = Self.golden[index]
    let grid = try Position(parsing: line).grid
    let step = try #require(Finder.steps(technique, in: grid).first, "no \(technique) in \(line)")
    let reason = Language.$current.withValue(language) { step.reason(on: grid) }
      .replacingOccurrences(of: "\u{A0}", with: " ")
    let expected = try #require(Self.sentences[language]?[index], "no \(language) sentence")
    #expect(reason == expected, "\(technique.rawValue):\n\(reason)")
  }

  /// The six, each the finder's first instance on a fixed board, in English.
  static let theSixInEnglish: [(Technique, String, String)] = [
    (
      .hiddenSingle, ExplanationTests.singlesPuzzle,
      "4 has one place left in row 1: the 4 in r2c1 rules out r1c1, r1c2 and r1c3 and the 4 in r3c8 rules out r1c7, r1c8 and r1c9. So r1c5=4."
    ),
    (
      .nakedSingle, ExplanationTests.singlesPuzzle,
      "r2c5 has no candidate but 5 left: its row rules out 1, 3, 4 and 8 and its column 2, 6, 7 and 9 — the other eight digits. So r2c5=5."
    ),
    (
      .pointing, ExplanationTests.pointingPosition,
      "In box 7 the 3s sit only in r78c1, all on column 1. The box's 3 will be on that line, so no other cell of column 1 can take 3: r12c1<>3."
    ),
    (
      .claiming, ReviewTests.xWingPosition,
      "In column 2 the 6s sit only in r123c2, all inside box 1. The line's 6 will be in that box, so the box's other cells can't take 6: r123c1<>6."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition,
      "r7c1 and r8c1 hold exactly 3 and 4: one gets each, so neither digit can go anywhere else in column 1 and box 7: r12c1<>3,4."
    ),
    (
      .xWing, ReviewTests.xWingPosition,
      "In rows 4 and 8 the 4s sit only in columns 1 and 5. Whichever way they fall, each of columns 1 and 5 gets its 4 in one of rows 4 and 8, so 4 leaves the rest of columns 1 and 5: r13c1,r5c5,r9c15<>4."
    ),
  ]

  /// The six, each the finder's first instance on a fixed board, in Portuguese.
  static let theSixInPortuguese: [(Technique, String, String)] = [
    (
      .hiddenSingle, ExplanationTests.singlesPuzzle,
      "O 4 só tem um lugar possível na linha 1: o 4 de r2c1 exclui r1c1, r1c2 e r1c3 e o 4 de "
        + "r3c8 exclui r1c7, r1c8 e r1c9. Logo, r1c5=4."
    ),
    (
      .nakedSingle, ExplanationTests.singlesPuzzle,
      "r2c5 já só tem o candidato 5: a sua linha exclui 1, 3, 4 e 8 e a sua coluna 2, 6, 7 e 9 — "
        + "os outros oito dígitos. Logo, r2c5=5."
    ),
    (
      .pointing, ExplanationTests.pointingPosition,
      "Na caixa 7, os 3 só estão em r78c1, todos na coluna 1. O 3 da caixa ficará nessa coluna, "
        + "por isso nenhuma outra casa da coluna 1 pode receber o 3: r12c1<>3."
    ),
    (
      .claiming, ReviewTests.xWingPosition,
      "Na coluna 2, os 6 só estão em r123c2, todos dentro da caixa 1. O 6 da coluna ficará nessa "
        + "caixa, por isso as outras casas da caixa não podem receber o 6: r123c1<>6."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition,
      "r7c1 e r8c1 têm exatamente 3 e 4: cada uma fica com um deles, por isso nenhum dos dois "
        + "dígitos pode ir para outra casa da coluna 1 e da caixa 7: r12c1<>3,4."
    ),
    (
      .xWing, ReviewTests.xWingPosition,
      "Nas linhas 4 e 8, os 4 só estão nas colunas 1 e 5. Seja qual for a disposição, cada uma das "
        + "colunas 1 e 5 recebe o seu 4 numa das linhas 4 e 8, por isso o 4 sai do resto das "
        + "colunas 1 e 5: r13c1,r5c5,r9c15<>4."
    ),
  ]

  @Test(
    arguments: theSixInEnglish.map { (Language.english, $0.0, $0.1, $0.2) }
      + theSixInPortuguese.map { (Language.portuguese, $0.0, $0.1, $0.2) })
  func theSixOnFixedBoards(language: Language, technique: Technique, line: String, expected: String)
    throws
  {
    let grid = try Position(parsing: line).grid
    let step = try #require(Finder.steps(technique, in: grid).first)
    let reason = Language.$current.withValue(language) { step.reason(on: grid) }
    #expect(reason.replacingOccurrences(of: "\u{A0}", with: " ") == expected)
  }

  @Test func everyKindAfterXWingHasAGoldenSentence() {
    #expect(Set(Self.golden.map(\.0)) == Set(Technique.allCases.filter { !$0.isUpToXWing }))
  }

  /// On drills of each new kind and the study chains planned on them: every sentence names each
  /// cell of its pattern and ends with exactly what the step removes; an XY-Wing's says what each
  /// of its three cells shows on the board, and which pivot digit makes which pincer z; a
  /// skyscraper's names the base line its base cells share and its roofs as the cells one of which
  /// holds the digit.
  @Test func theClaimsOfEachSentenceHoldOnTheBoard() {
    var checked = 0
    for technique in Technique.allCases where !technique.isUpToXWing {
      for seed in UInt64(0)..<6 {
        let drill = SharedDrills.drill(technique, seed: seed &* 104_729 &+ 3)
        for step in drill.distinctInstances {
          checked += 1
          let what = "\(technique.rawValue) seed \(drill.seed): \(step.description)"
          let reason = step.reason(on: drill.grid).replacingOccurrences(of: "\u{A0}", with: " ")
          let result = Notation.format(eliminations: step.eliminations)
          #expect(reason.hasSuffix(": \(result)."), "\(what)\n\(reason)")
          // A fish is told by its lines (a finned X-Wing by its lines and its fins); every other
          // pattern names its cells.
          if case .fish = step.pattern {
          } else if case .finnedXWing(let wing) = step.pattern {
            for fin in wing.fins {
              #expect(reason.contains(fin.description), "\(what): fin \(fin)\n\(reason)")
            }
          } else {
            for cell in step.patternCells {
              #expect(reason.contains(cell.description), "\(what): \(cell)\n\(reason)")
            }
          }
          switch step.pattern {
          case .xyWing(let wing):
            let pivot = drill.grid.candidates(at: wing.pivot)
            #expect(pivot == wing.pivotDigits, "\(what)")
            #expect(reason.hasPrefix("\(wing.pivot) shows only \(digitList(pivot)); "), "\(reason)")
            for pincer in wing.pincers {
              let shown = drill.grid.candidates(at: pincer)
              #expect(
                reason.contains("\(pincer), which shows only \(digitList(shown))"), "\(reason)")
              let shared = try! #require(shown.intersection(pivot).first)
              #expect(
                reason.contains("\(wing.pivot) is \(shared), \(pincer) is \(wing.z)")
                  || reason.contains("it is \(shared), \(pincer) is \(wing.z)"), "\(reason)")
            }
          case .skyscraper(let skyscraper):
            #expect(skyscraper.baseCells.allSatisfy { skyscraper.base.cells.contains($0) })
            #expect(
              reason.contains(
                "\(listed(skyscraper.baseCells.map(\.description))) share "
                  + "\(skyscraper.base.spelledOut), so at most one of them is \(skyscraper.digit)"),
              "\(reason)")
            #expect(
              reason.contains(
                "\(listed(skyscraper.roofs.map(\.description), or: true)), is \(skyscraper.digit)"),
              "\(reason)")
            #expect(Set(step.endCells) == Set(skyscraper.roofs))
          case .fish(let fish):
            #expect(
              reason.hasPrefix(
                "In \(StepWords.houses(fish.base)) the \(fish.digit)s sit only in "
                  + StepWords.houses(fish.cover)), "\(reason)")
          case .finnedXWing(let wing):
            #expect(
              reason.hasPrefix(
                "In \(StepWords.houses(wing.base)) the \(wing.digit)s sit only in "
                  + "\(StepWords.houses(wing.cover)), but for "), "\(reason)")
            #expect(reason.contains(wing.finBox.spelledOut), "\(reason)")
          case .wWing(let wing):
            for cell in wing.cells {
              #expect(drill.grid.candidates(at: cell) == wing.digits, "\(what)")
            }
            #expect(
              drill.grid.cells(of: wing.linkDigit, in: wing.link) == wing.linkCells.sorted(),
              "\(what)")
            #expect(zip(wing.linkCells, wing.cells).allSatisfy { $0.sees($1) }, "\(what)")
            #expect(
              reason.hasPrefix(
                "\(listed(wing.cells.map(\.description))) show only \(digitList(wing.digits)); "
                  + "\(wing.link.spelledOut) holds its \(wing.linkDigit)s only in \(wing.linkCells[0]), "
                  + "which sees \(wing.cells[0]), and \(wing.linkCells[1]), which sees \(wing.cells[1])"
              ),
              "\(reason)")
          default:
            break
          }
        }
      }
    }
    #expect(checked >= 36, "\(checked) instances")
  }
}

// MARK: Portuguese grammar

/// Step sentences in Portuguese grammar (issue 20): what `show`, the hint ladder and a study
/// reveal say, exact sentences for each kind of step on the boards of `ExplanationTests` (the
/// articles, contractions and agreement English has no counterpart for), and a
/// walk over every kind of step of the twelve techniques, study chains included, that finds no
/// English left.
@Suite struct StepWordsGrammarTests {
  static func inPortuguese<T>(_ body: () throws -> T) rethrows -> T {
    try Language.$current.withValue(.portuguese, operation: body)
  }

  /// The sentence as printed: the no-break spaces that keep a step string whole are spaces.
  static func reason(_ step: Step, on grid: Grid, after chain: [Step] = []) -> String {
    raw(step, on: grid, after: chain).replacingOccurrences(of: "\u{A0}", with: " ")
  }

  /// The sentence as the words layer makes it, its step strings kept together (which the leak
  /// finder skips as formats).
  static func raw(_ step: Step, on grid: Grid, after chain: [Step] = []) -> String {
    inPortuguese { step.reason(on: grid, after: chain) }
  }

  /// The board a full house is found on: a solved grid but for r1c1.
  static func fullHouseBoard() throws -> Grid {
    let grid = try Position(parsing: ExplanationTests.singlesPuzzle).grid
    var digits = Array(try #require(Solver.solve(grid.allDigits)))
    digits[0] = 0
    return Grid(givens: Puzzle(digits))
  }

  @Test func fullHouses() throws {
    let board = try Self.fullHouseBoard()
    let hidden = try #require(Finder.steps(.hiddenSingle, in: board).first)
    #expect(
      Self.reason(hidden, on: board)
        == "r1c1 é a última casa vazia da linha 1, por isso recebe o único dígito que falta à "
        + "unidade: r1c1=3.")
    let naked = try #require(Finder.steps(.nakedSingle, in: board).first)
    #expect(
      Self.reason(naked, on: board)
        == "r1c1 é a última casa vazia da sua unidade, por isso recebe o único dígito que lá falta: "
        + "r1c1=3.")
    let planned = PlannedStep(step: naked, houses: naked.housesToLookAt(on: board))
    #expect(Self.inPortuguese { HintWords.lead(planned) } == "a última casa vazia da caixa 1")
  }

  /// Issue 17's naked single, whose 6 and 7 went earlier: the sentence and the second hint say so
  /// (`perdeu o 6 e o 7`, `os outros candidatos`).
  @Test func aNakedSingleWithCandidatesRemovedEarlier() {
    let drill = SharedDrills.drill(.nakedSingle, seed: 702_863_533)
    let step = DrillState(drill: drill).featuredInstance
    #expect(
      Self.reason(step, on: drill.grid)
        == "r9c7 já só tem o candidato 4: a sua linha exclui 1, 5 e 9, a sua coluna 2 e 3 e a sua "
        + "caixa 8; r9c7 perdeu o 6 e o 7 antes, como mostra a grelha. Logo, r9c7=4.")
    #expect(
      Self.inPortuguese { HintWords.patternFacts(step, on: drill.grid) }
        == "São seis dígitos diferentes; essa casa perdeu antes os outros candidatos, 6 e 7, como "
        + "mostra a grelha.")
  }

  /// A study chain names the step that removed a candidate, with its article (*com o
  /// apontamento acima*).
  @Test func aChainNamesItsSteps() throws {
    let line =
      ":0000:x:+259...46.7+4+8.....9+61+3+9+42..88+7+42+69..1.3+1..7..+6.+26......3+8+2.9.6..1.53....+2+4.+7.2..8.::::"
    let board = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(board.allDigits))
    let steps = HintPlanner.plan(board: board, solution: solution).steps
    try #require(steps.count == 2)
    #expect(
      Self.reason(steps[1], on: board, after: [steps[0]]).contains(
        "; r1c9 perdeu o 7 com o apontamento acima (Locked Candidates Type 1 (Pointing): 7 in b2).")
    )
  }

  // MARK: Hints

  @Test func hintRungs() throws {
    // The boards of `HintWordsTests.goldenLeads`.
    let boards = [
      ":0000:x:27+1....9.+9+3+4+71+28..5+6+8+934.....3+1+2.+9.8+1+964..2.7....9....6+1..+4+9...3...65.1+9..9.716..::::",
      ":0000:x:9.6...4.7.2.+4..6.....+98+6352...3.+41.5...7+58+9....52..7.41.........67.4......96..2..::::",
    ]
    let leads = try boards.map { line in
      let grid = try Position(parsing: line).grid
      let solution = try #require(Solver.solve(grid.allDigits))
      return Self.inPortuguese { HintWords.lead(HintPlanner.plan(board: grid, solution: solution)) }
    }
    #expect(
      leads == [
        "um apontamento na caixa 2, depois um X-Wing nas colunas 3 e 7, depois um único escondido "
          + "na caixa 5",
        "um apontamento na caixa 6, depois um único escondido na caixa 3",
      ])
    Self.inPortuguese {
      #expect(HintWords.reviewNudge(houses: [.box(8)], digits: []) == "Observe a caixa 9.")
      #expect(
        HintWords.reviewNudge(houses: [.box(6)], digits: [3]) == "Observe a caixa 7 e o dígito 3.")
      #expect(
        HintWords.reviewNudge(houses: [.row(1), .row(4)], digits: [1, 7])
          == "Observe as linhas 2 e 5 e os dígitos 1 e 7.")
      #expect(
        HintWords.reviewNudge(houses: [.column(7), .box(2)], digits: [2])
          == "Observe a coluna 8 e a caixa 3 e o dígito 2.")
    }
  }

  /// Houses with their article after each preposition, one kind or mixed (all are feminine).
  @Test func housesWithTheirArticles() {
    Self.inPortuguese {
      #expect(StepWords.houses([.box(6)], .in) == "na caixa 7")
      #expect(StepWords.houses([.row(1), .row(4)], .in) == "nas linhas 2 e 5")
      #expect(StepWords.houses([.column(7), .box(2)], .in) == "na coluna 8 e na caixa 3")
      #expect(StepWords.houses([.box(0), .box(8)], .of) == "das caixas 1 e 9")
      #expect(StepWords.houses([.row(2)], .none) == "a linha 3")
      #expect(StepWords.houses([.column(0)], .to) == "à coluna 1")
      #expect(PortugueseGrammar().article(.masculine, plural: true, after: .in) == "nos")
      // A colouring's links: each kind named once, with its article.
      #expect(
        StepWords.houses([.row(1), .row(2), .column(4), .box(0), .box(8)], .in)
          == "nas linhas 2 e 3, na coluna 5 e nas caixas 1 e 9")
      #expect(
        StepWords.houses([.row(1), .row(2), .column(4), .box(0), .box(8)])
          == "linhas 2 e 3, coluna 5 e caixas 1 e 9")
    }
  }

  /// A list of several kinds of house names each kind once, in the order they first come (a
  /// colouring's hint names up to a dozen houses).
  @Test func mixedHousesAreListedByKind() {
    #expect(
      StepWords.houses([.row(1), .row(2), .row(7), .column(4), .box(0), .box(8)])
        == "rows 2, 3 and 8, column 5 and boxes 1 and 9")
    #expect(StepWords.houses([.column(7), .box(2)]) == "column 8 and box 3")
    #expect(StepWords.houses([.row(3), .column(2), .row(5)]) == "rows 4 and 6 and column 3")
  }

  // MARK: Every kind

  /// The kind of a step's sentence, by an exhaustive switch: a new pattern fails to compile here
  /// until the walk below meets it.
  static func kind(_ step: Step) -> String {
    switch step.pattern {
    case .hiddenSingle(_, _, _, let isFullHouse): isFullHouse ? "fullHouse" : "hiddenSingle"
    case .nakedSingle(_, _, let isFullHouse): isFullHouse ? "nakedFullHouse" : "nakedSingle"
    case .pointing: "pointing"
    case .claiming: "claiming"
    case .nakedPair: "nakedPair"
    case .xWing: "xWing"
    case .subset(let subset): subset.kind == .naked ? "nakedSubset" : "hiddenSubset"
    case .skyscraper: "skyscraper"
    case .fish: "fish"
    case .xyWing: "xyWing"
    case .twoStringKite: "twoStringKite"
    case .emptyRectangle: "emptyRectangle"
    case .finnedXWing: "finnedXWing"
    case .wWing: "wWing"
    case .xyzWing: "xyzWing"
    case .simpleColors: "simpleColors"
    }
  }

  /// Every kind of step of the twelve techniques, as `show` says it on drills and as a study
  /// reveal says it after the steps before it, with both hint rungs' words: no English marker
  /// word, no doubled space, and candidates removed earlier or by the chain both met.
  @Test func everyKindOfStepIsWordedInPortuguese() throws {
    var messages: [(kind: String, text: String)] = []
    var board = try Self.fullHouseBoard()
    for step in Finder.steps([.hiddenSingle, .nakedSingle], in: board).values.joined() {
      messages.append((Self.kind(step), Self.raw(step, on: board)))
    }
    for technique in Technique.allCases {
      for seed in UInt64(0)..<6 {
        let drill = SharedDrills.drill(technique, seed: seed)
        board = drill.grid
        for step in drill.distinctInstances {
          messages.append((Self.kind(step), Self.raw(step, on: board)))
          Self.inPortuguese {
            messages.append(("patternFacts", HintWords.patternFacts(step, on: board)))
            messages.append(
              (
                "reviewNudge",
                HintWords.reviewNudge(houses: step.housesToLookAt(on: board), digits: step.digits)
              ))
          }
        }
        let plan = HintPlanner.plan(board: board, solution: drill.solution)
        messages.append(("lead", Self.inPortuguese { HintWords.lead(plan) ?? "" }))
        for (index, planned) in plan.steps.enumerated() {
          let chain = Array(plan.steps[..<index])
          let removals = StepFacts(planned, on: board, after: chain).removals
          let text = Self.raw(planned, on: board, after: chain)
          messages.append((Self.kind(planned), text))
          if removals.contains(where: { $0.step != nil }) { messages.append(("byChain", text)) }
          if removals.contains(where: { $0.step == nil }) { messages.append(("earlier", text)) }
        }
      }
    }
    for (kind, text) in messages {
      #expect(EnglishLeak.words(in: text).isEmpty, "\(kind): \(text)")
      let printed = text.replacingOccurrences(of: "\u{A0}", with: " ")
      #expect(!printed.contains("  ") && !printed.contains(" ."), "\(kind): \(printed)")
    }
    let kinds: Set<String> = [
      "hiddenSingle", "fullHouse", "nakedSingle", "nakedFullHouse", "pointing", "claiming",
      "nakedPair", "xWing", "nakedSubset", "hiddenSubset", "skyscraper", "fish", "xyWing",
      "twoStringKite", "emptyRectangle", "finnedXWing", "wWing", "xyzWing", "simpleColors",
      "patternFacts",
      "reviewNudge",
      "lead",
      "byChain",
      "earlier",
    ]
    let met = Set(messages.map(\.kind))
    #expect(met == kinds, "never met: \(kinds.subtracting(met).sorted())")
    #expect(
      messages.contains { $0.kind == "patternFacts" && $0.text.hasPrefix("São ") },
      "a naked single's second hint counts its digits")
  }
}
