import Academy
import SudokuCore

/// `help`: the commands of what is open first, so the list fits a 24-line terminal; `help all`
/// lists every command, `help <command>` explains one, `help answers` and `help study` the rest.
extension Shell {
  func help(_ topic: String?) {
    let kind = focus.activity?.kind
    switch topic?.lowercased() {
    case nil:
      commandList(for: kind)
    case "all":
      for group in [nil] + ActivityKind.allCases {
        say(
          group.map { "\($0.heading):" } ?? Language.current.helpWords.anywhere,
          hanging: "")
        keepWithNext()
        rows(Self.listed(with: group), in: group)
      }
      say(Self.answersLine, hanging: "")
    case "answers":
      say(
        Language.current.helpWords.answersHeading, hanging: "")
      keepWithNext()
      show(Shell.answerExamples)
      say(Shell.answersRule, hanging: "")
    case "study":
      studyHelp()
    case "rules":
      rules(nil)
    case let word?:
      guard let command = ShellCommand(word: word) else {
        let suggestion =
          nearest(to: word, in: ShellCommand.allWords + ["all", "answers"]).map {
            Language.current.shellWords.didYouMean($0)
          } ?? ""
        say(
          Language.current.helpWords.noCommand(Shell.clip(word), suggestion: suggestion))
        return
      }
      let declaration = command.declaration
      show(declaration.usage)
      guard case .within(let kinds) = declaration.scope else {
        say("  " + declaration.details(in: kind))
        return
      }
      // One line per place the command does something else in (a second hint in a drill marks
      // the pattern; in a study game it reveals and applies the step): never one claim for both.
      let places = ActivityKind.allCases.filter(kinds.contains)
      let own = places.filter { declaration.detailsIn[$0] != nil }
      let shared = places.filter { declaration.detailsIn[$0] == nil }
      if !shared.isEmpty { say("  " + ActivityKind.within(shared) + ": " + declaration.details) }
      for place in own {
        say("  " + ActivityKind.within([place]) + ": " + declaration.details(in: place))
      }
    }
  }

  /// `help` alone: the commands of what is open (or, with nothing open, the global ones), then
  /// the others by name.
  private func commandList(for kind: ActivityKind?) {
    let listed = Self.listed(with: kind)
    say(kind.map { "\($0.heading):" } ?? Language.current.helpWords.commands, hanging: "")
    keepWithNext()
    rows(listed, in: kind)
    if kind == nil {
      for other in ActivityKind.allCases {
        let names = Self.listed(with: other)
        say(
          "\(other.heading): " + names.map(\.rawValue).joined(separator: ", ") + ".", hanging: "  ")
      }
    } else {
      let others = ShellCommand.allCases.filter {
        $0 != .help && $0.declaration.isListed(with: nil)
      }
      say(
        Language.current.helpWords.also + others.map(\.rawValue).joined(separator: ", ")
          + ".", hanging: "  ")
    }
    switch focus.drill?.purpose {
    case .lesson(let technique):
      // A lesson takes one form of answer: that one.
      say(
        (technique.placesDigits
          ? Language.current.helpWords.lessonPlacesDigits
          : Language.current.helpWords.lessonRemovesCandidates)
          + "(help answers)".keptTogether + ".")
    case .review, nil:
      if kind != .study { say(Self.answersLine) }
    }
    say(
      Language.current.helpWords.moreHelp)
  }

  /// The commands `help` lists with `kind` open: the activity's own first, then the global ones
  /// about it (board, back).
  static func listed(with kind: ActivityKind?) -> [ShellCommand] {
    let listed = ShellCommand.allCases.filter { $0.declaration.isListed(with: kind) }
    return listed.filter { $0.declaration.scope != .global }
      + listed.filter { $0.declaration.scope == .global }
  }

  static var answersLine: String {
    Language.current.helpWords.answersLine
      + "(help answers)".keptTogether + "."
  }

  /// Command rows, the usage column as wide as the widest usage listed.
  private func rows(_ commands: [ShellCommand], in kind: ActivityKind?) {
    let declarations = commands.map(\.declaration)
    helpRows(declarations.map { ($0.usage(in: kind), $0.summary(in: kind)) })
  }

  /// Rows of a command list: each usage whole, in a column as wide as the usages need (measured,
  /// never cut), then its words wrapped under them. A usage longer than `helpColumn` stands on a
  /// line of its own with its words under the column, so one long usage doesn't squeeze the rest;
  /// on a terminal too narrow for the column and `helpText` columns of words beside it, every
  /// usage stands on its own line, its words indented under it.
  func helpRows(_ rows: [(usage: String, text: String)]) {
    // Measured as shown: in ASCII `clear <cell>…` is `clear <cell>...`, two columns wider.
    let rows = rows.map { style.unicode ? $0 : (usage: $0.usage.asciiPunctuation, text: $0.text) }
    let fitting = rows.map { DisplayWidth.of($0.usage) }.filter { $0 <= Shell.helpColumn }
    let sideBySide = 2 + (fitting.max() ?? 0) + 2
    let column = sideBySide + Shell.helpText <= screen.proseWidth ? sideBySide : 4
    let indent = String(repeating: " ", count: column)
    for (usage, text) in rows {
      let width = DisplayWidth.of(usage)
      if width <= column - 4 {
        let padding = String(repeating: " ", count: column - 2 - width)
        say("  " + usage + padding + text, hanging: indent)
      } else {
        show("  " + usage)
        keepWithNext()
        say(indent + text, hanging: indent)
      }
    }
  }

  /// The widest usage that shares its line with its description.
  static let helpColumn = 32
  /// The fewest columns of description beside the usages.
  static let helpText = 30

  /// The answer forms, a fixed block (examples never break across lines).
  static var answerExamples: String { Language.current.helpWords.answerExamples }

  static var answersRule: String {
    Language.current.helpWords.answersRule
  }

  /// The rows of `help study`: how a game starts, how moves are written, and the commands of a
  /// study game with their study summaries.
  static var studyHelpRows: [(usage: String, text: String)] {
    // The levels are named in the text: six of them in the usage would not fit a narrow terminal.
    let levels = Difficulty.allCases.map(\.rawValue)
    return [
      (
        Placeholder.shown(in: "study <level>"),
        Language.current.helpWords.studyLevel(levels)
      ),
      (
        Language.current.helpWords.studyPuzzleUsage,
        Language.current.helpWords.studyPuzzle
      ),
      (
        "study",
        Language.current.helpWords.studyResume
      ),
      ("study review", Language.current.helpWords.studyReview),
      (Placeholder.shown(in: "challenge [level]"), ChallengeMessage.playedAsStudy),
      (
        "r3c5=7  r1c7<>5  r1c789<>5",
        Language.current.helpWords.studyMoves
      ),
    ] + listed(with: .study).map { ($0.declaration.usage, $0.declaration.summary(in: .study)) }
  }

  /// `help study`: how a game starts, what to type in it, and its rules.
  func studyHelp() {
    say(
      Language.current.helpWords.studyHeading(dash: style.dash),
      hanging: "")
    keepWithNext()
    helpRows(Self.studyHelpRows)
    let caps = StudyText.revealCaps.joined(separator: ", ")
    let idleMinutes = Int(PlayClock.idleCap) / 60
    say(
      Language.current.helpWords.studyRules(caps: caps, idleMinutes: idleMinutes),
      hanging: "")
  }
}
