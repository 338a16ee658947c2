/// What the study save's reader and store say: why a save can't be resumed (worded to follow
/// `study save <path> is`: `not a study save: …`, `a bad study save: …`), and each line about the
/// file (`study save /x is a bad study save: moves is 1e+308; it was kept as study.json.corrupt-…
/// Type study easy, medium, hard, expert, master or grandmaster to start a new game.`).
///
/// Field names, values and commands stay as typed, in every language.
protocol StudySaveWords: Sendable {
  // MARK: Why a save can't be resumed

  /// `not a study save: it is not valid JSON`; `não é um ficheiro de estudo: …`.
  func notAStudySave(_ detail: String) -> String
  /// `a bad study save: moves is 1e+308 …`; `está danificado: …`.
  func badStudySave(_ detail: String) -> String
  /// `written by a newer Sudoku Academy (save version 2; this one reads version 1)`.
  func newerVersion(_ version: Int, reads: Int) -> String
  /// `it should be an object, found a list`: the document itself.
  func shouldBeObject(found: String) -> String
  /// `the field undo is missing`; `falta o campo undo`.
  func fieldMissing(_ name: String) -> String
  /// `the field undo`; `o campo undo`.
  func field(_ name: String) -> String
  /// `seed is -1; it should be a whole number from 0 to 18446744073709551615`.
  func badSeed(_ value: String, largest: UInt64) -> String
  /// `the undo list has 201 moves (at most 200)`; `a lista undo tem 201 jogadas (no máximo 200)`.
  func undoTooLong(_ count: Int, limit: Int) -> String
  /// `the field undo.3.changes should hold objects`.
  func changesShouldHoldObjects(_ path: String) -> String
  /// `secondsPlayed is 1e99; it should be 0 to 3155760000 (a century)`.
  func secondsOutOfRange(_ value: String, longest: Int) -> String
  /// `version 0 is not one this program reads`; `este programa não lê a versão 0`.
  func versionNotRead(_ version: Int) -> String
  /// `level x is not easy, medium, hard, expert, master, grandmaster or beyond-the-six`: the keys
  /// a save may hold (`StudyLevel`'s), as they are written.
  func unknownLevel(_ level: String, keys: [String]) -> String
  /// `givens is not 81 digits`.
  var givensNot81: String { get }
  /// `placements is not 81 digits`.
  var placementsNot81: String { get }
  /// `the givens have no single solution`.
  var noSingleSolution: String { get }
  /// `r1c1 has both a given and a placement`.
  func givenAndPlacement(_ cell: String) -> String
  /// `r1c1 is a given and has a pencil mark`
  func markOnGiven(_ cell: String) -> String
  /// `a counter or the time is out of range`.
  var counterOutOfRange: String { get }
  /// `“999” is not a candidate`.
  func notACandidate(_ code: String) -> String
  /// `an undo move changes “r0c0” from 0 to 10`.
  func badUndoChange(_ cell: String, from: Int, to: Int) -> String
  /// `challenge 13 is not a level (1 to 12)`.
  func notAChallengeLevel(_ number: Int, count: Int) -> String
  /// `challenge 7 plays as hard, not easy`.
  func challengePlaysAs(_ number: Int, _ level: String, not saved: String) -> String
  /// `r1c1 and r1c2 hold the same digit in one house`.
  func sameDigitInHouse(_ first: String, _ second: String) -> String
  /// `undo move 3 changes r1c1 to 5, but the board there holds 4` (`now` 0: `holds no digit`).
  func undoMismatch(_ number: Int, cell: String, to: Int, now: Int) -> String
  /// `undo move 3 would leave r1c1 and r1c2 with the same digit in one house`.
  func undoConflict(_ number: Int, _ first: String, _ second: String) -> String
  /// `it names a solve, but the board is not solved`.
  var solveWithoutSolvedBoard: String { get }

  // MARK: The store's lines (`problem` is one of the phrases above; `error` a file error's words)

  /// `study save /x is a bad study save: … and could not be kept aside (…); it was left as it is.`
  func cannotKeepAside(_ path: String, problem: String, error: String) -> String
  /// `study save /x was written by a newer …; it was left as it is and no game can be saved
  /// there. Give another folder with --progress.`
  func newerSave(_ path: String, problem: String) -> String
  /// `study save /x is …; it was left where it is. Move it away yourself, or give another folder
  /// with --progress.`
  func leftWhereItIs(_ path: String, problem: String) -> String
  /// `study save /x is …; it was kept as study.json.corrupt-…. Type study easy, medium, hard,
  /// expert, master or grandmaster to start a new game.`
  func keptAside(_ path: String, problem: String, as kept: String) -> String
  /// `study save /x is open in another shell`.
  func openElsewhere(_ path: String) -> String
  /// `the game could not be encoded (…)`.
  func cannotEncode(_ error: String) -> String
  /// `cannot save the study game to /x (…)`.
  func cannotSave(_ path: String, error: String) -> String
  /// `the study save's lock /x.lock is a directory, not a regular file; it was left as it is and
  /// no game can be saved there. Give another folder with --progress.`
  func lockNotRegular(_ lock: String, kind: String) -> String
  /// `study save /x is a directory, not a study save; it was left as it is and no game can be
  /// saved there. Give another folder with --progress.`
  func notAStudySaveFile(_ path: String, kind: String) -> String
  /// `study save /x is 2097152 bytes, over the 1 MB a study save may hold; it was not read and
  /// nothing was changed.`
  func tooLarge(_ path: String, size: Int, limit: String) -> String
  /// `cannot open the study save /x (…); nothing was changed.`
  func cannotOpen(_ path: String, error: String) -> String

  // MARK: The study journal (`StudyJournalProblem`, after "the study journal <path> is")

  /// `damaged (its record 3 is not whole)`.
  func journalDamagedRecord(_ number: Int) -> String
  /// `of another save than study.json`.
  var journalOfAnotherSave: String { get }
  /// `damaged (its last record is a bad study save: …)`; `problem` is a save's
  /// problem, or `journalOtherPuzzle`.
  func journalNotTheGame(_ problem: String) -> String
  /// `of another puzzle`, worded as a save's problem is.
  var journalOtherPuzzle: String { get }
  /// `there without a study save to follow`.
  var journalWithoutSave: String { get }
  /// `the study journal /x is …; it was kept as study.journal.corrupt-…, and the game goes on
  /// from study.json as it was last rewritten (the moves since then are in the kept file).`
  func journalKeptAside(_ path: String, problem: String, as kept: String) -> String
  /// `the study journal /x is …; it was left where it is and the game was not resumed. Move it
  /// away yourself, or give another folder with --progress.`
  func journalLeft(_ path: String, problem: String) -> String
  /// `the study journal /x is … and could not be kept aside (…); it was left as it is and the
  /// game was not resumed.`
  func journalCannotKeepAside(_ path: String, problem: String, error: String) -> String
}
