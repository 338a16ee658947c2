import SudokuCore

/// One finished game in the trend `progress` shows (issue 30): how many guesses its review found,
/// and the hardest technique the learner found on their own. The progress file keeps the last
/// `kept` (`recentGames`, an added field), oldest first.
public struct GameTrend: Hashable, Sendable {
  public let guesses: Int
  /// Nil when the learner found no step on their own (every step revealed).
  public let hardestFound: Technique?

  public init(guesses: Int, hardestFound: Technique?) {
    self.guesses = min(max(guesses, 0), FileBounds.largestCount)
    self.hardestFound = hardestFound
  }

  public static let kept = 20

  /// The trend of a reviewed game.
  public init(_ review: GameReview) {
    self.init(guesses: review.guesses, hardestFound: review.hardestFound)
  }
}
