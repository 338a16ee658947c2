import Foundation
import SudokuCore

/// Graded generation per difficulty, ours and qqwing's `--difficulty` side by side.
///
/// The levels mean different things. Ours: easy 40 clues and medium 32 clues, singles suffice; hard
/// about 26 clues, needs pointing, claiming or a naked pair; expert at most 25 clues, needs an X-Wing;
/// master at most 25 clues, needs a technique of lessons 7–12 (target ≥ 20 per CPU-second, issue 21);
/// grandmaster the same with lessons 13–18 (target ≥ 20, issue 29).
/// qqwing digs every level to a minimal puzzle (about 25 clues) and grades by its hardest step:
/// simple = naked singles only, easy = hidden singles, intermediate = pairs, pointing or box/line,
/// expert = it had to guess (no X-Wing in its repertoire). So the pairs below are neighbours, not
/// equals; qqwing's simple is slow because few minimal puzzles fall to naked singles alone. Master
/// and grandmaster have no neighbour in qqwing (whose expert guesses); they are set beside qqwing's
/// expert again.
func graded(_ bench: Bench) throws {
  let pairs: [(Difficulty, String, Int)] = [
    (.easy, "simple", 4), (.medium, "easy", 30), (.hard, "intermediate", 15),
    (.expert, "expert", 15), (.master, "expert", 15), (.grandmaster, "expert", 15),
  ]
  for (difficulty, theirLevel, theirCount) in pairs {
    var seed: UInt64 = 0
    var wrong = 0
    let ours = bench.median {
      // Expert puzzles take about 0.1 s each: a longer run gets more than a handful.
      bench.rate(minimumSeconds: [.expert, .master, .grandmaster].contains(difficulty) ? 1 : 0.25) {
        var generator = SplitMix64(seed: seed)
        seed += 1
        let generated = PuzzleGenerator.generate(difficulty, using: &generator)
        if !difficulty.accepts(generated.path, clues: generated.clues)
          || Solver.countSolutions(generated.puzzle, limit: 2) != 1
        {
          wrong += 1
        }
        return 1
      }
    }
    var check = wrong == 0 ? "all unique, on level" : "\(wrong) off level or not unique!"
    if difficulty == .master || difficulty == .grandmaster {
      check += ", target ≥ 20/s: \(ours.cpu >= 20 ? "met" : "MISSED")"
    }
    bench.report("graded \(difficulty.rawValue) (\(check))", ours: ours)
    guard let qqwing = bench.qqwing else { continue }
    var clueTotal = 0
    let theirs = try bench.median {
      let (output, time) = try bench.runProcess(
        qqwing, ["--generate", "\(theirCount)", "--difficulty", theirLevel, "--one-line"],
        input: nil)
      clueTotal = output.utf8.count { (49...57).contains($0) }
      return Rate(items: theirCount, time)
    }
    let averageClues = format(Double(clueTotal) / Double(theirCount), digits: 1)
    bench.report(
      "  qqwing --difficulty \(theirLevel), \(theirCount) (\(averageClues) clues on average)",
      ours: ours, anchor: theirs)
  }
}
