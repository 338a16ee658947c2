import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// The shell fed lines directly (a scripted line reader), its output captured.
@Suite struct ShellTests {
  final class Transcript: @unchecked Sendable {
    var lines: [String] = []
    var text: String { lines.joined(separator: "\n") }
  }

  @Test func unknownCommandSuggestsTheNearest() throws {
    let (shell, transcript, _) = try TestShell.make()
    #expect(shell.handle("lesons"))
    #expect(transcript.text.contains("Unknown command 'lesons'. Did you mean 'lessons'?"))
  }

  @Test func quitEndsAndEmptyLinesDoNothing() throws {
    let (shell, transcript, _) = try TestShell.make()
    #expect(shell.handle("   "))
    #expect(transcript.lines.isEmpty)
    #expect(!shell.handle("quit"))
    #expect(!shell.handle("EXIT"))
  }

  @Test func answersNeedAnOpenDrill() throws {
    let (shell, transcript, _) = try TestShell.make()
    _ = shell.handle("r1c1=5")
    #expect(transcript.text.contains("No drill is open to answer."))
  }

  @Test func resetNeedsYesInAScript() throws {
    let progress = """
      {"version": 1, "techniques": {"pointing": {"mastery": 3, "attempted": 4, "firstTry": 3}}}
      """
    let (shell, transcript, _) = try TestShell.make(progressFile: progress)
    _ = shell.handle("reset pointing")
    #expect(transcript.text.contains("reset needs --yes in a script"))
    #expect(shell.state[.pointing].mastery == 3)
    _ = shell.handle("reset pointing --yes")
    #expect(shell.state[.pointing].mastery == 0)
  }

  @Test func resetOnATerminalAsks() throws {
    let progress = """
      {"version": 1, "techniques": {"claiming": {"mastery": 2, "attempted": 2, "firstTry": 2}}}
      """
    let (shell, _, _) = try TestShell.make(interactive: true, progressFile: progress)
    var asked: [String] = []
    shell.confirm = { question in
      asked.append(question)
      return false
    }
    _ = shell.handle("reset all")
    #expect(asked.count == 1)
    #expect(shell.state[.claiming].mastery == 2)
    shell.confirm = { _ in true }
    _ = shell.handle("reset all")
    #expect(shell.state[.claiming].mastery == 0)
  }

