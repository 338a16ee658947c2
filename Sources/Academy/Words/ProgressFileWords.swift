/// What the progress file's store and reader say: each problem with the file, as the middle of
/// `progress file <path> …`, and each one-line warning or refusal about it (`progress file /x is
/// not valid JSON (line 3); it was kept as progress.json.corrupt-20261130T080000Z and a new one
/// started.`).
///
/// Paths, field names and the values quoted stay as the file has them, in every language.
protocol ProgressFileWords: Sendable {
  // MARK: The problem, after "progress file <path>"

  /// `is not valid JSON (line 3)`: `details` is `JSONSyntaxError.details`.
  func notJSON(details: String) -> String
  /// `has an unexpected shape (techniques is missing)`.
  func unexpectedShape(_ detail: String) -> String
  /// `has a value out of range (version is 0; it should be 1 or more)`.
  func outOfRange(_ detail: String) -> String
  /// `was written by a newer Sudoku Academy (file version 3; this one reads version 1)`.
  func newerVersion(_ version: Int, reads: Int) -> String

  // MARK: The details of a problem

  /// `it should be an object with "version" and "techniques"`.
  var shouldBeProgressObject: String { get }
  /// `techniques is missing`; `falta techniques`.
  func missing(_ path: String) -> String
  /// `challenge.3.bestStars is 2, but challenge.3.solved is 0`.
  func starsWithoutSolve(_ path: String, stars: Int) -> String
  /// `techniques.x-wing.firstTry is 5, more than attempted (3)`.
  func firstTryOverAttempted(_ path: String, firstTry: Int, attempted: Int) -> String
  /// `techniques.x-wing.recentResults should hold true or false, found 3`.
  func resultsShouldBeTrueOrFalse(_ path: String, found: String) -> String

  // MARK: The store's lines (`problem` is one of the phrases above; `error` a file error's words)

  /// `progress file /x is not valid JSON; nothing was changed.` (the read-only `progress`).
  func unreadNothingChanged(_ path: String, problem: String) -> String
  /// `cannot read progress file /x (…); it was left as it is and progress is kept in memory for
  /// this session.`
  func cannotReadInMemory(_ path: String, error: String) -> String
  /// `progress file /x is not valid JSON; it was left where it is. Give another path with
  /// --progress, or move the file away yourself and start again.`
  func leftWhereItIs(_ path: String, problem: String) -> String
  /// `progress file /x is free again; the progress kept in memory is saved.`
  func freeAgain(_ path: String) -> String
  /// `progress file /x: /x.lock has been held …; this change is kept in memory and saved with the
  /// next one once that shell lets go (…).`
  func heldElsewhere(_ path: String, error: String) -> String
  /// `progress file /x is not valid JSON; it was kept as progress.json.corrupt-… and a new one
  /// started.`
  func keptAside(_ path: String, problem: String, as kept: String) -> String
  /// `progress file /x is not valid JSON and could not be kept aside (…); it was left as it is
  /// and progress is kept in memory for this session.`
  func cannotKeepAside(_ path: String, problem: String, error: String) -> String
  /// `cannot save progress to /x (…); progress is kept in memory for this session.`
  func cannotSave(_ path: String, error: String) -> String
  /// `progress file /x: …; the progress kept in memory since then was not saved.`
  func pendingNotSaved(_ path: String, error: String) -> String
  /// `progress file /x was written by a newer …; it was left as it is and progress is kept in
  /// memory for this session.`
  func leftAsItIs(_ path: String, problem: String) -> String
  /// `Progress is kept in memory for this session.`, after a refusal `load` reports.
  var inMemoryForSession: String { get }
  /// `progress file /x is a directory, not a progress file; it was left as it is. Give the path
  /// of a file with --progress.`
  func notAProgressFile(_ path: String, kind: String) -> String
  /// `progress file /x is 2097152 bytes, over the 1 MB a progress file may hold; it was not read
  /// and nothing was changed.`
  func tooLarge(_ path: String, size: Int, limit: String) -> String
  /// `cannot read progress file /x (…); nothing was changed.`
  func cannotRead(_ path: String, error: String) -> String
}
