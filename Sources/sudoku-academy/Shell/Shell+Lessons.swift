import Academy
import SudokuCore

/// Lessons and drills: the list, a lesson's short introduction, the whole lesson (`guide`), and
/// opening the next drill of a lesson or of review.
extension Shell {
  func lessonList() -> String {
    let next = state.nextLesson
    let date = now()
    return Technique.allCases.map { technique in
      let title = technique.title.padding(toLength: 14, withPad: " ", startingAt: 0)
      var line =
        "\(String(technique.number).leftPadded(4)) \(title) \(style.meter(state[technique].mastery))"
      if technique == next { line += "   " + style.paint("\(style.arrow) next", .flag) }
      if state[technique].isReviewDue(at: date) {
        line += "   " + style.paint("\(style.arrow) review due", .flag)
      }
      return line
    }.joined(separator: "\n")
  }

  /// `lesson N`: the lesson's title and one-line summary, then its first drill. The idea, how to
  /// spot it and the worked example are `guide`'s, so the board stays on one screen.
  func openLesson(_ argument: String?) {
    guard let argument else {
      say(
        "Which lesson? Type lesson 1 to \(Technique.allCases.count), or a name like lesson "
          + "pointing.")
      show(lessonList())
      return
    }
    guard let technique = Technique(argument: argument) else { return noLesson(argument) }
    let lesson = lessons.lesson(technique)
    say(style.paint(lesson.title, .heading) + " \(style.dash) \(lesson.summary)", hanging: "")
    say("(guide shows the whole lesson: the idea, how to spot it, a worked example.)")
    show("")
    openDrill(.lesson(technique))
  }

  /// `drill`: the next review drill while reviewing, else the next drill of the lesson.
  func nextDrill() {
    if focus.drill?.purpose == .review { return openDrill(.review) }
    openDrill(.lesson(lesson ?? state.nextLesson ?? .hiddenSingle))
  }

  /// Opens a drill: of a lesson, or a mixed one whose header names no technique, cut for a due
  /// technique first, then the weakest, then the least recently practised, among lessons started.
  func openDrill(_ purpose: DrillActivity.Purpose) {
    // The open drill counts first: a lesson just begun is a lesson started.
    turn(to: .nothing)
    let technique: Technique
    switch purpose {
    case .lesson(let chosen):
      technique = chosen
      lesson = chosen
    case .review:
      guard let chosen = ReviewChoice.next(state, at: now()) else {
        say("Review mixes the lessons you have started; none yet. Start with lesson 1.")
        return
      }
      technique = chosen
    }
    let review = purpose == .review
    let drill = provider.drill(technique, index: drillsOpened, review: review)
    drillsOpened += 1
    // Build what is likely next while the learner reads: this one again and the lesson after it.
    provider.prefetch(technique, index: drillsOpened, review: review)
    if !review, let following = Technique.allCases.first(where: { $0 > technique }) {
      provider.prefetch(following, index: drillsOpened)
    }
    if review { reviews += 1 } else { lessonDrills += 1 }
    let activity = DrillActivity(
      drill, purpose: purpose, number: review ? reviews : lessonDrills, shell: self)
    turn(to: .drill(activity))
    activity.present()
  }

  /// `lesson` or `guide` with a word that names no lesson: the nearest key and the list.
  private func noLesson(_ argument: String) {
    let keys = Technique.allCases.map(\.rawValue)
    let suggestion = nearest(to: argument, in: keys).map { " Did you mean '\($0)'?" } ?? ""
    say(
      "There is no lesson '\(Shell.clip(argument))'.\(suggestion) Lessons are 1 to \(keys.count): "
        + keys.joined(separator: ", ") + ".")
  }

  /// The whole lesson: idea, spotting, the worked example on its board with the pattern marked,
  /// answering and the usual mistakes; then how to get back to what is open.
  func guide(_ argument: String?) {
    var technique = lesson ?? state.nextLesson ?? .hiddenSingle
    if let argument {
      guard let chosen = Technique(argument: argument) else { return noLesson(argument) }
      technique = chosen
    }
    let lesson = lessons.lesson(technique)
    say(style.paint(lesson.title, .heading) + " \(style.dash) \(lesson.summary)", hanging: "")
    for (heading, text) in [(LessonSection.idea, lesson.idea), (.spotting, lesson.spotting)] {
      section(lesson.heading(heading), text)
    }
    show("\n" + style.paint(lesson.heading(.example), .heading))
    if let position = try? Position(libraryLine: lesson.examplePosition) {
      let stated = Set(technique.placesDigits ? position.placements : position.eliminations)
      let step = Finder.steps(technique, in: position.grid).first {
        !stated.isDisjoint(with: $0.placements + $0.eliminations)
      }
      show(
        boardText(
          position.grid, marks: step.map { BoardMarks(step: $0, grid: position.grid) } ?? .none))
    }
    screen.emit(TextWrap.lessonBlocks(lesson.example, style: style))
    for (heading, text) in [
      (LessonSection.answering, lesson.answering), (.mistakes, lesson.mistakes),
    ] {
      section(lesson.heading(heading), text)
    }
    show("")
    switch focus {
    case .drill: say("Type board to bring the drill back.")
    case .study: say("Type board to bring your puzzle back.")
    case .nothing: say("Type lesson \(technique.number) to practise it.")
    }
  }

  private func section(_ heading: String, _ text: String) {
    show("\n" + style.paint(heading, .heading))
    screen.emit(TextWrap.lessonBlocks(text, style: style))
  }
}
