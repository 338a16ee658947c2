import Academy
import Foundation
import SudokuCore

/// One open drill, a lesson's or a review's: its state, its answers and hint ladder, and what it
/// records when it is left.
final class DrillActivity: Activity {
  /// What the drill is for; `drill` opens the next one of the same.
  enum Purpose: Equatable {
    case lesson(Technique)
    /// A review drill: its header names no technique.
    case review
  }

  let purpose: Purpose
  /// Its number in the session's lessons or in its reviews (`Drill 3`, `Review 1`).
  let number: Int
  private(set) var state: DrillState
  private unowned let shell: Shell
  /// When its board was shown (`monotonic`), for the answer time.
  private var shownAt: UInt64 = 0

  init(_ drill: Drill, purpose: Purpose, number: Int, shell: Shell) {
    self.purpose = purpose
    self.number = number
    self.shell = shell
    state = DrillState(drill: drill, mode: purpose == .review ? .review : .lesson)
  }

  var kind: ActivityKind { .drill }
  var grid: Grid { state.drill.grid }
  var answerOperators: [String] {
    // A review drill takes a step of any of the twelve, so both forms.
    if purpose == .review { return ["=", "<>", ":", "-"] }
    return state.drill.technique.placesDigits ? ["=", ":"] : ["<>", "-"]
  }

  /// `hidden triple □□□□□`, `trio escondido □□□□□`: the lesson's name in the reader's language,
  /// as a study game shows its level (`study easy`, `estudo fácil`), then its meter.
  var promptLabel: String {
    switch purpose {
    case .review: return Language.current.drillShellWords.reviewPrompt
    case .lesson(let lesson):
      return "\(lesson.nameInSentence) "
        + shell.style.paint(shell.style.meter(shell.state[lesson].mastery), .meter)
    }
  }

  /// The header and the board; its answer time starts now.
  func present() {
    let header = DrillText.header(
      state.drill, number: number, review: purpose == .review, within: shell.screen.proseWidth,
      style: shell.style)
    shell.say(header)
    // The header (two lines with a twenty-digit seed) and the prompt under the board.
    shell.show(shell.boardText(grid, extraLines: 1 + header.split(separator: "\n").count))
    shownAt = shell.monotonic()
  }

  func redraw() { shell.show(shell.boardText(grid)) }

  func leave() {
    shell.record(state.abandoned(at: shell.now()))
  }

  func run(_ command: ShellCommand, _ arguments: [String]) {
    switch command {
    case .hint:
      // `hint <cell>` is a study game's; a drill's hint is about its one step.
      guard arguments.isEmpty else {
        shell.say(Language.current.shellWords.takesNoArgument(name: "hint", usage: "hint"))
        return
      }
      hint()
    case .show: reveal(closing: false)
    case .skip: reveal(closing: true)
    case .export:
      if let line = state.exportLine { shell.show(line) } else { shell.say(state.exportWithheld) }
    default: break
    }
  }

  /// Milliseconds since the board was shown.
  private var elapsedMilliseconds: Int {
    Int((shell.monotonic() &- shownAt) / 1_000_000)
  }

  func answer(_ text: String) {
    let style = shell.style
    if state.isClosed {
      shell.say(Self.closed)
      return
    }
    let (verdict, changes) = state.answer(
      text, at: shell.now(), elapsedMilliseconds: elapsedMilliseconds)
    let before = shell.state
    shell.record(changes)
    let after = shell.state
    switch verdict.kind {
    case .correct:
      shell.say(style.check + " " + verdict.line, paint: .correct)
      let technique = state.resultTechnique
      if state.earnedStep {
        let level = after[technique].mastery
        let maximum = TechniqueProgress.maximumMastery
        let meter = "\(style.meter(level)) (\(level)/\(maximum))"
        shell.say(
          Language.current.drillShellWords.masteryEarned(meter: meter))
        if level == maximum, before[technique].mastery < maximum {
          shell.say("  " + Self.mastered(technique, next: after.nextLesson))
        }
      } else {
        let reason = state.noStepReason
        shell.say(
          Language.current.drillShellWords.noMasteryStep(reason: reason))
      }
      if let due = after[technique].reviewDue, due != before[technique].reviewDue {
        let when = ProgressView.dueText(due, now: shell.now())
        let name = technique.nameInSentence
        shell.say(
          Language.current.drillShellWords.nextReview(technique: technique, name: name, when: when))
      }
      if purpose == .review {
        shell.say("  " + DrillText.reviewClosing(state.drill, number: number))
      }
    case .miss:
      shell.say(style.cross + " " + verdict.line, paint: .miss)
    case .unreadable, .wrongForm, .filledCell:
      shell.say(verdict.line)
    }
  }

  /// The hint ladder: the house and digit to look at; then the pattern marked on the board; then
  /// a pointer to `show`.
  private func hint() {
    guard let (rung, step) = state.hint() else {
      shell.say(Self.closed)
      return
    }
    switch rung {
    case .nudge:
      let lessons = shell.lessons
      let nudge =
        purpose == .review
        ? lessons.reviewHint(for: step, on: grid) : lessons.hint(for: step, on: grid)
      shell.screen.emit(TextWrap.lessonBlocks(nudge, style: shell.style))
    case .pattern:
      let marks = BoardMarks(
        pattern: step.hintPatternCells(in: grid), digits: step.hintPatternDigits, grid: grid,
        endsOf: step)
      shell.show(shell.boardText(grid, marks: marks, extraLines: 3))
      shell.screen.emit(
        TextWrap.lessonBlocks(shell.lessons.patternHint(for: step, on: grid), style: shell.style))
    case .showIsNext:
      shell.say(
        Language.current.drillShellWords.noMoreHints)
    }
  }

  private func reveal(closing: Bool) {
    let wasClosed = state.isClosed
    let step: Step
    if closing {
      let skipped = state.skip(at: shell.now())
      step = skipped.step
      shell.record(skipped.changes)
    } else {
      step = state.show()
    }
    // On a terminal too short for the board and its words (60×20), the board comes first and
    // Enter shows the words.
    shell.pagedInParts {
      shell.show(shell.boardText(grid, marks: BoardMarks(step: step, grid: grid), extraLines: 5))
      shell.say(shell.style.paint(step.description.keptTogether, .heading))
      shell.keepWithNext()
      shell.say(step.reason(on: grid))
      let others = state.drill.distinctInstances.count - 1
      if others > 0 {
        let more = counted(others, .otherInstance)
        shell.say(Language.current.drillShellWords.moreOnThisBoard(more: more))
      }
      if closing && !wasClosed {
        shell.say(
          Language.current.drillShellWords.skipped)
        if purpose == .review {
          shell.say(DrillText.reviewClosing(state.drill, number: number))
        }
      } else if !wasClosed {
        shell.say(
          Language.current.drillShellWords.answerWhenReady)
      }
    }
  }

  /// `This drill is closed. Type drill for the next one.`
  static var closed: String {
    Language.current.drillShellWords.drillClosed
  }

  /// `X-Wing mastered. Next up: lesson 7, hidden pair.`: a meter just filled, and what comes
  /// next (`next` nil when all twelve are mastered).
  static func mastered(_ technique: Technique, next: Technique?) -> String {
    Language.current.drillShellWords.mastered(technique, next: next)
  }
}
