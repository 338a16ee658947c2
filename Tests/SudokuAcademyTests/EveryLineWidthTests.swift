import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// Every prompt, header and question the shell shows fits an 80-column terminal in both
/// languages at its longest: the prompt of every lesson, review, study level (master, a pasted
/// puzzle beyond the eighteen) and challenge level; the drill and review headers with the largest
/// seed (`UInt64.max`, which `--seed` takes) and a long session's drill number; every question
/// `study`, `challenge`, `steps` and `reset` ask, over every unfinished game they can replace.
/// All made by the shell's own commands on a terminal 80 columns wide. (The study and challenge
/// headers at their largest counts are `StudyHeaderWidthTests`'.)
@Suite struct EveryLineWidthTests {
  static let languages = [Language.english, .portuguese]
  /// The prose width of an 80-column terminal: the last column stays free.
  static let width = 79
  /// A puzzle no chain of the twelve solves: `study` opens it as beyond the eighteen.
  static let beyond =
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

  /// A shell on an 80×24 terminal speaking `language`, every challenge level open, its
  /// questions' prompts recorded and answered no.
  static func shell(_ language: Language, seed: UInt64 = 5) throws -> (
    Shell, ShellTests.Transcript, Prompts
  ) {
    // Every lesson started (review mixes them) and every challenge level open.
    let now = Date(timeIntervalSince1970: 1_796_029_200)
    let open = ProgressState.empty.applying(
      Technique.allCases.map { .drillFinished($0, firstTry: false, at: now) }
        + ChallengeLevel.ladder.map { .challengeSolved($0.number, stars: 1) })
    let (shell, transcript, _) = try TestShell.make(
      language: language, size: TerminalSize(columns: 80, rows: 24), seed: seed,
      interactive: true, progressFile: open.fileText)
    let prompts = Prompts()
    shell.confirm = { prompt in
      prompts.all.append((prompt, transcript.lines.count))
      return false
    }
    return (shell, transcript, prompts)
  }

  /// The prompts the shell's questions ended with, each with how many lines the transcript held
  /// then.
  final class Prompts: @unchecked Sendable { var all: [(prompt: String, shown: Int)] = [] }

  static func expectFits(_ line: some StringProtocol, _ what: String) {
    #expect(DisplayWidth.of(line) <= width, "\(what): \(DisplayWidth.of(line)) columns: \(line)")
  }

