import SudokuCore

/// The challenge ladder's sentences, the leaves of `ChallengeMessage`: the order in which a
/// message puts them is the same in every language and written once there (`text(_:)`).
///
/// `title`, `described` and the stars arrive rendered; commands (`challenge`, `challenge 3`, moves)
/// stay as typed.
protocol ChallengeWords: Sendable {
  /// `Challenge 7`; `Desafio 7`: how the game's header and the messages open.
  func title(_ number: Int) -> String
  /// `challenge 7`; `desafio 7`: the prompt, and the game in a sentence.
  func name(_ number: Int) -> String
  /// `28 or 29 clues, needs pointing, claiming or a naked pair` (`clues` listed already).
  func described(clues: String, needs: String) -> String
  /// What a level's puzzles need: `singles only`, `pointing, claiming or a naked pair`, `an
  /// X-Wing`; after *pede* in Portuguese: `só únicos`, `um X-Wing`.
  func needs(_ difficulty: Difficulty) -> String
  /// `no mistake or hint ★★★, 1–3 ★★☆, 4 or more ★☆☆` (the stars and the dash rendered).
  func rule(three: String, two: String, one: String, dash: String) -> String
  /// `Challenge 7: 28 clues, needs an X-Wing. Stars: …. Enter moves like r3c5=7 or r1c7<>5; hint
  /// when stuck.`
  func started(title: String, clues: Int, needs: String, rule: String) -> String
  /// `Resumed your unfinished challenge 7 (28 clues, needs an X-Wing).`
  func resumed(_ name: String, described: String) -> String
  /// `Challenge level 5 opens when level 4 is solved; challenge plays level 3, the first not yet
  /// solved.`
  func locked(_ number: Int, next: Int?) -> String
  /// `There is no challenge level 'x': the levels are 1 to 12 (challenge alone plays the first
  /// not yet solved).`
  func notALevel(_ word: String, count: Int) -> String
  /// `Every challenge level is solved. challenge 1 to 12 plays one again for more stars.`
  func allSolved(count: Int) -> String
  /// ` A new best for level 7 (it was ★☆☆).`, after a solve's tally.
  func newBest(_ number: Int, was stars: String) -> String
  /// ` Best for level 7: ★★★.`
  func best(_ number: Int, stars: String) -> String
  /// ` Level 8 is open (27 clues, needs an X-Wing).`
  func opened(_ number: Int, described: String) -> String
  /// ` Type challenge to play level 8.`
  func playNext(_ number: Int) -> String
  /// ` Every level of the ladder is solved.`
  var ladderSolved: String { get }
  /// `Your unfinished challenge 7 is saved: type challenge to resume it.`
  func waiting(_ name: String) -> String
  /// `Reset your challenge records: the ladder starts again at level 1.`
  var reset: String { get }
  /// `help`'s line for `challenge`: `a ladder of puzzles that earn stars`.
  var commandSummary: String { get }
  /// `help study`'s line for `challenge`.
  var playedAsStudy: String { get }
  /// `help challenge`: the ladder of `count` levels from `first` clues down to `last`.
  func commandDetails(count: Int, first: Int, last: Int) -> String
  /// `Challenge: `, opening the ladder as `progress` shows it.
  var ladderOpening: String { get }
  /// `next, level 3 of 12 (36 clues, needs singles only)`.
  func nextLevel(_ number: Int, described: String, count: Int) -> String
  /// `every level of 12 solved`.
  func everyLevelSolved(count: Int) -> String
}
