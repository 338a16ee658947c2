import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// What the shell shows of what is open: help for the open activity first, a lesson's short
/// introduction, one-line drill headers, reviews numbered on their own, the board views in words.
@Suite struct ShellFocusTests {

  /// The lines one command printed; a text shown in parts (taller than the terminal), every
  /// part (Enter after each), without the lines between them saying how to get the next.
  static func lines(of command: String, in shell: Shell, _ transcript: ShellTests.Transcript)
    -> [String]
  {
    func printed(_ line: String) -> [String] {
      transcript.lines = []
      _ = shell.handle(line)
      return transcript.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
    var lines = printed(command)
    while shell.pendingParts != nil {
      lines.removeLast()
      lines += printed("")
    }
    return lines
  }

  static let terminal = TerminalSize(columns: 80, rows: 24)

  /// `help` fits an 80×24 screen with the prompt, whatever is open, and lists what is open first;
  /// `help all` has every command.
  @Test func helpFitsTwentyFourRowsAndShowsWhatIsOpenFirst() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(size: Self.terminal, seed: 7, in: folder.url)
    let nothing = Self.lines(of: "help", in: shell, transcript)
    #expect(nothing.count < 24, "\(nothing.count) lines:\n\(nothing.joined(separator: "\n"))")
    #expect(nothing.first == "Commands:")
    #expect(!nothing.contains { $0.hasPrefix("  skip ") }, "drill commands are named, not listed")
    #expect(nothing.contains { $0.hasPrefix("In a drill: ") && $0.contains("skip") })
    _ = shell.handle("lesson 4")
    let drill = Self.lines(of: "help", in: shell, transcript)
    #expect(drill.count < 24, "\(drill.joined(separator: "\n"))")
    #expect(drill.first == "In a drill:")
    #expect(drill[1].hasPrefix("  hint "), "the drill's own commands first")
    #expect(drill.contains { $0.hasPrefix("  skip ") })
    #expect(drill.contains { $0.hasPrefix("Also: lessons, lesson, guide") })
    #expect(drill.contains { $0.hasPrefix("Answers here: eliminations like r1c7<>5") })
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    let study = Self.lines(of: "help", in: shell, transcript)
    #expect(study.count < 24, "\(study.joined(separator: "\n"))")
    #expect(study.first == "In a study game:")
    #expect(study.contains { $0.hasPrefix("  undo ") })
    #expect(!study.contains { $0.hasPrefix("  skip ") })
    let all = Self.lines(of: "help all", in: shell, transcript).joined(separator: "\n")
    for command in ShellCommand.allCases {
      #expect(all.contains("\n  \(command.declaration.usage) "), "help all lists \(command)")
    }
  }