  @Test func lessonListAndProgressView() throws {
    let progress = """
      {"version": 1, "techniques": {
        "hidden-single": {"mastery": 5, "attempted": 6, "firstTry": 5, "lastPractised": "2026-11-29T10:00:00Z"},
        "naked-single": {"mastery": 2, "attempted": 4, "firstTry": 2, "lastPractised": "2026-11-30T08:00:00Z"}}}
      """
    let (shell, transcript, _) = try TestShell.make(progressFile: progress)
    // Hidden singles reached 5 in a first-version file: due a day after 2026-11-29 10:00.
    shell.now = { Date(timeIntervalSince1970: 1_796_029_200) }  // 2026-11-30T09:00:00Z
    _ = shell.handle("lessons")
    #expect(
      transcript.text == """
           1 Hidden single    ■■■■■
           2 Naked single     ■■□□□   ← next
           3 Pointing         □□□□□
           4 Claiming         □□□□□
           5 Naked pair       □□□□□
           6 X-Wing           □□□□□
           7 Hidden pair      □□□□□
           8 Naked triple     □□□□□
           9 Hidden triple    □□□□□
          10 Skyscraper       □□□□□
          11 Swordfish        □□□□□
          12 XY-Wing          □□□□□
          13 2-string kite    □□□□□
          14 Empty rectangle  □□□□□
          15 Finned X-Wing    □□□□□
          16 W-Wing           □□□□□
          17 XYZ-Wing         □□□□□
          18 Simple colours   □□□□□
        """)
    transcript.lines = []
    _ = shell.handle("progress")
    #expect(
      transcript.text == """
           #  Technique        Mastery  Drills  First try   Time  Trend       Last
           1  Hidden single    ■■■■■         6        83%      -              2026-11-29
           2  Naked single     ■■□□□         4        50%      -              2026-11-30
           3  Pointing         □□□□□         0          -      -              never
           4  Claiming         □□□□□         0          -      -              never
           5  Naked pair       □□□□□         0          -      -              never
           6  X-Wing           □□□□□         0          -      -              never
           7  Hidden pair      □□□□□         0          -      -              never
           8  Naked triple     □□□□□         0          -      -              never
           9  Hidden triple    □□□□□         0          -      -              never
          10  Skyscraper       □□□□□         0          -      -              never
          11  Swordfish        □□□□□         0          -      -              never
          12  XY-Wing          □□□□□         0          -      -              never
          13  2-string kite    □□□□□         0          -      -              never
          14  Empty rectangle  □□□□□         0          -      -              never
          15  Finned X-Wing    □□□□□         0          -      -              never
          16  W-Wing           □□□□□         0          -      -              never
          17  XYZ-Wing         □□□□□         0          -      -              never
          18  Simple colours   □□□□□         0          -      -              never
        Next: lesson 2, naked single.
        Review: hidden single due within a day.
        Challenge: next, level 1 of 12 (40 or 41 clues, needs singles only).
        """)
  }

  /// Past X-Wing the curriculum goes on: mastering X-Wing sends the learner to lesson 7, and
  /// mastering the twelfth says all twelve are done; `lessons` and `progress` agree.
  @Test(arguments: [
    (
      Technique.xWing, "X-Wing mastered. Next up: lesson 7, hidden pair.",
      "Next: lesson 7, hidden pair."
    ),
    (
      Technique.xyWing, "XY-Wing mastered. Next up: lesson 13, 2-string kite.",
      "Next: lesson 13, 2-string kite."
    ),
    (
      Technique.twoStringKite, "2-string kite mastered. Next up: lesson 14, empty rectangle.",
      "Next: lesson 14, empty rectangle."
    ),
    (
      Technique.emptyRectangle, "Empty rectangle mastered. Next up: lesson 15, finned X-Wing.",
      "Next: lesson 15, finned X-Wing."
    ),
    (
      Technique.finnedXWing, "Finned X-Wing mastered. Next up: lesson 16, W-Wing.",
      "Next: lesson 16, W-Wing."
    ),
    (
      Technique.wWing, "W-Wing mastered. Next up: lesson 17, XYZ-Wing.",
      "Next: lesson 17, XYZ-Wing."
    ),
    (
      Technique.xyzWing, "XYZ-Wing mastered. Next up: lesson 18, simple colours.",
      "Next: lesson 18, simple colours."
    ),
    (
      Technique.simpleColors,
      "Simple colours mastered. All \(CountWords.english) techniques mastered \u{2014} well done.",
      "All \(CountWords.english) techniques mastered."
    ),
  ])
  func masteringTheLastLessonOfAStretch(technique: Technique, said: String, next: String) throws {
    let entries = Technique.allCases.prefix(technique.number).map { earlier in
      "\"\(earlier.rawValue)\": {\"mastery\": \(earlier == technique ? 4 : 5), \"attempted\": 5, "
        + "\"firstTry\": 5, \"lastPractised\": \"2026-11-29T10:00:00Z\"}"
    }
    let progress = "{\"version\": 1, \"techniques\": {\(entries.joined(separator: ", "))}}"
    let (shell, transcript, _) = try TestShell.make(progressFile: progress)
    _ = shell.handle("lesson \(technique.number)")
    _ = shell.handle(try #require(shell.focus.drill?.state.drill.answers.first))
    #expect(transcript.text.contains("  " + said), "\(transcript.text)")
    transcript.lines = []
    _ = shell.handle("lessons")
    let flagged = transcript.lines.joined(separator: "\n").split(separator: "\n")
      .filter { $0.contains("next") }
    if technique == .hardest {
      #expect(flagged.isEmpty, "nothing left to flag: \(flagged)")
    } else {
      let next = Technique(number: technique.number + 1)!
      let number = String(next.number).leftPadded(4)
      #expect(
        flagged == [
          "\(number) \(next.title.padded(toWidth: Shell.titleColumn)) "
            + "\u{25A1}\u{25A1}\u{25A1}\u{25A1}\u{25A1}   \u{2190} next"
        ])
    }
    transcript.lines = []
    _ = shell.handle("progress")
    #expect(transcript.text.contains("\n" + next), "\(transcript.text)")
  }

  @Test func completesCommandsLessonsAndCells() throws {
    let (shell, _, _) = try TestShell.make()
    #expect(
      shell.completions(before: "les").filter { $0.hasPrefix("les") } == ["lessons", "lesson"])
    #expect(shell.completions(before: "lesson ").contains("x-wing"))
    // The twelve by key and number, for lesson and guide alike.
    for command in ["lesson", "guide"] {
      let offered = shell.completions(before: "\(command) ")
      for technique in Technique.allCases {
        #expect(offered.contains(technique.rawValue), "\(command) offers \(technique.rawValue)")
      }
      #expect(offered.contains("12") && offered.contains("7"), "\(command) offers 7-12")
    }
    #expect(
      shell.completions(before: "lesson hidden-").filter { $0.hasPrefix("hidden-") } == [
        "hidden-single", "hidden-pair", "hidden-triple",
      ])
    #expect(shell.completions(before: "guide sk").filter { $0.hasPrefix("sk") } == ["skyscraper"])
    #expect(shell.completions(before: "reset ").contains("xy-wing"))
    #expect(shell.completions(before: "reset ").contains("all"))
    _ = shell.handle("lesson pointing")
    let drill = try #require(shell.focus.drill?.state)
    let cell = try #require(drill.drill.grid.emptyCells.first)
    let cells = shell.completions(before: "r")
    #expect(cells.contains(cell.description))
    let withDigits = shell.completions(before: "\(cell)<>")
    #expect(withDigits == drill.drill.grid.candidates(at: cell).map { "\(cell)<>\($0)" })
  }

  @Test func showForfeitsTheStepAndMarksTheBoard() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("lesson 4")
    transcript.lines = []
    _ = shell.handle("show")
    #expect(transcript.text.contains("Locked Candidates Type 2 (Claiming)"))
    #expect(transcript.text.contains("*"))
    let answer = try #require(shell.focus.drill?.state.drill.answers.first)
    transcript.lines = []
    _ = shell.handle(answer)
    #expect(transcript.text.contains("Correct —"))
    #expect(transcript.text.contains("No mastery step this time: you asked for help."))
    #expect(shell.state[.claiming].mastery == 0)
    #expect(shell.state[.claiming].attempted == 1)
  }

  @Test func withoutUTF8EverythingIsPlainASCII() throws {
    let (shell, transcript, _) = try TestShell.make(style: .plain)
    shell.start()
    for line in ["lesson 3", "hint", "r1c1<>1", "show", "guide 6", "progress", "help"] {
      _ = shell.handle(line)
    }
    #expect(transcript.text.contains("[.....]   <- next"))
    let isASCII = transcript.text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII)
  }

  @Test func controlCharactersAndHugeLinesGetOneMessage() throws {
    let (shell, transcript, _) = try TestShell.make()
    _ = shell.handle("\u{0}\u{1B}[31mlessons")
    _ = shell.handle(String(repeating: "x", count: 10_000))
    #expect(transcript.lines.count == 2)
    #expect(transcript.lines.allSatisfy { !$0.contains("\u{1B}") && $0.count < 400 })
  }
}

