import Academy
import SudokuCore

struct EnglishDrillShellWords: DrillShellWords {
  var reviewPrompt: String {
    "review"
  }

  func masteryEarned(meter: String) -> String {
    "  Mastery \(meter). Type drill for the next one."
  }

  func noMasteryStep(reason: String?) -> String {
    "  No mastery step this time: \(reason ?? "not your first answer"). Type drill for the next one."
  }

  func nextReview(technique: Technique, name: String, when: String) -> String {
    "  Next review of \(name) \(when)."
  }

  var noMoreHints: String {
    "No more hints for this drill: type show to see one instance whole, or skip to move on."
  }

  func moreOnThisBoard(more: String) -> String {
    "  (\(more) on this board.)"
  }

  var skipped: String {
    "Skipped. Type drill for the next one."
  }

  var answerWhenReady: String {
    "  Answer when you're ready (no mastery step for this drill)."
  }

  var drillClosed: String {
    "This drill is closed. Type drill for the next one."
  }

  var nextFlag: String {
    "next"
  }

  var reviewDueFlag: String {
    "review due"
  }

  func whichLesson(count: Int) -> String {
    "Which lesson? Type lesson 1 to \(count), or a name like lesson pointing."
  }

  var guideShowsMore: String {
    "(guide shows the whole lesson: the idea, how to spot it, a worked example.)"
  }

  var nothingToReview: String {
    "Review mixes the lessons you have started; none yet. Start with lesson 1."
  }

  var boardBringsTheDrillBack: String {
    "Type board to bring the drill back."
  }

  var boardBringsThePuzzleBack: String {
    "Type board to bring your puzzle back."
  }

  func practiseLesson(number: Int) -> String {
    "Type lesson \(number) to practise it."
  }

  func noLesson(_ word: String) -> String {
    "There is no lesson '\(word)'."
  }

  func lessonRange(count: Int, list: String) -> String {
    " Lessons are 1 to \(count): \(list)."
  }

  var reviewExample: String {
    "r1c7<>5 or r3c5=7"
  }

  func reviewClosing(number: Int, technique: String, command: String) -> String {
    "Review \(number) was cut for \(technique); rebuild it with \(command)."
  }

  var placeADigit: String {
    "place a digit"
  }

  var removeACandidate: String {
    "remove a candidate"
  }

  var drillWord: String {
    "Drill"
  }

  var reviewWord: String {
    "Review"
  }

  var seedWord: String {
    "seed"
  }

  var findAStep: String {
    "find a step"
  }

  var answerLike: String {
    "answer like"
  }

  var like: String {
    "like"
  }

  func mastered(_ technique: Technique, next: Technique?) -> String {
    let following = next.map { "Next up: lesson \($0.number), \($0.nameInSentence)." }
    return
      "\(technique.title) mastered. \(following ?? "All \(techniqueCount) techniques mastered — well done.")"
  }
}
