/// The stars a solved challenge level earns: the model's rule, mistakes plus hints — none gives 3
/// stars, 1 to 3 give 2, 4 or more give 1.
///
/// What counts is everything the game counts against the learner: mistakes (placements refused for
/// repeating a digit), hints (rung 1, fix-it hints and `check`) and reveals (a reveal is the second
/// rung of a hint). Undo erases no mistake and refunds no hint, so it never buys a star back.
public enum ChallengeStars {
  /// The most a level gives.
  public static let most = 3

  /// Stars for `count` mistakes, hints and reveals together.
  public static func earned(count: Int) -> Int {
    switch count {
    case ...0: 3
    case 1...3: 2
    default: 1
    }
  }

  /// What counts against the stars in a game: mistakes + hints + reveals (bounded like the file's
  /// counters).
  public static func count(_ game: StudyGame) -> Int {
    FileBounds.count(game.mistakes, plus: FileBounds.count(game.hints, plus: game.reveals))
  }

  /// The stars the game would earn if it were solved now.
  public static func earned(by game: StudyGame) -> Int { earned(count: count(game)) }
}