/// What the learner sees of drills, boards and hints (scripted: no colour, 80 columns).
@Suite struct ShellScreenTests {
  @Test func aCommandThatTakesNoArgumentRefusesOne() throws {
    let (shell, transcript, _) = try TestShell.make()
    #expect(shell.handle("quit now"), "a typo is not a quit")
    #expect(transcript.text.contains("quit takes no argument"))
    #expect(!shell.handle("quit"))
  }

  @Test func onlyYesConfirmsAReset() {
    #expect(Shell.confirms("yes") && Shell.confirms(" YES "))
    #expect(!Shell.confirms("y") && !Shell.confirms("") && !Shell.confirms("yes please"))
  }

  @Test func historyKeepsLinesWithoutACompletionsTrailingSpace() {
    #expect(LineEditor.historyEntry("lesson pointing ") == "lesson pointing")
    #expect(LineEditor.historyEntry("r3c5<>7") == "r3c5<>7")
    #expect(LineEditor.historyEntry("   ") == "")
  }

  @Test func theDrillHeaderShowsTheAnswerFormNotAnAnswer() throws {
    let (shell, transcript, _) = try TestShell.make()
    _ = shell.handle("lesson 1")
    #expect(transcript.text.contains("hidden single: place a digit (answer like r3c5=7)"))
  }

