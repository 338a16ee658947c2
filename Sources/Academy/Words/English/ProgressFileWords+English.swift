struct EnglishProgressFileWords: ProgressFileWords {
  func notJSON(details: String) -> String { "is not valid JSON" + details }
  func unexpectedShape(_ detail: String) -> String { "has an unexpected shape (\(detail))" }
  func outOfRange(_ detail: String) -> String { "has a value out of range (\(detail))" }
  func newerVersion(_ version: Int, reads: Int) -> String {
    "was written by a newer Sudoku Academy (file version \(version); this one reads version "
      + "\(reads))"
  }

  var shouldBeProgressObject: String {
    "it should be an object with \"version\" and \"techniques\""
  }
  func missing(_ path: String) -> String { "\(path) is missing" }
  func starsWithoutSolve(_ path: String, stars: Int) -> String {
    "\(path).bestStars is \(stars), but \(path).solved is 0"
  }
  func firstTryOverAttempted(_ path: String, firstTry: Int, attempted: Int) -> String {
    "\(path).firstTry is \(firstTry), more than attempted (\(attempted))"
  }
  func resultsShouldBeTrueOrFalse(_ path: String, found: String) -> String {
    "\(path).recentResults should hold true or false, found \(found)"
  }

  func unreadNothingChanged(_ path: String, problem: String) -> String {
    "progress file \(path) \(problem); nothing was changed."
  }
  func cannotReadInMemory(_ path: String, error: String) -> String {
    "cannot read progress file \(path) (\(error)); it was left as it is and progress is kept in "
      + "memory for this session."
  }
  func leftWhereItIs(_ path: String, problem: String) -> String {
    "progress file \(path) \(problem); it was left where it is. Give another path with "
      + "--progress, or move the file away yourself and start again."
  }
  func freeAgain(_ path: String) -> String {
    "progress file \(path) is free again; the progress kept in memory is saved."
  }
  func heldElsewhere(_ path: String, error: String) -> String {
    "progress file \(path): \(error); this change is kept in memory and saved with the next one "
      + "once that shell lets go (resume it with fg, or quit it). If it still holds the lock when "
      + "this session ends, the change is not saved."
  }
  func keptAside(_ path: String, problem: String, as kept: String) -> String {
    "progress file \(path) \(problem); it was kept as \(kept) and a new one started."
  }
  func cannotKeepAside(_ path: String, problem: String, error: String) -> String {
    "progress file \(path) \(problem) and could not be kept aside (\(error)); it was left as it "
      + "is and progress is kept in memory for this session."
  }
  func cannotSave(_ path: String, error: String) -> String {
    "cannot save progress to \(path) (\(error)); progress is kept in memory for this session."
  }
  func pendingNotSaved(_ path: String, error: String) -> String {
    "progress file \(path): \(error); the progress kept in memory since then was not saved."
  }
  func leftAsItIs(_ path: String, problem: String) -> String {
    "progress file \(path) \(problem); it was left as it is and progress is kept in memory for "
      + "this session."
  }
  var inMemoryForSession: String { "Progress is kept in memory for this session." }
  func notAProgressFile(_ path: String, kind: String) -> String {
    "progress file \(path) is \(kind), not a progress file; it was left as it is. Give the path "
      + "of a file with --progress."
  }
  func tooLarge(_ path: String, size: Int, limit: String) -> String {
    "progress file \(path) is \(size) bytes, over the \(limit) a progress file may hold; it was "
      + "not read and nothing was changed."
  }
  func cannotRead(_ path: String, error: String) -> String {
    "cannot read progress file \(path) (\(error)); nothing was changed."
  }
}