  /// The help rows' words start in one column per list, past the widest usage: none runs into
  /// its words (the study usage did).
  @Test func helpColumnsAreMeasured() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    let rows = Self.lines(of: "help all", in: shell, transcript)
    var columns: Set<Int> = []
    for declaration in ShellCommand.allCases.map(\.declaration) {
      // A drill lists `hint` without the study game's cell: its row is the general summary's.
      let usages = [declaration.usage] + declaration.usages.values
      let row = try #require(
        rows.first { row in
          usages.contains { row.hasPrefix("  \($0)  ") } && row.contains(declaration.summary)
        })
      let words = try #require(row.range(of: declaration.summary), "\(row)")
      let column = row.distance(from: row.startIndex, to: words.lowerBound)
      #expect(column >= usages.map(\.count).min()! + 4, "\(row)")
      columns.insert(column)
    }
    #expect(columns.count <= ActivityKind.allCases.count + 1, "one column per group: \(columns)")
  }

  /// Numbers in help come from the code: the reveal caps, the undo depth, the meter's steps.
  @Test func helpReadsItsNumbersFromTheCode() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    let show = Self.lines(of: "help study", in: shell, transcript).joined(separator: " ")
    for level in Difficulty.allCases {
      #expect(show.contains("\(level.rawValue) \(StudyLevel(level).revealCap)"))
    }
    #expect(
      Self.lines(of: "help undo", in: shell, transcript).joined().contains(
        "up to \(StudyGame.undoLimit)"))
    #expect(
      Self.lines(of: "help lessons", in: shell, transcript).joined().contains(
        "(\(TechniqueProgress.maximumMastery) steps each)"))
  }

  /// `help <command>` says where a command works when it is not global.
  @Test func helpOfACommandSaysWhereItWorks() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    #expect(Self.lines(of: "help undo", in: shell, transcript)[1].hasPrefix("  In a study game: "))
    #expect(Self.lines(of: "help skip", in: shell, transcript)[1].hasPrefix("  In a drill: "))
    #expect(Self.lines(of: "help exit", in: shell, transcript)[0] == "quit")
    #expect(!Self.lines(of: "help lessons", in: shell, transcript)[1].contains("In a"))
  }

  /// `lesson N` at 80×24: the title, the summary and the drill with its prompt on one screen;
  /// the idea is `guide`'s, which ends saying `board` brings the drill back.
  @Test func aLessonIntroAndItsDrillFitOneScreen() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(size: Self.terminal, seed: 7, in: folder.url)
    for technique in Technique.allCases {
      let lesson = try LessonLibrary.embedded().lesson(technique)
      let lines = Self.lines(of: "lesson \(technique.number)", in: shell, transcript)
      #expect(lines.count + 1 <= 24, "\(technique): \(lines.count) lines and the prompt")
      #expect(lines.first?.hasPrefix(lesson.title) == true)
      let idea = String(lesson.idea.prefix(40))
      #expect(!transcript.text.contains(idea), "the idea is guide's")
      #expect(transcript.text.contains("guide shows the whole lesson"))
      let guide = Self.lines(of: "guide", in: shell, transcript)
      #expect(guide.joined(separator: " ").contains(idea.split(separator: "\n")[0]))
      #expect(guide.last == "Type board to bring the drill back.")
    }
  }

  /// A drill header stays one line at 80 columns, whatever the drill number.
  @Test(arguments: Technique.allCases)
  func drillHeadersStayOneLine(technique: Technique) throws {
    let drill = SharedDrills.drill(technique, seed: 999_999_999)
    for number in [1, 10, 100] {
      for review in [false, true] {
        let header = DrillText.header(
          drill, number: number, review: review, within: 79,
          style: RenderStyle(color: false, unicode: true))
        #expect(DisplayWidth.of(header) <= 79, "\(header)")
        #expect(header.contains("seed 999999999"))
        #expect(header.hasPrefix(review ? "Review \(number) · " : "Drill \(number) · "))
        if !review { #expect(header.contains(technique.nameInSentence)) }
      }
    }
    // The drill subcommand prints the header kept to 80 columns, in both languages.
    for language in [Language.english, .portuguese] {
      Language.$current.withValue(language) {
        #expect(
          DrillText.header(drill, number: 1, review: false, within: 80)
            == DrillText.header(drill))
        #expect(DisplayWidth.of(DrillText.header(drill)) <= 80, "\(DrillText.header(drill))")
        #expect(DisplayWidth.of(DrillText.reviewHeader(drill, number: 1)) <= 80)
      }
    }
  }

  /// Through the shell: the tenth drill's header is one line (it wrapped at 80 columns).
  @Test func theTenthDrillHeaderIsOneLine() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    _ = shell.handle("lesson 5")
    for _ in 2...10 { _ = shell.handle("drill") }
    let header = try #require(transcript.lines.last { $0.hasPrefix("Drill 10 · ") })
    #expect(!header.contains("\n"), "\(header)")
  }

  /// Reviews are numbered on their own: the first review of a session is Review 1.
  @Test func reviewsHaveTheirOwnCounter() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    for line in ["lesson 1", "skip", "drill", "skip", "drill", "review"] { _ = shell.handle(line) }
    #expect(transcript.lines.contains { $0.hasPrefix("Review 1 · ") }, "\(transcript.text)")
    _ = shell.handle("skip")
    #expect(transcript.flat.contains("Review 1 was cut for"))
    _ = shell.handle("lesson 1")
    #expect(transcript.lines.contains { $0.hasPrefix("Drill 4 · ") })
  }

  /// `board auto` says what auto does, not its name.
  @Test func boardAutoIsSaidInWords() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    _ = shell.handle("board auto")
    #expect(
      transcript.text == "Boards will be drawn full when they fit, else compact, from now on.")
    _ = shell.handle("lesson 1")
    transcript.lines = []
    _ = shell.handle("board auto")
    #expect(
      transcript.lines.first == "Boards are drawn full when they fit, else compact, from now on:")
    #expect(!transcript.text.contains("drawn auto"))
  }

  /// Tab at a yes/no question offers yes and no, not the commands.
  @Test func tabAtAConfirmationOffersYesOrNo() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, _, _) = try TestShell.make(seed: 7, interactive: true, in: folder.url)
    var offered: [String] = []
    shell.confirm = { _ in
      offered = shell.completions(before: "")
      return false
    }
    _ = shell.handle("reset all")
    #expect(offered == ["yes", "no"])
    #expect(shell.completions(before: "").contains("lessons"), "commands again after the question")
  }
}
