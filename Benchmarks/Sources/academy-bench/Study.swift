import Academy
import Foundation
import SudokuCore

/// The study game as the shell plays it: a move (entered, then made durable as the shell does,
/// `StudyStore.record`: one journal record appended and `fdatasync`ed, the whole save rewritten
/// every `StudyJournal.foldRecords` records), a hint (the planner's first rung, then a reveal, each
/// recorded), and a new game of each level from the background supply. Beside them, the whole
/// save (`StudyStore.save`: temp file, fsync, rename, fsync of the folder) timed on its own, in a
/// folder of its own: the disk's floor for the way every move was saved before the journal.
///
/// Each game of a level (seeds `0..<games`) is played to the end by placing the solution digit of
/// its first empty cell, one move at a time; every fifth move a hint and a reveal are timed on a
/// copy of the game at that point, and a whole save of the game.
func study(_ bench: Bench) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "academy-bench-study-\(getpid())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let store = StudyStore(url: folder.appendingPathComponent("study.json"), ownsPath: true)
  _ = store.claim()
  defer { store.release() }
  let wholeFolder = folder.appendingPathComponent("whole", isDirectory: true)
  try FileManager.default.createDirectory(at: wholeFolder, withIntermediateDirectories: true)
  let whole = StudyStore(url: wholeFolder.appendingPathComponent("study.json"), ownsPath: true)
  _ = whole.claim()
  defer { whole.release() }
  let games = 6
  print(
    "a move or a hint answered once durable (a journal record and its fdatasync, the whole save "
      + "every \(StudyJournal.foldRecords) records); \(games) games a level, wall ms")
  print(
    pad("level", 10) + pad("moves", 7, right: true) + pad("move median", 13, right: true)
      + pad("p90", 7, right: true) + pad("p99", 7, right: true) + pad("hints", 7, right: true)
      + pad("hint median", 13, right: true) + pad("p99", 7, right: true)
      + pad("whole save", 12, right: true) + pad("p90", 7, right: true) + "  target median ≤ 5")
  for level in Difficulty.allCases {
    var moves: [Double] = []
    var hints: [Double] = []
    var saves: [Double] = []
    for seed in 0..<games {
      var game = StudyGame.generated(level, seed: UInt64(seed))
      var count = 0
      while let cell = Cell.all.first(where: { game.digit(at: $0) == 0 }) {
        if count % 5 == 0 {
          var copy = game
          let before = Timing.thread()
          _ = copy.hint()
          try store.record(copy)
          _ = copy.hint()
          try store.record(copy)
          hints.append((Timing.thread() - before).wall / 2)
          let saving = Timing.thread()
          try whole.save(game)
          saves.append((Timing.thread() - saving).wall)
        }
        let before = Timing.thread()
        _ = game.enter("\(cell)=\(game.solution[cell.index])")
        try store.record(game)
        moves.append((Timing.thread() - before).wall)
        count += 1
      }
    }
    let move = Latency(moves)
    let hint = Latency(hints)
    let save = Latency(saves)
    let met = move.median <= 0.005 && hint.median <= 0.005
    print(
      pad(level.rawValue, 10) + pad("\(moves.count)", 7, right: true)
        + pad(milliseconds(move.median), 13, right: true)
        + pad(milliseconds(move.p90), 7, right: true)
        + pad(milliseconds(move.p99), 7, right: true) + pad("\(hints.count)", 7, right: true)
        + pad(milliseconds(hint.median), 13, right: true)
        + pad(milliseconds(hint.p99), 7, right: true)
        + pad(milliseconds(save.median), 12, right: true)
        + pad(milliseconds(save.p90), 7, right: true) + "  \(met ? "met" : "MISSED")")
  }
  print("a new game from the background supply (ready), wall ms; target ≤ 50")
  let supply = StudySupply(sessionSeed: 7)
  supply.prefetchAll()
  for level in Difficulty.allCases {
    var waits: [Double] = []
    for _ in 0..<3 {
      // Give the supply time to have the level's next game ready, as a learner reading would.
      Thread.sleep(forTimeInterval: level == .expert ? 1.5 : 0.3)
      let before = Timing.thread()
      _ = supply.game(level)
      waits.append((Timing.thread() - before).wall)
    }
    let latency = Latency(waits)
    print(
      pad("  \(level.rawValue)", 12)
        + pad("median " + milliseconds(latency.median), 18, right: true)
        + pad("max " + milliseconds(latency.max), 14, right: true)
        + "  \(latency.max <= 0.050 ? "met" : "MISSED")")
  }
}
