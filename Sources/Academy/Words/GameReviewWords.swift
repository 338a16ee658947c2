import SudokuCore

/// The game review's text (`GameReview`), ready for the shell and `review-game` to lay out: its
/// summary, its key moments (each with the board the shell draws under it), what to practise, and
/// one line for every move. The order of the clauses is written here once; the leaves are the
/// reader's language's `GameReviewWords`.
public struct GameReviewText: Sendable {
  public struct KeyMoment: Sendable {
    public let text: String
    public let board: Grid
    /// The way on, to mark on the board (nil when there was none).
    public let step: Step?
  }

  public let heading: String
  /// Paragraphs, each a line of prose before wrapping.
  public let summary: [String]
  public let keyMomentsHeading: String
  public let keyMoments: [KeyMoment]
  public let practise: [String]
  public let movesHeading: String
  /// `12  3:12  r3c5=7  hidden single`: a move, its time and what it rested on.
  public let moves: [MoveLine]

  /// A move, its time and what each of its parts rested on: `12  3:12  r3c5=7 (hidden single)`.
  public struct MoveLine: Sendable {
    /// The move's number (empty for a hint).
    public let number: String
    public let time: String
    /// Each part's notation and what it rested on, as `r3c5=7 (hidden single)`.
    public let text: String
  }

  /// The review's words, in the reader's language.
  public init(_ review: GameReview, moves total: Int) {
    let words = Language.current.gameReviewWords
    heading = words.heading
    var summary: [String] = []
    if !review.isWhole { summary.append(words.logNotWhole) }
    summary.append(words.tally(Self.tallies(review)))
    summary.append(
      ([words.guesses(review.guesses)]
        + (review.mistakes > 0 ? [words.mistakes(review.mistakes)] : [])
        + (review.unjustified > 0 ? [words.unjustified(review.unjustified)] : []))
        .joined(separator: " "))
    summary.append(
      review.solvedByCurriculum
        ? words.hardest(needed: review.hardestNeeded, found: review.hardestFound)
        : words.beyondTheCurriculum(found: review.hardestFound))
    for wait in review.waits {
      summary.append(
        words.wait(
          at: TimeWords.clock(Int(wait.from)), lasting: TimeWords.duration(wait.seconds),
          wayOn: wait.available.map { HintWords.lead($0) }))
    }
    let hints = Self.helps(review.hints)
    let reveals = Self.helps(review.reveals)
    summary.append(
      (hints.isEmpty ? words.noHints : words.hints(listed(hints))) + " "
        + (reveals.isEmpty ? words.noReveals : words.reveals(listed(reveals))))
    self.summary = summary
    keyMomentsHeading = words.keyMomentsHeading
    keyMoments = review.keyMoments.map { moment in
      let time = TimeWords.clock(Int(moment.seconds))
      let wayOn = moment.available.map { HintWords.lead($0) }
      let text: String
      switch moment.reason {
      case .guess(let cell, let digit, let after):
        text = words.guessMoment(at: time, "\(cell)=\(digit)", forcedAfter: after, wayOn: wayOn)
      case .wait(let seconds):
        text = words.waitMoment(at: time, lasting: TimeWords.duration(seconds), wayOn: wayOn)
      case .hint(let technique):
        text = words.hintMoment(at: time, named: technique?.phrase, wayOn: wayOn)
      }
      return KeyMoment(text: text, board: moment.board, step: moment.available?.step)
    }
    var practise = review.practise.map { practice in
      let reasons =
        (practice.hints > 0 ? [words.neededHints(practice.hints)] : [])
        + (practice.waits > 0 ? [words.wasTheWayOnWhenYouWaited] : [])
        + (practice.guesses > 0 ? [words.youGuessedPastIt] : [])
      return words.practise(
        practice.technique.nameInSentence, lesson: practice.technique.number,
        because: listed(reasons))
    }
    if practise.isEmpty { practise.append(words.nothingToPractise) }
    if let praise = review.praise {
      practise.append(words.praise(praise.nameInSentence, times: review.praiseCount))
    }
    self.practise = practise
    movesHeading = words.movesHeading(total)
    moves = review.moments.map { moment in
      let time = TimeWords.clock(Int(moment.seconds))
      switch moment.kind {
      case .move(let number, let facts):
        return MoveLine(
          number: "\(number)", time: time,
          text: facts.map { "\(Self.notation($0)) (\(words.basis($0.basis)))" }
            .joined(separator: " "))
      case .reveal(let number, let techniques):
        return MoveLine(
          number: "\(number)", time: time,
          text: "\(words.revealWord) (\(listed(techniques.map(\.nameInSentence))))")
      case .hint(let technique, let cell):
        return MoveLine(
          number: "", time: time,
          text: (cell.map { "hint \($0)" } ?? "hint") + " ("
            + (technique.map { words.hintNamed($0.phrase) } ?? words.checkHint) + ")")
      }
    }
  }

  /// What an old save without a log can say.
  public static var noLog: String { Language.current.gameReviewWords.noLog }
  /// After Solved: how to see the review.
  public static var offer: String { Language.current.gameReviewWords.offer }
  /// `study review` while the game is still being played.
  public static var finishFirst: String { Language.current.gameReviewWords.finishFirst }
  /// `study review` with no finished game.
  public static var noFinishedGame: String { Language.current.gameReviewWords.noFinishedGame }

