/// A challenge level's record in the progress file's `challenge` section: how often it was solved
/// and the most stars a solve earned.
public struct ChallengeRecord: Hashable, Sendable {
  /// Solves of the level.
  public internal(set) var solved = 0
  /// The most stars a solve earned (1–3); nil before the first.
  public internal(set) var bestStars: Int?

  /// A level never solved.
  static let zero = ChallengeRecord()

  /// The record after a solve that earned `stars`: one more solved, the best stars kept.
  func adding(stars: Int) -> ChallengeRecord {
    let stars = min(max(stars, 1), ChallengeStars.most)
    return ChallengeRecord(
      solved: FileBounds.count(solved, plus: 1), bestStars: max(bestStars ?? 0, stars))
  }
}
