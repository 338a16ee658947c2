import SudokuCore

/// The cost per position of each finder after the six (issue 21), beside the six's own finders: every
/// position of 300 puzzles (22 clues) walked simplest-first with all twelve techniques, as lessons 7–12
/// will walk them.
func finders(_ bench: Bench) throws {
  var positions: [Grid] = []
  for seed in 0..<UInt64(300) {
    var generator = SplitMix64(seed: seed)
    let (puzzle, _) = PuzzleDigger.generate(
      targetClues: 22, symmetric: false, attempts: 1, using: &generator)
    var grid = Grid(givens: puzzle)
    positions.append(grid)
    while !grid.isComplete, grid.deadCell == nil {
      guard let step = LogicalSolver.nextStep(in: grid) else { break }
      LogicalSolver.apply(step, to: &grid)
      positions.append(grid)
    }
  }
  print(
    "positions: \(positions.count) from 300 twelve-technique walks (22 clues); µs per position by CPU"
  )
  func measure(_ label: String, _ find: (Grid) -> Int) {
    var found = 0
    let rate = bench.median {
      bench.rate(minimumSeconds: 0.25) {
        for grid in positions { found += find(grid) }
        return positions.count
      }
    }
    bench.report(
      "\(label) (\(format(1e6 / rate.cpu, digits: 2)) µs each)", ours: rate)
  }
  for technique in [Technique.nakedPair, .xWing] {
    measure("the six: \(technique.rawValue)") { Finder.steps(technique, in: $0).count }
  }
  let next = Technique.allCases.filter { !$0.isUpToXWing }
  for technique in next {
    measure(technique.rawValue) { Finder.steps(technique, in: $0).count }
  }
  measure("all six new kinds at once (one candidate map)") {
    Finder.steps(next, in: $0).values.reduce(0) { $0 + $1.count }
  }
  measure("all six new kinds, with each step's text") {
    Finder.steps(next, in: $0).values.reduce(0) {
      $0 + $1.reduce(0) { $0 + $1.description.utf8.count }
    }
  }
}
