import Testing

@testable import Academy
@testable import SudokuCore

/// What `show` says about an instance of the six kinds after X-Wing: each sentence read whole on a
/// drill's board (exported from the shell), and the claims every such sentence makes checked
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
  ]

  @Test(arguments: golden.indices)
  func whatShowSaysOnADrillBoard(_ index: Int) throws {
    let (technique, line, expected) = Self.golden[index]
    let grid = try Position(parsing: line).grid
    let step = try #require(Finder.steps(technique, in: grid).first, "no \(technique) in \(line)")
    let reason = step.reason(on: grid).replacingOccurrences(of: "\u{A0}", with: " ")
    #expect(reason == expected, "\(technique.rawValue):\n\(reason)")
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
          // A fish is told by its lines; every other pattern names its cells.
          if case .fish = step.pattern {
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
          default:
            break
          }
        }
      }
    }
    #expect(checked >= 36, "\(checked) instances")
  }
}