  @Test func boardViewsAndTheOneDigitLook() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 11)
    _ = shell.handle("lesson 3")
    transcript.lines = []
    _ = shell.handle("board compact")
    #expect(transcript.text.split(separator: "\n").count == 16, "a sentence and 15 board lines")
    transcript.lines = []
    _ = shell.handle("board")
    #expect(transcript.text.split(separator: "\n").count == 15, "the view stays compact")
    transcript.lines = []
    _ = shell.handle("board 4")
    #expect(transcript.text.hasSuffix("still a candidate (\(openCells(shell, 4)) cells)"))
    transcript.lines = []
    _ = shell.handle("board 0")
    #expect(transcript.text.contains("board takes full, compact or auto"))
    transcript.lines = []
    _ = shell.handle("board full")
    #expect(transcript.text.split(separator: "\n").count == 34, "a sentence and the full board")
  }

  func openCells(_ shell: Shell, _ digit: Int) -> Int {
    let grid = shell.focus.drill!.state.drill.grid
    return grid.emptyCells.filter { grid.candidates(at: $0).contains(digit) }.count
  }

  @Test func hintsClimbTheLadder() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 3)
    _ = shell.handle("lesson pointing")
    transcript.lines = []
    _ = shell.handle("hint")
    #expect(transcript.text.hasPrefix("Look at box "))
    #expect(!transcript.text.contains("*"), "the nudge marks nothing")
    transcript.lines = []
    _ = shell.handle("hint")
    #expect(transcript.text.contains("* pattern cell"), "the second hint marks the pattern")
    #expect(!transcript.text.contains("x7 removed"), "but not what it removes")
    #expect(transcript.text.contains("The marked cells are the only places for"))
    transcript.lines = []
    _ = shell.handle("hint")
    #expect(transcript.text.contains("type show"))
    _ = shell.handle(try #require(shell.focus.drill?.state.drill.answers.first))
    transcript.lines = []
    _ = shell.handle("hint")
    #expect(transcript.text == "This drill is closed. Type drill for the next one.")
  }

  /// For a hidden single the second hint marks the placed digits that rule out the house's other
  /// cells — never the answer cell.
  @Test func aHiddenSinglePatternHintNeverMarksTheAnswer() throws {
    for seed: UInt64 in 1...5 {
      let (shell, _, _) = try TestShell.make(seed: seed)
      _ = shell.handle("lesson 1")
      let drill = try #require(shell.focus.drill?.state)
      let step = drill.featuredInstance
      let marked = step.hintPatternCells(in: drill.drill.grid)
      #expect(!marked.isEmpty)
      #expect(marked.allSatisfy { !drill.drill.grid.isEmpty($0) }, "only placed digits")
      #expect(Set(marked).isDisjoint(with: step.placements.map(\.cell)))
    }
  }

  /// Issue 17.5: `show` for a single marks what the second hint marks and the answer cell — here
  /// the six digits r9c7's houses hold, and r9c7 (drill naked-single --seed 702863533).
  @Test func showForASingleMarksTheSecondHintsDigitsAndTheAnswer() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 702_863_533)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = shell.handle("board compact")
    _ = shell.handle("lesson 2")
    let drill = try #require(shell.focus.drill?.state.drill)
    try #require(drill.seed == 702_863_533, "the issue's drill")
    transcript.lines = []
    _ = shell.handle("show")
    let board = transcript.text.split(separator: "\n").filter { $0.contains("│") }
    let marks = board.map { $0.filter { $0 == "*" }.count }.reduce(0, +)
    #expect(marks == 7, "\(transcript.text)")
    #expect(board.contains { $0.hasPrefix("9 ") && $0.contains("*4") }, "the answer cell")
  }

  /// Issue 17.2: in review the first hint and a miss name no technique; the closing line does.
  @Test func reviewKeepsTheTechniqueHiddenUntilItCloses() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 11)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = shell.handle("lesson 3")
    _ = shell.handle("skip")
    _ = shell.handle("review")
    let drill = try #require(shell.focus.drill?.state)
    try #require(drill.mode == .review)
    transcript.lines = []
    _ = shell.handle("hint")
    let nudge = transcript.text
    #expect(nudge.hasPrefix("Look at "), "\(nudge)")
    #expect(!nudge.contains("line") && !nudge.contains("share"), "\(nudge)")
    transcript.lines = []
    let grid = drill.drill.grid
    let answers = Set(ReviewChecker(drill: drill.drill).answers.map(\.answer))
    let wrong = try #require(
      grid.emptyCells.lazy.flatMap { cell in grid.candidates(at: cell).map { "\(cell)<>\($0)" } }
        .first { !answers.contains($0) })
    _ = shell.handle(wrong)
    #expect(
      transcript.text.contains("Miss — no step of the \(CountWords.english) removes"),
      "\(transcript.text)")
    #expect(!transcript.text.lowercased().contains("pointing"))
    transcript.lines = []
    _ = shell.handle("skip")
    #expect(transcript.text.contains("was cut for pointing"), "\(transcript.text)")
  }

  @Test func showCountsDistinctAnswersNotHousesAndGivesTheReason() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 2)
    _ = shell.handle("lesson 1")
    // A drill where some placement is a hidden single in two houses (its row and its box).
    var tries = 0
    while let drill = shell.focus.drill?.state.drill,
      drill.instances.count == Set(drill.answers).count
    {
      tries += 1
      try #require(tries < 50, "no drill with a hidden single seen from two houses")
      _ = shell.handle("drill")
    }
    let drill = try #require(shell.focus.drill?.state.drill)
    let distinct = Set(drill.answers).count
    try #require(distinct > 1 && drill.instances.count > distinct)
    transcript.lines = []
    _ = shell.handle("show")
    #expect(transcript.text.contains("(\(distinct - 1) other instance"), "\(transcript.text)")
    #expect(transcript.text.contains("has one place left in"))
  }

  @Test func exportIsOneLineEvenWithDeletedCandidates() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 40)
    _ = shell.handle("lesson naked-pair")
    var sawDeleted = false
    for _ in 0..<30 {
      transcript.lines = []
      _ = shell.handle("export")
      let fields = transcript.text.split(separator: ":", omittingEmptySubsequences: false)
      #expect(!transcript.text.contains("\n"), "the library line is one line")
      #expect(fields.count == 8)
      if fields.count == 8, !fields[4].isEmpty {
        sawDeleted = true
        #expect(transcript.text.count > 100, "longer than a terminal line and still whole")
        break
      }
      _ = shell.handle("drill")
    }
    #expect(sawDeleted, "no naked-pair drill with deleted candidates in 30")
  }
}