  /// The prompt of everything that can be open, and of nothing.
  @Test(arguments: languages)
  func everyPromptFits(language: Language) throws {
    let (shell, _, _) = try Self.shell(language)
    var prompts = [shell.prompt]
    for lesson in 1...Technique.allCases.count {
      _ = shell.handle("lesson \(lesson)")
      prompts.append(shell.prompt)
    }
    _ = shell.handle("review")
    #expect(shell.focus.drill != nil, "a review drill is open")
    prompts.append(shell.prompt)
    for level in Difficulty.allCases {
      _ = shell.handle("study \(level.rawValue) --yes")
      prompts.append(shell.prompt)
    }
    _ = shell.handle("study \(Self.beyond) --yes")
    #expect(shell.study?.game.level == .beyondTheCurriculum)
    prompts.append(shell.prompt)
    for level in ChallengeLevel.ladder {
      _ = shell.handle("challenge \(level.number) --yes")
      #expect(shell.study?.game.challenge == level.number)
      prompts.append(shell.prompt)
    }
    #expect(
      Set(prompts).count == 1 + Technique.allCases.count + 1 + Difficulty.allCases.count + 1
        + ChallengeLevel.ladder.count, "\(prompts)")
    // A prompt leaves room for an answer after it.
    for prompt in prompts {
      #expect(DisplayWidth.of(prompt) + 20 <= Self.width, "\(prompt)")
    }
  }

  /// The drill and review headers with the largest seed a session takes (`--seed` is its first
  /// drill's seed) and a drill number a long session reaches: each line fits, and the seed is
  /// whole.
  @Test(arguments: languages)
  func drillAndReviewHeadersFitWithTheLargestSeed(language: Language) throws {
    let seed = " \(UInt64.max)"
    // Through the shell: the first drill of a session, a lesson's or a review's (a review's seed
    // is the session's moved to a multiple of twelve and the technique's place among them).
    let twentyDigits = " \(UInt64.max / 1_000)"
    for command in ["lesson claiming", "lesson hidden-triple", "review"] {
      let (shell, transcript, _) = try Self.shell(language, seed: UInt64.max)
      _ = shell.handle(command)
      let header = try #require(
        transcript.lines.first { $0.contains(twentyDigits) }, "\(command): \(transcript.lines)")
      for line in header.split(separator: "\n") { Self.expectFits(line, command) }
    }
    // Every technique's drill at that seed, numbered as a long session numbers them.
    for technique in Technique.allCases {
      let drill = DrillFactory.make(technique, seed: UInt64.max)
      for number in [1, 99, 9_999] {
        for review in [false, true] {
          let header = Language.$current.withValue(language) {
            DrillText.header(
              drill, number: number, review: review, within: Self.width,
              style: RenderStyle(color: false, unicode: true))
          }
          for line in header.split(separator: "\n") { Self.expectFits(line, "\(technique)") }
          #expect(header.contains(seed + (header.contains("\n") ? "\n" : " ")), "\(header)")
          if !review {
            let action = Language.$current.withValue(language) { DrillText.action(technique) }
            #expect(header.contains(action), "the task is said: \(header)")
          }
        }
      }
    }
  }

  /// The report's header, and one a twenty-digit seed makes two lines, cut after the seed.
  @Test func aTwentyDigitSeedPutsTheTaskOnTheNextLine() {
    let drill = DrillFactory.make(.hiddenTriple, seed: UInt64.max)
    let header = Language.$current.withValue(.portuguese) {
      DrillText.header(
        drill, number: 99, review: false, within: Self.width,
        style: RenderStyle(color: false, unicode: true))
    }
    #expect(
      header
        == "Exercício 99 · semente 18446744073709551615\n"
        + "trio escondido: elimine um candidato (responda como r1c7<>5)")
    let short = Language.$current.withValue(.portuguese) {
      DrillText.header(
        SharedDrills.drill(.pointing, seed: 5), number: 1, review: false, within: Self.width,
        style: RenderStyle(color: false, unicode: true))
    }
    #expect(short == "Exercício 1 · semente 5 · apontamento: elimine um candidato (como r1c7<>5)")
  }

  /// What a question shows: the lines `ask` printed over its prompt, and the prompt.
  static func asked(
    _ command: String, in shell: Shell, _ transcript: ShellTests.Transcript, _ prompts: Prompts
  ) throws -> [String] {
    let before = transcript.lines.count
    let asked = prompts.all.count
    _ = shell.handle(command)
    let (prompt, shownThen) = try #require(
      prompts.all.count == asked + 1 ? prompts.all.last : nil, "\(command) asks")
    // The lines `ask` showed over its prompt.
    let shown = transcript.lines[before..<shownThen].flatMap { $0.split(separator: "\n") }
    return shown.map(String.init) + [prompt]
  }

  /// Every replacement `study` and `challenge` ask about, from every kind of unfinished game to
  /// every kind of new one, and `steps`' and `reset`'s questions: each line fits, no word is cut,
  /// and the question is whole.
  @Test(arguments: languages)
  func everyQuestionFits(language: Language) throws {
    let (shell, transcript, prompts) = try Self.shell(language)
    let opens =
      Difficulty.allCases.map { "study \($0.rawValue)" }
      + ["study \(Self.beyond)", "study \(StudyShellTests.puzzle)", "challenge 12", "challenge 1"]
    let news = opens
    var questions: [[String]] = []
    for open in opens {
      _ = shell.handle(open + " --yes")
      for new in news {
        questions.append(try Self.asked(new, in: shell, transcript, prompts))
      }
    }
    questions.append(try Self.asked("steps", in: shell, transcript, prompts))
    for target in Technique.allCases.map(\.rawValue) + ["all", "study", "challenge"] {
      questions.append(try Self.asked("reset \(target)", in: shell, transcript, prompts))
    }
    let confirm = language == .english ? "Type yes to confirm: " : "Escreva sim para confirmar: "
    for lines in questions {
      let question = lines.joined(separator: " ")
      #expect(question.hasSuffix(confirm), "\(question)")
      for line in lines { Self.expectFits(line, "question") }
      // A line ends at a word's end: the next starts a word (no word split between them).
      for (line, next) in zip(lines, lines.dropFirst()) {
        #expect(!line.hasSuffix("-") && next.first?.isWhitespace == false, "\(line) | \(next)")
      }
    }
    // The question the issue reported, whole on two lines in Portuguese.
    if language == .portuguese {
      let hard = try #require(
        questions.first {
          $0.joined(separator: " ").contains("(mestre) por um jogo novo de nível difícil")
        })
      #expect(hard.count == 2, "\(hard)")
    }
  }
}
