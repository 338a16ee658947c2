import Academy
import Foundation
import SudokuCore

/// The game review (issue 30): CPU time to review a whole game of each level, the games played by
/// a scripted learner who types every elimination of the planner's chains as a move of its own,
/// places the singles, and between them removes candidates one a move — whether anything justifies
/// them yet or not — restores some of them now and then, and places a digit before it is forced
/// every so often: about 300 moves a game. Target: ≤ 200 ms CPU for a 300-move
/// expert game.
func review(_ bench: Bench) throws {
  print("a whole game reviewed (GameReview from the log), CPU ms; 5 games a level, median and max")
  print(
    pad("level", 13) + pad("moves", 7, right: true) + pad("median", 10, right: true)
      + pad("max", 9, right: true) + "  target: a 300-move expert game ≤ 200")
  for level in Difficulty.allCases {
    var times: [Double] = []
    var moves: [Int] = []
    for seed in 0..<5 {
      let game = reviewedGame(level, seed: UInt64(seed))
      guard let log = game.log else { continue }
      let before = Timing.thread()
      let review = GameReview(givens: game.givens, solution: game.solution, log: log)
      times.append((Timing.thread() - before).cpu)
      precondition(!review.moments.isEmpty)
      moves.append(game.moves)
    }
    let latency = Latency(times)
    let met = level != .expert || latency.max <= 0.2
    print(
      pad(level.rawValue, 13) + pad("\(moves.sorted()[moves.count / 2])", 7, right: true)
        + pad(milliseconds(latency.median), 10, right: true)
        + pad(milliseconds(latency.max), 9, right: true) + "  \(met ? "met" : "MISSED")")
  }
}

/// A game played to the end as `review` describes.
func reviewedGame(_ level: Difficulty, seed: UInt64) -> StudyGame {
  var game = StudyGame.generated(level, seed: seed)
  var turn = 0
  while !game.isSolved, turn < 2_000 {
    turn += 1
    game.secondsPlayed += 9
    let board = game.board
    if game.moves < 270 ? turn % 10 != 0 : turn % 5 == 1 {
      let empty = board.emptyCells
      let cells = empty.filter { board.candidates(at: $0).count > 1 }
      // Now and then a learner takes removals back (`restore`), and removes them again later.
      if turn % 4 == 0 || cells.isEmpty,
        let removed = game.eliminations.first(where: { game.digit(at: $0.cell) == 0 })
      {
        _ = game.enter("restore \(removed.cell)")
        continue
      }
      guard !cells.isEmpty else { continue }
      let cell = cells[(turn * 7) % cells.count]
      if turn % 41 == 0 {
        _ = game.enter("\(cell)=\(game.solution[cell.index])")
      } else if let wrong = board.candidates(at: cell).first(where: {
        $0 != game.solution[cell.index]
      }) {
        _ = game.enter("\(cell)<>\(wrong)")
      }
      continue
    }
    guard case .next(let chain, let single, _) = game.plan else {
      // Beyond the curriculum here: the solution's digit of the first empty cell.
      guard let cell = board.emptyCells.first else { break }
      _ = game.enter("\(cell)=\(game.solution[cell.index])")
      continue
    }
    if let step = chain.first(where: { !$0.step.eliminations.isEmpty }) {
      for candidate in step.step.eliminations {
        _ = game.enter("\(candidate.cell)<>\(candidate.digit)")
      }
      continue
    }
    for placement in single.step.placements {
      _ = game.enter("\(placement.cell)=\(placement.digit)")
    }
  }
  return game
}
