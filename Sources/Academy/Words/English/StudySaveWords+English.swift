struct EnglishStudySaveWords: StudySaveWords {
  func notAStudySave(_ detail: String) -> String { "not a study save: " + detail }
  func badStudySave(_ detail: String) -> String { "a bad study save: " + detail }
  func newerVersion(_ version: Int, reads: Int) -> String {
    "written by a newer Sudoku Academy (save version \(version); this one reads version \(reads))"
  }
  func shouldBeObject(found: String) -> String { "it should be an object, found \(found)" }
  func fieldMissing(_ name: String) -> String { "the field \(name) is missing" }
  func field(_ name: String) -> String { "the field \(name)" }
  func badSeed(_ value: String, largest: UInt64) -> String {
    "seed is \(value); it should be a whole number from 0 to \(largest)"
  }
  func undoTooLong(_ count: Int, limit: Int) -> String {
    "the undo list has \(count) moves (at most \(limit))"
  }
  func changesShouldHoldObjects(_ path: String) -> String {
    "the field \(path).changes should hold objects"
  }
  func secondsOutOfRange(_ value: String, longest: Int) -> String {
    "secondsPlayed is \(value); it should be 0 to \(longest) (a century)"
  }
  func versionNotRead(_ version: Int) -> String {
    "version \(version) is not one this program reads"
  }
  func unknownLevel(_ level: String, keys: [String]) -> String {
    "level \(level) is not " + EnglishGrammar().list(keys, or: true)
  }
  var givensNot81: String { "givens is not 81 digits" }
  var placementsNot81: String { "placements is not 81 digits" }
  var noSingleSolution: String { "the givens have no single solution" }
  func givenAndPlacement(_ cell: String) -> String { "\(cell) has both a given and a placement" }
  func markOnGiven(_ cell: String) -> String { "\(cell) is a given and has a pencil mark" }
  var counterOutOfRange: String { "a counter or the time is out of range" }
  func notACandidate(_ code: String) -> String { "“\(code)” is not a candidate" }
  func badUndoChange(_ cell: String, from: Int, to: Int) -> String {
    "an undo move changes “\(cell)” from \(from) to \(to)"
  }
  func notAChallengeLevel(_ number: Int, count: Int) -> String {
    "challenge \(number) is not a level (1 to \(count))"
  }
  func challengePlaysAs(_ number: Int, _ level: String, not saved: String) -> String {
    "challenge \(number) plays as \(level), not \(saved)"
  }
  func sameDigitInHouse(_ first: String, _ second: String) -> String {
    "\(first) and \(second) hold the same digit in one house"
  }
  func undoMismatch(_ number: Int, cell: String, to: Int, now: Int) -> String {
    "undo move \(number) changes \(cell) to \(to), but the board there holds "
      + (now == 0 ? "no digit" : "\(now)")
  }
  func undoConflict(_ number: Int, _ first: String, _ second: String) -> String {
    "undo move \(number) would leave \(first) and \(second) with the same digit in one house"
  }
  var solveWithoutSolvedBoard: String { "it names a solve, but the board is not solved" }

  func cannotKeepAside(_ path: String, problem: String, error: String) -> String {
    "study save \(path) is \(problem) and could not be kept aside (\(error)); it was left as it is."
  }
  func newerSave(_ path: String, problem: String) -> String {
    "study save \(path) was \(problem); it was left as it is and no game can be saved there. Give "
      + "another folder with --progress."
  }
  func leftWhereItIs(_ path: String, problem: String) -> String {
    "study save \(path) is \(problem); it was left where it is. Move it away yourself, or give "
      + "another folder with --progress."
  }
  func keptAside(_ path: String, problem: String, as kept: String) -> String {
    "study save \(path) is \(problem); it was kept as \(kept). Type study easy, medium, hard, "
      + "expert, master or grandmaster to start a new game."
  }
  func openElsewhere(_ path: String) -> String { "study save \(path) is open in another shell" }
  func cannotEncode(_ error: String) -> String { "the game could not be encoded (\(error))" }
  func cannotSave(_ path: String, error: String) -> String {
    "cannot save the study game to \(path) (\(error))"
  }
  func lockNotRegular(_ lock: String, kind: String) -> String {
    "the study save's lock \(lock) is \(kind), not a regular file; it was left as it is and no "
      + "game can be saved there. Give another folder with --progress."
  }
  func notAStudySaveFile(_ path: String, kind: String) -> String {
    "study save \(path) is \(kind), not a study save; it was left as it is and no game can be "
      + "saved there. Give another folder with --progress."
  }
  func tooLarge(_ path: String, size: Int, limit: String) -> String {
    "study save \(path) is \(size) bytes, over the \(limit) a study save may hold; it was not read "
      + "and nothing was changed."
  }
  func cannotOpen(_ path: String, error: String) -> String {
    "cannot open the study save \(path) (\(error)); nothing was changed."
  }

  func journalDamagedRecord(_ number: Int) -> String {
    "damaged (its record \(number) is not whole)"
  }
  var journalOfAnotherSave: String { "of another save than study.json" }
  func journalNotTheGame(_ problem: String) -> String {
    "damaged (its last record is \(problem))"
  }
  var journalOtherPuzzle: String { "of another puzzle" }
  var journalWithoutSave: String { "there without a study save to follow" }
  func journalKeptAside(_ path: String, problem: String, as kept: String) -> String {
    "the study journal \(path) is \(problem); it was kept as \(kept), and the game goes on from "
      + "study.json as it was last rewritten (the moves since then are in the kept file)."
  }
  func journalLeft(_ path: String, problem: String) -> String {
    "the study journal \(path) is \(problem); it was left where it is and the game was not "
      + "resumed. Move it away yourself, or give another folder with --progress."
  }
  func journalCannotKeepAside(_ path: String, problem: String, error: String) -> String {
    "the study journal \(path) is \(problem) and could not be kept aside (\(error)); it was left "
      + "as it is and the game was not resumed."
  }
}
