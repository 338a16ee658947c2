import Academy
import SudokuCore

/// Lessons and drills: the list, a lesson's short introduction, the whole lesson (`guide`), and
/// opening the next drill of a lesson or of review.
extension Shell {
  func lessonList() -> String {
    if let size = screen.size(), Technique.allCases.count + Shell.listHeadroom > size.rows,
      let columns = lessonColumns(width: size.columns)
    {
      return columns
    }
    let next = state.nextLesson
    let date = now()
    let width = Shell.titleColumn
    return Technique.allCases.map { technique in
      let title = technique.title.padded(toWidth: width)
      var line =
        "\(String(technique.number).leftPadded(4)) \(title) \(style.meter(state[technique].mastery))"
      if technique == next {
        line +=
          "   " + style.paint("\(style.arrow) \(Language.current.drillShellWords.nextFlag)", .flag)
      }
      if state[technique].isReviewDue(at: date) {
        let due = Language.current.drillShellWords.reviewDueFlag
        line += "   " + style.paint("\(style.arrow) \(due)", .flag)
      }
      return line
    }.joined(separator: "\n")
  }

  /// The lines the welcome needs beside the list on a narrow terminal: its banner (up to four
  /// lines at 60 columns), a saved game's line and the prompt.
  static let listHeadroom = 6

  /// The list in two columns, 1 to 9 down the left, for a terminal too short for a lesson a line
  /// (eighteen lessons and the welcome are more than 60×20 holds): the flagged lessons carry
  /// the arrow, and a line under the columns says what it means (`← next: 1 Hidden single`).
  /// Nil when two columns are wider than the terminal.
  private func lessonColumns(width columns: Int) -> String? {
    let next = state.nextLesson
    let date = now()
    let due = Technique.allCases.filter { state[$0].isReviewDue(at: date) }
    let titleWidth = Technique.allCases.map { DisplayWidth.of($0.title) }.max()!
    let entryWidth =
      2 + 1 + titleWidth + 1 + DisplayWidth.of(style.meter(0)) + 1 + DisplayWidth.of(style.arrow)
    let gap = 2
    guard 2 * entryWidth + gap <= columns else { return nil }
    let entries = Technique.allCases.map { technique in
      let flagged = technique == next || due.contains(technique)
      return String(technique.number).leftPadded(2) + " "
        + technique.title.padded(toWidth: titleWidth) + " "
        + style.meter(state[technique].mastery)
        + (flagged ? " " + style.paint(style.arrow, .flag) : "")
    }
    let down = (entries.count + 1) / 2
    var lines = (0..<down).map { row in
      let right = row + down < entries.count ? entries[row + down] : ""
      let left = right.isEmpty ? entries[row] : entries[row].padded(toWidth: entryWidth + gap)
      return left + right
    }
    let named = { (technique: Technique) in "\(technique.number) \(technique.title)" }
    if next != nil || !due.isEmpty {
      let legend = Language.current.drillShellWords.flagsLegend(
        arrow: style.arrow, next: next.map(named), reviewDue: due.map(named))
      lines += TextWrap.wrap(legend, width: screen.proseWidth, hanging: "")
    }
    return lines.joined(separator: "\n")
  }

  /// The width of the lessons' titles in the list, in display columns: 14 in English, and one
  /// more than the longest title in Portuguese (`Único escondido` is 15).
  static var titleColumn: Int {
    max(14, Technique.allCases.map { DisplayWidth.of($0.title) }.max()! + 1)
  }

  /// `lesson N`: the lesson's title and one-line summary, then its first drill. The idea, how to
  /// spot it and the worked example are `guide`'s, so the board stays on one screen.
  func openLesson(_ argument: String?) {
    guard let argument else {
      let count = Technique.allCases.count
      say(
        Language.current.drillShellWords.whichLesson(count: count))
      show(lessonList())
      return
    }
    guard let technique = Technique(argument: argument) else { return noLesson(argument) }
    let lesson = lessons.lesson(technique)
    say(style.paint(lesson.title, .heading) + " \(style.dash) \(lesson.summary)", hanging: "")
    say(
      Language.current.drillShellWords.guideShowsMore)
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
        say(
          Language.current.drillShellWords.nothingToReview)
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
    let nearKey = nearest(to: argument, in: keys)
    let word = Shell.clip(argument)
    let list = keys.joined(separator: ", ")
    let words = Language.current.drillShellWords
    let suggestion = nearKey.map(Language.current.shellWords.didYouMean) ?? ""
    say(words.noLesson(word) + suggestion + words.lessonRange(count: keys.count, list: list))
  }

  /// `guide [technique] [part]`: the whole lesson, a part at a time on a terminal too short for
  /// it (`guide pointing 2` is its second part; Enter shows the next).
  func guide(_ arguments: [String]) {
    var technique = lesson ?? state.nextLesson ?? .hiddenSingle
    if let argument = arguments.first {
      guard let chosen = Technique(argument: argument) else { return noLesson(argument) }
      technique = chosen
    }
    let key = technique.rawValue
    let word = arguments.count > 1 ? arguments[1] : nil
    // A word that is no part number asks for part 0, which no guide has.
    let first = word.map { Int($0) ?? 0 } ?? 1
    paged(
      from: first,
      footer: { part, count in
        Language.current.screenFitWords.nextGuidePart(
          command: "guide \(key) \(part)", part: part, count: count, dash: self.style.dash)
      },
      noSuchPart: { count in
        self.say(
          Language.current.screenFitWords.notAGuidePart(
            Shell.clip(word ?? ""), key: key, count: count))
      },
      { wholeGuide(technique) })
  }

  /// The whole lesson: idea, spotting, the worked example on its board with the pattern marked,
  /// answering and the usual mistakes; then how to get back to what is open. Each heading stays
  /// on one part with what follows it.
  private func wholeGuide(_ technique: Technique) {
    let lesson = lessons.lesson(technique)
    say(style.paint(lesson.title, .heading) + " \(style.dash) \(lesson.summary)", hanging: "")
    keepWithNext()
    for (heading, text) in [(LessonSection.idea, lesson.idea), (.spotting, lesson.spotting)] {
      section(lesson.heading(heading), text)
    }
    show("\n" + style.paint(lesson.heading(.example), .heading))
    keepWithNext()
    if let position = try? Position(libraryLine: lesson.examplePosition) {
      let stated = Set(technique.placesDigits ? position.placements : position.eliminations)
      let step = Finder.steps(technique, in: position.grid).first {
        !stated.isDisjoint(with: $0.placements + $0.eliminations)
      }
      // The board's part also holds its heading and the line saying how to get the next part.
      show(
        boardText(
          position.grid, marks: step.map { BoardMarks(step: $0, grid: position.grid) } ?? .none,
          extraLines: 4, isExample: true))
    }
    screen.emit(TextWrap.lessonBlocks(lesson.example, style: style))
    for (heading, text) in [
      (LessonSection.answering, lesson.answering), (.mistakes, lesson.mistakes),
    ] {
      section(lesson.heading(heading), text)
    }
    show("")
    let number = technique.number
    switch focus {
    case .drill:
      say(
        Language.current.drillShellWords.boardBringsTheDrillBack)
    case .study:
      say(
        Language.current.drillShellWords.boardBringsThePuzzleBack)
    case .nothing:
      say(
        Language.current.drillShellWords.practiseLesson(number: number))
    }
  }

  private func section(_ heading: String, _ text: String) {
    show("\n" + style.paint(heading, .heading))
    keepWithNext()
    screen.emit(TextWrap.lessonBlocks(text, style: style))
  }
}
