import Academy
import SudokuCore

/// What the shell says around lessons and drills: the lesson list's flags, opening a lesson,
/// a drill's header and prompt, what an answer earned, hints run out, skipping and closing.
protocol DrillShellWords: Sendable {
  /// The prompt's label in a review drill: `review`.
  var reviewPrompt: String { get }

  /// ` Mastery \(meter). Type drill for the next one.`
  func masteryEarned(meter: String) -> String

  /// ` No mastery step this time: \(reason ?? "not your first answer"). Type drill for the…`
  func noMasteryStep(reason: String?) -> String

  /// ` Next review of \(name) \(when).`
  func nextReview(technique: Technique, name: String, when: String) -> String

  /// `No more hints for this drill: type show to see one instance whole, or skip to move on.`
  var noMoreHints: String { get }

  /// ` (\(more) on this board.)`
  func moreOnThisBoard(more: String) -> String

  /// `Skipped. Type drill for the next one.`
  var skipped: String { get }

  /// ` Answer when you're ready (no mastery step for this drill).`
  var answerWhenReady: String { get }

  /// `This drill is closed. Type drill for the next one.`
  var drillClosed: String { get }

  /// `next`
  var nextFlag: String { get }

  /// `review due`
  var reviewDueFlag: String { get }

  /// `Which lesson? Type lesson 1 to \(count), or a name like lesson pointing.`
  func whichLesson(count: Int) -> String

  /// `(guide shows the whole lesson: the idea, how to spot it, a worked example.)`
  var guideShowsMore: String { get }

  /// `Review mixes the lessons you have started; none yet. Start with lesson 1.`
  var nothingToReview: String { get }

  /// `Type board to bring the drill back.`
  var boardBringsTheDrillBack: String { get }

  /// `Type board to bring your puzzle back.`
  var boardBringsThePuzzleBack: String { get }

  /// `Type lesson \(number) to practise it.`
  func practiseLesson(number: Int) -> String

  /// A word that names no lesson: `There is no lesson 'pointng'.` (a suggestion and the range
  /// follow).
  func noLesson(_ word: String) -> String

  /// After a word that names no lesson: ` Lessons are 1 to 12: hidden-single, …` (leading space).
  func lessonRange(count: Int, list: String) -> String

  /// `r1c7<>5 or r3c5=7`
  var reviewExample: String { get }

  /// `Review \(number) was cut for \(technique); rebuild it with \(command).`
  func reviewClosing(number: Int, technique: String, command: String) -> String

  /// `place a digit`
  var placeADigit: String { get }

  /// `remove a candidate`
  var removeACandidate: String { get }

  /// `Drill`
  var drillWord: String { get }

  /// `Review`
  var reviewWord: String { get }

  /// `seed`
  var seedWord: String { get }

  /// `find a step`
  var findAStep: String { get }

  /// Before an answer's example in a drill's header: `answer like` (`Drill 3 · … (answer like
  /// r3c5=7)`).
  var answerLike: String { get }

  /// The same, shorter, where the header is narrow: `like`.
  var like: String { get }

  /// A technique just mastered, and the lesson next (nil when all are): `Pointing mastered. Next
  /// up: lesson 3, claiming.`
  func mastered(_ technique: Technique, next: Technique?) -> String
}

extension DrillShellWords {
  /// Under the lessons in two columns, what the arrow marks, in the flags' words and the same
  /// punctuation in both languages: `← next: 1 Hidden single; ← review due: 3 Pointing`.
  func flagsLegend(arrow: String, next: String?, reviewDue: [String]) -> String {
    let parts =
      (next.map { ["\(arrow) \(nextFlag): \($0)"] } ?? [])
      + (reviewDue.isEmpty
        ? [] : ["\(arrow) \(reviewDueFlag): " + reviewDue.joined(separator: ", ")])
    return parts.joined(separator: "; ")
  }
}