/// `review` in the shell, with the clock and the monotonic clock injected.
@Suite struct ShellReviewTests {
  static let start = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

  @Test func reviewNeedsALessonStarted() throws {
    let (shell, transcript, _) = try TestShell.make()
    _ = shell.handle("review")
    #expect(transcript.text.contains("Start with lesson 1"))
    #expect(shell.focus.drill?.state == nil)
  }

  @Test func aDueReviewIsFlaggedServedTimedAndRescheduled() throws {
    let progress = """
      {"version": 1, "techniques": {"pointing": {"mastery": 5, "attempted": 5, "firstTry": 5,
      "lastPractised": "2026-11-30T08:00:00Z", "reviewInterval": 1,
      "reviewDue": "2026-12-01T08:00:00Z"}, "claiming": {"mastery": 1, "attempted": 3,
      "firstTry": 1, "lastPractised": "2026-11-30T08:00:00Z"}}}
      """
    let (shell, transcript, folder) = try TestShell.make(seed: 77, progressFile: progress)
    let url = folder.appendingPathComponent("progress.json")
    var clock: UInt64 = 5_000_000_000
    shell.now = { Self.start + 2 * 86_400 }
    shell.monotonic = { clock }
    _ = shell.handle("lessons")
    let title = { (name: String) in name.padded(toWidth: Shell.titleColumn) }
    #expect(transcript.text.contains("3 \(title("Pointing")) ■■■■■   ← review due"))
    #expect(transcript.text.contains("4 \(title("Claiming")) ■□□□□\n"))
    transcript.lines = []
    _ = shell.handle("review")
    let header = try #require(transcript.lines.first)
    #expect(header.hasPrefix("Review 1 · seed "))
    #expect(!header.lowercased().contains("pointing"), "the header names no technique")
    let drill = try #require(shell.focus.drill?.state)
    #expect(drill.drill.technique == .pointing, "the due technique comes first")
    clock += 3_500_000_000
    let answer = try #require(
      ReviewChecker(drill: drill.drill).answers.first { $0.technique == .pointing })
    transcript.lines = []
    _ = shell.handle(answer.answer)
    #expect(transcript.text.contains("Correct — that's pointing"))
    #expect(transcript.text.contains("Review 1 was cut for pointing; rebuild it with"))
    let entry = shell.state[.pointing]
    #expect(entry.answerTimes == [3500])
    #expect(entry.reviewInterval == 2, "a first-try review that was due doubles the interval")
    #expect(entry.reviewDue == Self.start + 4 * 86_400)
    // The rebuild command really rebuilds it.
    #expect(ReviewChoice.technique(forSeed: drill.drill.seed) == .pointing)
    #expect(SharedDrills.drill(.pointing, seed: drill.drill.seed).grid == drill.drill.grid)
    transcript.lines = []
    _ = shell.handle("progress")
    #expect(transcript.text.contains("3.5s"))
    #expect(transcript.text.contains("Review: pointing in 2 days."))
    // The next review: nothing due, so the weakest started lesson (claiming, 1 of 3).
    _ = shell.handle("drill")
    #expect(shell.focus.drill?.state.drill.technique == .claiming)
    #expect(shell.focus.drill?.state.mode == .review)
    _ = shell.handle("lesson 2")
    #expect(shell.focus.drill?.state.mode == .lesson, "lesson leaves review")
    let saved = try readProgressFile(url.path)
    #expect(saved[.pointing].reviewInterval == 2)
  }

  @Test func progressShowsMedianAndTrend() throws {
    var state = ProgressState.empty
    let times = [9000, 8000, 7000, 6500, 6000, 5000]
    state = state.applying(times.map { .answerTimed(.hiddenSingle, milliseconds: $0) })
    let unicode = ProgressView.table(state, style: RenderStyle(color: false, unicode: true))
    #expect(unicode.contains("6.8s  █▆▄▃▂▁"), "median of 7000 and 6500; low bars are fast")
    let ascii = ProgressView.table(state, style: .plain)
    #expect(ascii.contains("6.8s  faster"))
  }
}
