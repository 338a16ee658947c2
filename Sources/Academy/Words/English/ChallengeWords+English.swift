import SudokuCore

struct EnglishChallengeWords: ChallengeWords {
  func title(_ number: Int) -> String { "Challenge \(number)" }
  func name(_ number: Int) -> String { "challenge \(number)" }
  func described(clues: String, needs: String) -> String { "\(clues) clues, needs \(needs)" }

  func needs(_ difficulty: Difficulty) -> String {
    switch difficulty {
    case .easy, .medium: "singles only"
    case .hard: "pointing, claiming or a naked pair"
    case .expert: "an X-Wing"
    case .master: "a technique past X-Wing"
    case .grandmaster: "a technique past XY-Wing"
    }
  }

  func rule(three: String, two: String, one: String, dash: String) -> String {
    "no mistake or hint \(three), 1\(dash)3 \(two), 4 or more \(one)"
  }

  func started(title: String, clues: Int, needs: String, rule: String) -> String {
    "\(title): \(clues) clues, needs \(needs). Stars: \(rule). Enter moves like r3c5=7 or "
      + "r1c7<>5; hint when stuck."
  }

  func resumed(_ name: String, described: String) -> String {
    "Resumed your unfinished \(name) (\(described))."
  }

  func locked(_ number: Int, next: Int?) -> String {
    let first = next.map { "; challenge plays level \($0), the first not yet solved" } ?? ""
    return "Challenge level \(number) opens when level \(number - 1) is solved\(first)."
  }

  func notALevel(_ word: String, count: Int) -> String {
    "There is no challenge level '\(word)': the levels are 1 to \(count) (challenge alone plays "
      + "the first not yet solved)."
  }

  func allSolved(count: Int) -> String {
    "Every challenge level is solved. challenge 1 to \(count) plays one again for more stars."
  }

  func newBest(_ number: Int, was stars: String) -> String {
    " A new best for level \(number) (it was \(stars))."
  }
  func best(_ number: Int, stars: String) -> String { " Best for level \(number): \(stars)." }
  func opened(_ number: Int, described: String) -> String {
    " Level \(number) is open (\(described))."
  }
  func playNext(_ number: Int) -> String { " Type challenge to play level \(number)." }
  var ladderSolved: String { " Every level of the ladder is solved." }

  func waiting(_ name: String) -> String {
    "Your unfinished \(name) is saved: type challenge to resume it."
  }
  var reset: String { "Reset your challenge records: the ladder starts again at level 1." }

  var commandSummary: String { "a ladder of puzzles that earn stars" }
  var playedAsStudy: String {
    "a level of the challenge ladder, played the same way, for stars"
  }

  func commandDetails(count: Int, first: Int, last: Int) -> String {
    "the challenge ladder: \(count) levels from \(first) clues down to \(last), singles first, an "
      + "X-Wing in the last ones. challenge resumes your challenge game or opens the first level "
      + "not yet solved; challenge N plays an open level (a fresh puzzle). A solve earns 3 stars "
      + "with no mistake, hint or reveal, 2 with 1 to 3, 1 with more; the best is kept and the "
      + "next level opens"
  }

  var ladderOpening: String { "Challenge: " }
  func nextLevel(_ number: Int, described: String, count: Int) -> String {
    "next, level \(number) of \(count) (\(described))"
  }
  func everyLevelSolved(count: Int) -> String { "every level of \(count) solved" }
}
