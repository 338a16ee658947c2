// Temporary simple digger; replaced by the fast one from the solver branch.
public enum PuzzleDigger {
  public static func dig(
    solution: [Int], targetClues: Int, symmetric: Bool,
    using generator: inout some RandomNumberGenerator
  ) -> [Int] {
    var puzzle = solution
    var clues = 81
    for index in Array(0..<81).shuffled(using: &generator) where clues > targetClues {
      let partner = symmetric ? 80 - index : index
      guard puzzle[index] != 0 else { continue }
      let saved = (puzzle[index], puzzle[partner])
      puzzle[index] = 0
      puzzle[partner] = 0
      if Solver.countSolutions(puzzle, limit: 2) == 1 {
        clues -= partner == index ? 1 : 2
      } else {
        puzzle[index] = saved.0
        puzzle[partner] = saved.1
      }
    }
    return puzzle
  }

  public static func generate(
    targetClues: Int, symmetric: Bool, using generator: inout some RandomNumberGenerator
  ) -> (puzzle: [Int], solution: [Int]) {
    let solution = Solver.randomSolution(using: &generator)
    return (
      dig(solution: solution, targetClues: targetClues, symmetric: symmetric, using: &generator),
      solution
    )
  }
}