  /// The fact's move in the study notation: `r3c5=7`, `r1c7<>5 r1c8<>5`, `restore r2c2`.
  public static func notation(_ fact: GameReview.Fact) -> String {
    switch fact.subject {
    case .placement(let cell, let digit): "\(cell)=\(digit)"
    case .cleared(let cell): "\(cell)=0"
    case .eliminations(let candidates): Notation.format(eliminations: candidates)
    case .restored(let candidates):
      Set(candidates.map(\.cell)).sorted().map { "restore \($0)" }.joined(separator: " ")
    }
  }

  /// `hidden single 30 placed`, `pointing 2 placed, 5 removed`, in curriculum order.
  static func tallies(_ review: GameReview) -> [String] {
    let words = Language.current.gameReviewWords
    return review.byTechnique.keys.sorted().map { technique in
      let tally = review.byTechnique[technique]!
      let counts =
        (tally.placements > 0 ? [words.placed(tally.placements)] : [])
        + (tally.eliminations > 0 ? [words.removed(tally.eliminations)] : [])
      return technique.nameInSentence + " " + counts.joined(separator: ", ")
    }
  }

  /// `naked pair at 6:40, hidden single at 9:02`.
  static func helps(_ moments: [GameReview.Moment]) -> [String] {
    let words = Language.current.gameReviewWords
    return moments.map { moment in
      let time = TimeWords.clock(Int(moment.seconds))
      switch moment.kind {
      case .hint(let technique, _):
        return words.helpAt(technique?.nameInSentence, time)
      case .reveal(_, let techniques):
        return words.helpAt(techniques.last?.nameInSentence, time)
      case .move:
        return time
      }
    }
  }
}

/// The leaves of the review's sentences, one conformer per language.
protocol GameReviewWords: Sendable {
  /// `Review of your game`
  var heading: String { get }
  /// `This game's moves were not recorded (it was saved by an older version): …`
  var noLog: String { get }
  /// `The log holds the first 2,000 moves only; the review covers those.`
  var logNotWhole: String { get }
  /// `What your moves rested on: hidden single 30 placed; pointing 5 removed.` (`items` from
  /// `tally(_:placed:removed:)`; empty when the learner made no judged move.)
  func tally(_ items: [String]) -> String
  /// `30 placed` (after the technique's name: `hidden single 30 placed`).
  func placed(_ count: Int) -> String
  /// `5 removed`
  func removed(_ count: Int) -> String
  /// `Guesses: none; every digit you placed was forced when you placed it.`, `Guesses: 3, …`
  func guesses(_ count: Int) -> String
  /// `Mistakes: 1 (a wrong digit, or the solution's own digit removed).` (1 or more)
  func mistakes(_ count: Int) -> String
  /// `3 candidates removed before any technique justified them.` (1 or more)
  func unjustified(_ count: Int) -> String
  /// `The game needed X-Wing at its hardest; the hardest you found on your own: pointing.`
  func hardest(needed: Technique?, found: Technique?) -> String
  /// The game needs more than the curriculum.
  func beyondTheCurriculum(found: Technique?) -> String
  /// `At 6:40 you waited 2m 05s; a naked pair in row 4 was the way on.`
  func wait(at time: String, lasting: String, wayOn: String?) -> String
  /// `Hints: naked pair at 6:40.` (`list` listed already), `No hints.`; the same for reveals.
  func hints(_ list: String) -> String
  var noHints: String { get }
  func reveals(_ list: String) -> String
  var noReveals: String { get }
  /// `naked pair at 6:40`
  func helpAt(_ name: String?, _ time: String) -> String
  /// `Key moments`
  var keyMomentsHeading: String { get }
  /// `3:12 — r3c5=7 was a guess: …`
  func guessMoment(at time: String, _ move: String, forcedAfter: Int?, wayOn: String?) -> String
  /// `6:40 — you waited 2m 05s. …`
  func waitMoment(at time: String, lasting: String, wayOn: String?) -> String
  /// `9:02 — you asked for a hint; …`
  func hintMoment(at time: String, named: String?, wayOn: String?) -> String
  /// `Practise naked pair (type lesson 5): you needed 2 hints for it.` (`because` listed
  /// already, from the three reasons below).
  func practise(_ name: String, lesson: Int, because: String) -> String
  /// `you needed 2 hints for it`
  func neededHints(_ count: Int) -> String
  /// `it was the way on when you waited longest`
  var wasTheWayOnWhenYouWaited: String { get }
  /// `you guessed while it was the way on`
  var youGuessedPastIt: String { get }
  /// `Nothing to practise from this game: …`
  var nothingToPractise: String { get }
  /// `Well played: you found pointing on your own 3 times.`
  func praise(_ name: String, times: Int) -> String
  /// `Every move (54)`
  func movesHeading(_ count: Int) -> String
  /// What a fact rested on: `hidden single`, `guess`, …
  func basis(_ basis: GameReview.Basis) -> String
  /// `reveal`
  var revealWord: String { get }
  /// `study review shows what each of your moves rested on.`
  var offer: String { get }
  /// `Finish the game first: …`
  var finishFirst: String { get }
  /// `No finished game to review: …`
  var noFinishedGame: String { get }
  /// `pointed to a naked pair`
  func hintNamed(_ phrase: String) -> String
  /// `a check, or a mistake to fix`
  var checkHint: String { get }
}
