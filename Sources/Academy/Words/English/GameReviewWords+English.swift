import SudokuCore

struct EnglishGameReviewWords: GameReviewWords {
  var heading: String { "Review of your game" }

  var noLog: String {
    "This game's moves were not recorded (it was saved by an older version of Sudoku Academy, "
      + "or its log did not read), so there is no move to review. Games you play from now on "
      + "keep one."
  }

  var logNotWhole: String {
    "The log holds the game's first \(GameLog.capacity) moves only; the review covers those."
  }

  func tally(_ items: [String]) -> String {
    items.isEmpty
      ? "You placed and removed nothing yourself: every step came from a reveal."
      : "What your moves rested on: " + items.joined(separator: "; ") + "."
  }

  func placed(_ count: Int) -> String { "\(count) placed" }

  func removed(_ count: Int) -> String { "\(count) removed" }

  func guesses(_ count: Int) -> String {
    count == 0
      ? "Guesses: none; every digit you placed was forced when you placed it."
      : "Guesses: \(count), digits nothing of the curriculum forced yet when you placed them."
  }

  func mistakes(_ count: Int) -> String {
    "Mistakes: \(count) (a wrong digit, or the solution's own digit removed)."
  }

  func unjustified(_ count: Int) -> String {
    "\(Phrasing.capitalized(counted(count, .candidate))) removed before any technique justified "
      + (count == 1 ? "it." : "them.")
  }

  func hardest(needed: Technique?, found: Technique?) -> String {
    let needed = needed?.nameInSentence ?? "none"
    guard let found else {
      return "The hardest technique the game needed: \(needed); you found no step on your own."
    }
    return "The hardest technique the game needed: \(needed); the hardest you found on your "
      + "own: \(found.nameInSentence)."
  }

  func beyondTheCurriculum(found: Technique?) -> String {
    "The game goes beyond the \(Language.current.grammar.techniqueCount) techniques"
      + (found.map { "; the hardest you found on your own: \($0.nameInSentence)." } ?? ".")
  }

  func wait(at time: String, lasting: String, wayOn: String?) -> String {
    "At \(time) you waited \(lasting); "
      + (wayOn.map { "\($0) was the way on." } ?? "the curriculum had no next step there.")
  }

  func hints(_ list: String) -> String { "Hints: \(list)." }
  var noHints: String { "No hints." }
  func reveals(_ list: String) -> String { "Reveals: \(list)." }
  var noReveals: String { "No reveals." }

  func helpAt(_ name: String?, _ time: String) -> String {
    name.map { "\($0) at \(time)" } ?? "a check at \(time)"
  }

  var keyMomentsHeading: String { "Key moments" }

  func guessMoment(at time: String, _ move: String, forcedAfter: Int?, wayOn: String?) -> String {
    let after =
      forcedAfter.map { " It became a single \(counted($0, .move)) later." }
      ?? " It never became a single before the end."
    return "\(time): \(move) was a guess; nothing of the curriculum forced it then.\(after)"
      + (wayOn.map { " The way on was \($0)." } ?? "")
  }

  func waitMoment(at time: String, lasting: String, wayOn: String?) -> String {
    "\(time): you waited \(lasting)."
      + (wayOn.map { " The way on was \($0)." } ?? " The curriculum had no next step there.")
  }

  func hintMoment(at time: String, named: String?, wayOn: String?) -> String {
    guard let named else { return "\(time): you asked for a check." }
    return "\(time): you asked for a hint; it pointed to \(named)."
  }

  func practise(_ name: String, lesson: Int, because: String) -> String {
    "Practise \(name) (type lesson \(lesson)): \(because)."
  }

  func neededHints(_ count: Int) -> String { "you needed \(counted(count, .hint)) for it" }
  var wasTheWayOnWhenYouWaited: String { "it was the way on when you waited longest" }
  var youGuessedPastIt: String { "you guessed while it was the way on" }

  var nothingToPractise: String {
    "Nothing to practise from this game: no hint, no long wait and no guess."
  }

  func praise(_ name: String, times: Int) -> String {
    "Well played: you found \(name) on your own \(times == 2 ? "twice" : "\(times) times")."
  }

  func movesHeading(_ count: Int) -> String { "Every move (\(count))" }

  func basis(_ basis: GameReview.Basis) -> String {
    switch basis {
    case .single(let technique): technique.nameInSentence
    case .chain(let hardest, _):
      "a single after \(hardest.phrase)"
    case .guess(let after):
      "guess" + (after.map { ", a single \(counted($0, .move)) later" } ?? "")
    case .justified(let technique): technique.nameInSentence
    case .notJustified: "not yet justified"
    case .mistake: "mistake"
    case .undone: "taken back"
    }
  }

  var revealWord: String { "reveal" }

  func hintNamed(_ phrase: String) -> String { "pointed to \(phrase)" }

  var checkHint: String { "a check, or a mistake to fix" }

  var offer: String { "Type study review to see what each of your moves rested on." }

  var finishFirst: String {
    "The review comes when the game is over: it would give away what is still to find. Solve "
      + "the puzzle, then type study review."
  }

  var noFinishedGame: String {
    "No finished game to review: solve a study puzzle (study starts one), then type study review."
  }
}
