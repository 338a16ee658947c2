import Academy
import SudokuCore

struct EnglishHelpWords: HelpWords {
  func placeholder(_ placeholder: Placeholder) -> String { placeholder.rawValue }

  var anywhere: String {
    "Anywhere:"
  }

  var answersHeading: String {
    "Answers (case and spaces don't matter):"
  }

  func noCommand(_ word: String, suggestion: String) -> String {
    "No command '\(word)'.\(suggestion) Type help for the list."
  }

  var commands: String {
    "Commands:"
  }

  var also: String {
    "Also: "
  }

  var lessonPlacesDigits: String {
    "Answers here: a placement like r3c5=7 "
  }

  var lessonRemovesCandidates: String {
    "Answers here: eliminations like r1c7<>5 or r1c789<>5 "
  }

  var moreHelp: String {
    "help all lists every command, help <command> explains one; Tab completes commands, "
      + "lesson names and cells; Up recalls earlier lines."
  }

  var answersLine: String {
    "Answers: a placement like r3c5=7, or eliminations like r1c7<>5, r1c789<>5 "
  }

  var answersRule: String {
    "An answer is right when every part is a placement or elimination of some instance of "
      + "the lesson's technique on the board as shown. Unreadable input and the wrong kind of "
      + "answer are free; anything else is your first answer."
  }

  func studyLevel(_ levels: [String]) -> String {
    "a new puzzle of that level, \(listed(levels, or: true)) (one is kept ready)"
  }

  var studyPuzzleUsage: String {
    "study <puzzle or library line>"
  }

  var studyPuzzle: String {
    "a puzzle of yours, checked and graded first"
  }

  var studyResume: String {
    "the open or saved game, else a new medium one"
  }

  var studyReview: String {
    "after Solved: what each of your moves rested on, and what to practise"
  }

  var studyMoves: String {
    "place digits, remove candidates (several)"
  }

  func studyHeading(dash: String) -> String {
    "study \(dash) a whole puzzle with the \(techniqueCount) techniques, saved after every move."
  }

  func studyRules(caps: String, idleMinutes: Int) -> String {
    "A digit that repeats one in its row, column or box is refused and counts as a "
      + "mistake; anything else stays until check or a hint finds it. Reveals a game: "
      + caps + "; undo goes back up to \(StudyGame.undoLimit) moves, r3c5=0 clears a digit. "
      + "Time counts only while the puzzle is open (idle gaps count at most \(idleMinutes) "
      + "minutes). lesson, drill and review leave the puzzle saved; quit too. Before a new game "
      + "replaces an unfinished one, the shell asks (--yes in a script)."
  }

  var answerExamples: String {
    """
      placement     r3c5=7   r3c5:7
      elimination   r3c5<>7  r3c5-7  -7r3c5
      several       r1c789<>5 (r1c7, r1c8 and r1c9)   r12c1<>3   r8c7<>39
                    r1c7<>5 r2c7<>5
    """
  }
}
