import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// Study in the shell, fed lines directly: starting, pasting, moves, hints, the save and its lock,
/// the clock, solving and the record.
@Suite struct StudyShellTests {
  /// An easy puzzle (40 givens, singles suffice) and its solution.
  static let puzzle =
    "4.2867.136.8.5..42.1......6974.3.2.883...2.911.....3.52.37.685...13....4...428..."
  static var solution: Puzzle {
    Solver.solve(Puzzle(text: puzzle)!)!
  }

  /// The solution with its first `blanks` cells of the puzzle left empty: a pasted puzzle that
  /// `blanks` reveals solve.
  static func nearlySolved(blanks: Int) -> String {
    let givens = Array(puzzle)
    var digits = solution.map(String.init)
    var left = blanks
    for index in 0..<81 where givens[index] == "." && left > 0 {
      digits[index] = "."
      left -= 1
    }
    return digits.joined()
  }

  /// The game the next shell resumes: `study.json` with the journal's moves on it (a move is a
  /// journal record; the whole save is rewritten at a new game, on leaving and every few moves).
  static func saved(in folder: URL) throws -> StudyGame {
    try #require(
      StudyStore(url: folder.appendingPathComponent("study.json"), ownsPath: true).peek())
  }

  @Test func aLevelStartsAGameSavedBesideTheProgressFile() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study hard")
    let game = try #require(shell.study?.game)
    #expect(game.level == .hard)
    #expect((shell.focus.study != nil))
    #expect(transcript.text.contains("A new hard puzzle."))
    #expect(transcript.text.contains("Hard · seed \(game.seed!) · 0:00 · 0 moves"))
    #expect(shell.prompt.hasSuffix(" study hard > "))
    #expect(try Self.saved(in: folder) == game)
    // The same session seed gives the same puzzle.
    let (again, _, _) = try TestShell.make(seed: 5)
    _ = again.handle("study hard")
    #expect(again.study?.game.givens == game.givens)
  }

  /// `study master` plays a puzzle that needs a technique of lessons 7–12: pasted back, it grades
  /// master; its save names the level, and its first hint is a hint like any other.
  @Test func studyMasterStartsAMasterGame() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study master")
    let game = try #require(shell.study?.game)
    #expect(game.level == .master)
    #expect(transcript.text.contains("A new master puzzle."))
    #expect(shell.prompt.hasSuffix(" study master > "))
    #expect(StudyLevel.grade(givens: game.givens).level == .master)
    #expect(try Self.saved(in: folder) == game)
    let save = try JSONSerialization.jsonObject(
      with: Data(contentsOf: folder.appendingPathComponent("study.json")))
    #expect((save as? [String: Any])?["level"] as? String == "master")
  }

  @Test func aPastedPuzzleIsGradedAndMovesAreSavedAfterEach() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    #expect(transcript.text.contains("Pasted puzzle, graded easy."))
    let solution = Self.solution
    _ = shell.handle("r1c2=4")
    #expect(transcript.text.contains("r1c2=4 repeats the 4 in r1c1 (row 1)"))
    #expect(shell.study?.game.mistakes == 1)
    #expect(try Self.saved(in: folder).mistakes == 1, "a mistake is saved at once")
    _ = shell.handle("r1c2=\(solution[1]) r1c7<>\(solution[0])")
    #expect(shell.study?.game.moves == 1)
    #expect(transcript.text.contains("(5) placed"))
    #expect(try Self.saved(in: folder).placed[1] == solution[1])
    _ = shell.handle("clear r1c2")
    #expect(try Self.saved(in: folder).placed[1] == 0)
    _ = shell.handle("undo")
    #expect(try Self.saved(in: folder).placed[1] == solution[1])
    _ = shell.handle("export")
    let line = try #require(transcript.lines.last)
    #expect(try StudyGame.pasted(line).placed[1] == solution[1])
  }

  @Test(arguments: [
    ("study 12nonsense", "That is not a puzzle."),
    ("study " + String(repeating: "1", count: 81), "1 is already in r1c1"),
    ("study " + String(repeating: ".", count: 81), "more than one solution"),
  ])
  func aBadPasteGetsOneLineAndNothingStarts(line: String, expected: String) throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle(line)
    #expect(transcript.lines.count == 1, "\(transcript.lines)")
    #expect(transcript.text.contains(expected), "\(transcript.text)")
    #expect(shell.study?.game == nil)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("study.json").path))
  }

  @Test func anUnfinishedGameIsNotReplacedWithoutYes() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    let first = try #require(shell.study?.game)
    _ = shell.handle("study expert")
    #expect(transcript.flat.contains("type study expert --yes to replace it"))
    #expect(shell.study?.game.givens == first.givens)
    #expect(try Self.saved(in: folder).givens == first.givens)
    // A new shell finds it saved, and is asked too.
    shell.finish()
    let (second, secondTranscript, _) = try TestShell.make(seed: 5, in: folder)
    _ = second.handle("study easy")
    #expect(secondTranscript.text.contains("Nothing was replaced."))
    #expect(second.study?.game == nil)
    _ = second.handle("study easy --yes")
    #expect(second.study?.game.seed != nil)
    #expect(try Self.saved(in: folder).seed == second.study?.game.seed)
  }

  @Test func onATerminalReplacingAsksFirst() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5, interactive: true)
    _ = shell.handle("study \(Self.puzzle)")
    var asked: [String] = []
    shell.confirm = {
      asked.append($0)
      return false
    }
    _ = shell.handle("study medium")
    #expect(asked.count == 1)
    #expect(transcript.text.contains("Nothing was replaced"))
    #expect(shell.study?.game.seed == nil)
    shell.confirm = { _ in true }
    _ = shell.handle("study medium")
    #expect(shell.study?.game.level == .medium)
  }

  @Test func studyAloneResumesTheSavedGameSayingSo() throws {
    let (shell, _, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    _ = shell.handle("r1c2=\(Self.solution[1])")
    shell.finish()
    let (second, transcript, _) = try TestShell.make(seed: 5, in: folder)
    _ = second.handle("study")
    #expect(transcript.text.contains("Resumed your saved easy game."))
    #expect(second.study?.game.placed[1] == Self.solution[1])
    _ = second.handle("undo")
    #expect(transcript.text.contains("Undid r1c2=\(Self.solution[1])."))
  }

  @Test func studyAloneWithNothingSavedStartsMedium() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study")
    #expect(shell.study?.game.level == .medium)
    #expect(transcript.text.contains("A new medium puzzle"))
  }

  @Test func onATerminalStepsAsksBeforeGivingUp() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5, interactive: true)
    _ = shell.handle("study \(Self.puzzle)")
    var asked = 0
    shell.confirm = { _ in
      asked += 1
      return false
    }
    _ = shell.handle("steps")
    #expect(asked == 1)
    #expect(transcript.lines.last == "Nothing was given up.")
    #expect(shell.study?.game.gaveUp == false)
    shell.confirm = { _ in true }
    _ = shell.handle("steps")
    #expect(shell.study?.game.gaveUp == true)
  }

  @Test func aSecondShellIsToldTheGameIsOpenElsewhere() throws {
    let (shell, _, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    let (second, transcript, _) = try TestShell.make(seed: 5, in: folder)
    _ = second.handle("study")
    #expect(transcript.flat.contains("is open in another sudoku-academy shell"))
    #expect(second.study?.game == nil)
    shell.finish()
    _ = second.handle("study")
    #expect(second.study?.game.givens == shell.study?.game.givens)
  }

  @Test func aForeignFileAtAGivenPathIsLeftAlone() throws {
    let folder = try ScratchDirectory.fresh("study")
    let save = folder.appendingPathComponent("study.json")
    try Data("{\"version\": 1, \"level\": 3}".utf8).write(to: save)
    let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder)
    _ = shell.handle("study")
    #expect(transcript.lines.count == 1, "\(transcript.lines)")
    #expect(transcript.text.contains("it was left where it is"))
    #expect(shell.study?.game == nil)
    #expect(try Data(contentsOf: save) == Data("{\"version\": 1, \"level\": 3}".utf8))
  }

  @Test func repeatedShowSolvesAndKeepsTheRecord() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.nearlySolved(blanks: 2))")
    _ = shell.handle("show")
    #expect(transcript.text.contains("Applied (undo takes it back); 2 of 3 reveals left."))
    _ = shell.handle("show")
    let solved = try #require(transcript.lines.first { $0.hasPrefix("Solved in") })
    #expect(solved.contains("0 moves, 0 mistakes, 0 hints + 2 reveals"))
    #expect(
      transcript.text.contains("Easy puzzles solved: 1. New best time and fewest hints + reveals"))
    #expect(shell.state.studyRecord(.easy).solved == 1)
    let onFile = try readProgressFile(folder.appendingPathComponent("progress.json").path)
    #expect(onFile.studyRecord(.easy) == StudyRecord(solved: 1, bestSeconds: 0, fewestHints: 2))
    #expect(try Self.saved(in: folder).isSolved)
    // The solved board stays for a review: steps asks nothing, a move is refused.
    let lineCount = transcript.lines.count
    _ = shell.handle("steps")
    #expect(!transcript.lines[lineCount...].contains { $0.contains("--yes") })
    #expect(transcript.lines[lineCount...].contains { $0.contains("Full House") })
    _ = shell.handle("r1c1=1")
    #expect(transcript.lines.last == "This game is over: study starts another.")
    // Not offered again: study alone starts a new medium game.
    _ = shell.handle("study")
    #expect(shell.study?.game.level == .medium)
    _ = shell.handle("reset study --yes")
    #expect(shell.state.studyRecord(.easy).solved == 0)
  }

  /// "New best" is judged against the record as the file holds it when the solve is saved, not as
  /// this shell last read it: a better solve another shell saved meanwhile is no best beaten.
  @Test func aNewBestIsJudgedAgainstTheFileUnderItsLock() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.nearlySolved(blanks: 2))")
    let other = ProgressStore(url: folder.appendingPathComponent("progress.json")) { _ in }
    _ = other.change([.studySolved(.easy, seconds: 0, hints: 0)])
    _ = shell.handle("show")
    _ = shell.handle("show")
    #expect(transcript.text.contains("Easy puzzles solved: 2. Type study for another."))
    #expect(!transcript.text.contains("New best"))
    #expect(
      shell.state.studyRecord(.easy) == StudyRecord(solved: 2, bestSeconds: 0, fewestHints: 0))
  }

  @Test func beyondTheCurriculumHintsStopAndSolvingKeepsNoRecord() throws {
    let puzzle =
      "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
    let givens = Puzzle(text: puzzle)!
    let solution = try #require(Solver.solve(givens))
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(puzzle)")
    #expect(transcript.flat.contains("it needs a technique beyond the \(CountWords.english)"))
    _ = shell.handle("show")
    #expect(transcript.flat.contains("The \(CountWords.english) techniques stall here"))
    #expect(shell.study?.game.reveals == 0)
    let moves = Cell.all.filter { givens[$0.index] == 0 }.map { "\($0)=\(solution[$0.index])" }
    _ = shell.handle(moves.joined(separator: " "))
    #expect(transcript.lines.contains { $0.hasPrefix("Solved in") })
    #expect(
      transcript.flat.contains("No record is kept for a puzzle beyond the \(CountWords.english)."))
    #expect(shell.state.study.isEmpty)
  }

  @Test func stepsGivesUpOnlyWithYesInAScript() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    _ = shell.handle("steps")
    #expect(transcript.flat.contains("type steps --yes in a script. Nothing was given up."))
    #expect(shell.study?.game.gaveUp == false)
    _ = shell.handle("steps --yes")
    #expect(transcript.text.contains("Given up: no record"))
    #expect(try Self.saved(in: folder).gaveUp)
    // Given up once: steps again is the path, asking nothing.
    let count = transcript.lines.count
    _ = shell.handle("steps")
    #expect(transcript.lines[count] == "Steps (HoDoKu's notation):")
    #expect(
      !transcript.lines[count...].contains { $0.contains("--yes") || $0.contains("Given up") })
    #expect(transcript.lines[count...].contains { $0.contains(" => r") })
    shell.finish()
    let (second, secondTranscript, _) = try TestShell.make(seed: 5, in: folder)
    _ = second.handle("study")
    #expect(secondTranscript.text.contains("A new medium puzzle"))
  }

  @Test func hintLeadsThenRevealsAndPractiseReturnsWithBack() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    _ = shell.handle("hint")
    #expect(transcript.text.contains("Look for a hidden single in box 1."))
    let before = try #require(shell.study?.game)
    _ = shell.handle("practise")
    #expect((shell.focus.study == nil))
    #expect(shell.lesson == .hiddenSingle)
    #expect(transcript.text.contains("Your puzzle is saved: type back to return to it."))
    _ = shell.handle("back")
    #expect((shell.focus.study != nil))
    #expect(shell.study?.game.board == before.board)
    #expect(shell.study?.game.hints == before.hints)
    _ = shell.handle("hint")
    _ = shell.handle("hint")
    #expect(transcript.text.contains("Hidden Single: 3 in b1 => r3c1=3"))
    #expect(shell.study?.game.reveals == 1)
    _ = shell.handle("drill")
    #expect((shell.focus.study == nil))
    _ = shell.handle("study")
    #expect((shell.focus.study != nil))
    #expect(shell.study?.game.reveals == 1)
  }

  /// A pasted puzzle that needs hidden pairs (a hidden-pair drill's board), played by the moves a
  /// learner would make until a hint names a technique after X-Wing: the lead names it, `practise`
  /// opens that lesson's drill, and `steps` lists the twelve techniques' steps.
  @Test func aHintPastXWingAndPractiseOpenTheNewLesson() throws {
    let line =
      ":0210:x:5....+9...6+91.85....+4.27..9...69...3..897...6..3..46+9.1.1......+9+9.....247....9....::::"
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(line)")
    let solution = try #require(Solver.solve(Position(parsing: line).grid.allDigits))
    var named: PlannedStep?
    for _ in 0..<40 {
      let board = try #require(shell.study?.game.board)
      let plan = HintPlanner.plan(board: board, solution: solution)
      if let step = plan.lookAt.first(where: { !$0.step.technique.isUpToXWing }) {
        named = step
        break
      }
      for step in plan.steps {
        for candidate in step.eliminations {
          _ = shell.handle("\(candidate.cell)<>\(candidate.digit)")
        }
        for candidate in step.placements {
          _ = shell.handle("\(candidate.cell)=\(candidate.digit)")
        }
      }
    }
    let planned = try #require(named, "no hint past X-Wing in 40 plans")
    let technique = planned.step.technique
    let count = transcript.lines.count
    _ = shell.handle("hint")
    let lead = transcript.lines[count...].joined(separator: " ")
    #expect(lead.contains("\(technique.phrase) in \(StepWords.houses(planned.houses))"), "\(lead)")
    _ = shell.handle("practise")
    #expect(shell.lesson == technique)
    #expect(shell.focus.drill != nil, "practise opens a drill of the lesson")
    #expect(transcript.text.contains("\(technique.title) \u{2014} "), "the lesson's title")
    #expect(
      transcript.text.contains("\u{00B7} \(technique.nameInSentence): remove a candidate"),
      "the drill's header names the lesson")
    _ = shell.handle("back")
    _ = shell.handle("steps --yes")
    #expect(
      transcript.text.contains("Hidden Pair: "), "steps names the \(CountWords.english)'s steps")
  }

  @Test func timeCountsOnlyWhileThePuzzleIsOpenWithIdleGapsCapped() throws {
    let (shell, _, folder) = try TestShell.make(seed: 5)
    var clock: UInt64 = 1_000_000_000
    shell.monotonic = { clock }
    _ = shell.handle("study \(Self.puzzle)")
    clock += 10_000_000_000
    _ = shell.handle("board")
    #expect(shell.study?.game.secondsPlayed == 10)
    clock += 3_600_000_000_000
    _ = shell.handle("board")
    #expect(shell.study?.game.secondsPlayed == 310, "an hour away counts as five minutes")
    _ = shell.handle("lesson 1")
    clock += 60_000_000_000
    _ = shell.handle("lessons")
    _ = shell.handle("back")
    clock += 2_000_000_000
    shell.finish()
    #expect(try Self.saved(in: folder).secondsPlayed == 312)
  }

  @Test func studyCommandsNeedAnOpenPuzzle() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("undo")
    #expect(transcript.text.contains("undo is for a study puzzle, and none is open."))
    _ = shell.handle("back")
    #expect(transcript.text.contains("No study game to go back to."))
  }

  @Test func tabCompletesLevelsAndStudyCells() throws {
    let (shell, _, _) = try TestShell.make(seed: 5)
    #expect(
      shell.completions(before: "study ") == [
        "easy", "medium", "hard", "expert", "master", "grandmaster", "review",
      ])
    _ = shell.handle("study \(Self.puzzle)")
    #expect(shell.completions(before: "r1c2").contains("r1c2=5"))
  }

  /// In study both answer forms are moves: Tab after `r1c6<>` lists the candidates, and after
  /// `r1c6` it offers a placement and an elimination.
  @Test func tabOffersBothMoveFormsInStudy() throws {
    let (shell, _, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    let game = try #require(shell.study?.game)
    let cell = try #require(game.board.emptyCells.first)
    let candidates = Array(game.board.candidates(at: cell))
    #expect(shell.completions(before: "\(cell)<>") == candidates.map { "\(cell)<>\($0)" })
    let both = shell.completions(before: "\(cell)")
    #expect(both.contains("\(cell)=\(candidates[0])") && both.contains("\(cell)<>\(candidates[0])"))
    #expect(shell.completions(before: "\(cell)-") == candidates.map { "\(cell)-\($0)" })
  }

  /// A study command typed while the puzzle waits behind a lesson says how to get back to it.
  @Test func aStudyCommandInALessonPointsBack() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    _ = shell.handle("lesson 1")
    transcript.lines = []
    _ = shell.handle("undo")
    #expect(transcript.text == "undo is for your study puzzle: type back to return to it.")
  }

  /// A word that is no level is not read as a puzzle: the nearest level is suggested.
  @Test func aMisspeltLevelGetsASuggestion() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study expret")
    #expect(transcript.lines.count == 1)
    #expect(transcript.text.hasPrefix("There is no level 'expret'. Did you mean 'expert'?"))
    #expect(!transcript.text.contains("not a puzzle"))
    #expect(shell.study == nil)
  }

  /// Replacing an unfinished game names both levels in the question; too long to leave room
  /// for the answer on an 80-column line (78 columns), it is said over its prompt.
  @Test func theReplaceQuestionNamesBothLevels() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5, interactive: true)
    var asked: [String] = []
    shell.confirm = { question in
      asked.append(question)
      return false
    }
    _ = shell.handle("study medium")
    _ = shell.handle("study hard")
    #expect(asked == ["Type yes to confirm: "])
    #expect(transcript.lines.contains("Replace your unfinished medium game with a new hard one?"))
    #expect(shell.study?.game.level == .medium)
    let (script, scriptTranscript, _) = try TestShell.make(seed: 5)
    _ = script.handle("study \(Self.puzzle)")
    _ = script.handle("study expert")
    #expect(
      scriptTranscript.flat.contains("replace your unfinished easy game with a new expert one"))
    _ = transcript
  }

  /// A question wider than the line is wrapped as prose: its first part said, the prompt its
  /// last line, so no word is split at the terminal's edge (the Portuguese one is 101 columns).
  @Test func aLongQuestionIsWrappedBeforeItIsAsked() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5, interactive: true)
    shell.sessionLanguage = .portuguese
    var asked: [String] = []
    shell.confirm = { question in
      asked.append(question)
      return false
    }
    _ = shell.handle("study medium")
    let before = transcript.lines.count
    _ = shell.handle("study hard")
    #expect(asked == ["Escreva sim para confirmar: "])
    #expect(
      transcript.lines[before...].first
        == "Substituir o seu jogo por acabar (médio) por um jogo novo de nível difícil?")
    #expect(transcript.lines.last == "Nada foi substituído; study retoma o seu jogo.")
  }

  /// `quit` (and Ctrl-D, which ends the same way) says an unfinished game is saved, and so does
  /// the next start; a game given up is not offered.
  @Test func quitAndTheNextStartSayTheGameIsSaved() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 5)
    _ = shell.handle("study \(Self.puzzle)")
    transcript.lines = []
    shell.finish()
    #expect(transcript.text == "Your easy study game is saved: type study to resume it.")
    let (next, nextTranscript, _) = try TestShell.make(seed: 5, in: folder)
    next.start()
    #expect(
      nextTranscript.text.contains(
        "Your unfinished easy study game is saved: type study to resume it."))
    _ = next.handle("study")
    _ = next.handle("steps --yes")
    nextTranscript.lines = []
    next.finish()
    #expect(!nextTranscript.text.contains("saved"))
    let (third, thirdTranscript, _) = try TestShell.make(seed: 5, in: folder)
    third.start()
    #expect(!thirdTranscript.text.contains("study game is saved"))
  }

  @Test func helpStudyExplainsIt() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("help study")
    #expect(transcript.text.contains("study <level>"))
    #expect(
      transcript.text.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(
        separator: " "
      ).contains("easy, medium, hard, expert, master or grandmaster"))
    #expect(transcript.text.contains("\n  practise "))
    #expect(transcript.text.contains("\n  back "))
  }
}

extension ShellTests.Transcript {
  /// The text with prose's wrapped lines joined again.
  var flat: String { text.replacingOccurrences(of: "\n  ", with: " ") }
}
