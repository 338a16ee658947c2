import Academy
import Foundation
import SudokuCore

/// The progress table shown by the shell's `progress` and the `progress` subcommand: per technique
/// the meter, drills, first-try rate, the median of the recent answer times with their trend, and
/// when it was last practised; then the review schedule and the study records.
enum ProgressView {
  /// A median answer time as its column shows it: the duration (`41s`, `3m 05s`; `6,2 s`,
  /// `41 s`), but in Portuguese a minute or more as a clock (`3:05`, not `3 min 5 s`), which
  /// keeps the column at seven characters, as in English, so the table fits 80 columns.
  static func answerTime(_ seconds: Double) -> String {
    Language.current.progressViewWords.answerTime(seconds)
  }

  /// A drill count as its column shows it: digits up to 999999, then whole millions (`1000M` at
  /// the most a file may hold, a billion), so the row keeps its width and its spaces.
  static func drills(_ count: Int) -> String {
    count < 1_000_000 ? String(count) : "\(count / 1_000_000)M"
  }

  /// The table as scripted output shows it (prose at 80 columns).
  static func table(_ state: ProgressState, style: RenderStyle, now: Date = Date()) -> String {
    let screen = Screen(style: style, size: { nil }, write: { _ in })
    return blocks(state, style: style, now: now).map(screen.text).joined(separator: "\n")
  }

  /// The table, a fixed block, then the next lesson, the review schedule and the study records
  /// as prose, which wraps to the terminal: a study line of four levels is wider than 80 columns,
  /// and its continuation lines stand under the first level (each level's record kept whole).
  /// On a terminal narrower than the table (`terminalColumns`), its last two columns, the trend
  /// and the day last practised, are left out, so no row breaks across lines.
  static func blocks(
    _ state: ProgressState, style: RenderStyle, now: Date = Date(), terminalColumns: Int? = nil
  ) -> [Block] {
    let view = sections(state, style: style, now: now, terminalColumns: terminalColumns)
    return [.fixed(([view.heading] + view.rows).joined(separator: "\n"))] + view.notes
  }

  /// The view in its sections: the table's heading, its rows, and the notes under it. The shell
  /// pages them on a short terminal, with the heading again on each part of the table.
  static func sections(
    _ state: ProgressState, style: RenderStyle, now: Date = Date(), terminalColumns: Int? = nil
  ) -> (heading: String, rows: [String], notes: [Block]) {
    let whole = tableLines(state, style: style, trendAndLast: true)
    let fits = terminalColumns.map { columns in whole.allSatisfy { DisplayWidth.of($0) <= columns }
    }
    let lines = fits == false ? tableLines(state, style: style, trendAndLast: false) : whole
    return (lines[0], Array(lines.dropFirst()), notes(state, style: style, now: now))
  }

  /// The table's lines: its headings, then a row per technique.
  private static func tableLines(_ state: ProgressState, style: RenderStyle, trendAndLast: Bool)
    -> [String]
  {
    let columns = Columns.current
    var lines = [
      "   #  " + columns.technique.padded(toWidth: columns.title) + "  "
        + columns.mastery + columns.drills.leftPadded(columns.drillsWidth)
        + columns.firstTry.leftPadded(columns.firstTryWidth) + columns.time.leftPadded(7)
        + (trendAndLast ? "  " + columns.trend.padded(toWidth: 10) + "  " + columns.last : "")
    ]
    for technique in Technique.allCases {
      let entry = state[technique]
      let rate = entry.attempted == 0 ? "-" : "\(percent(entry.firstTry, of: entry.attempted))%"
      let last =
        entry.lastPractised.map { ProgressView.dateFormatter.string(from: $0) } ?? columns.never
      let time = median(entry.answerTimes).map { answerTime(Double($0) / 1000) } ?? "-"
      let trend = self.trend(entry.answerTimes, style: style)
      lines.append(
        String(technique.number).leftPadded(4) + "  "
          + technique.title.padded(toWidth: columns.title) + "  "
          + style.meter(entry.mastery).padded(toWidth: 7)
          + drills(entry.attempted).leftPadded(columns.drillsWidth)
          + rate.leftPadded(columns.firstTryWidth) + time.leftPadded(7)
          + (trendAndLast ? "  " + trend.padded(toWidth: 10) + "  " + last : ""))
    }
    return lines
  }

  /// What follows the table: the next lesson, the review schedule, the study records and the
  /// challenge ladder.
  private static func notes(_ state: ProgressState, style: RenderStyle, now: Date) -> [Block] {
    var blocks: [Block] = []
    if let next = state.nextLesson {
      blocks.append(
        .prose(
          Language.current.progressViewWords.nextLesson(
            number: next.number, name: next.nameInSentence)))
    } else {
      blocks.append(
        .prose(Language.current.progressViewWords.allMastered))
    }
    let scheduled = Technique.allCases.compactMap { technique in
      state[technique].dueDate.map { (technique, $0) }
    }
    if !scheduled.isEmpty {
      let parts = scheduled.map { technique, due in
        "\(technique.nameInSentence) \(dueText(due, now: now))"
      }
      let label = Language.current.progressViewWords.reviewLabel
      blocks.append(
        .prose(label + parts.joined(separator: ", ") + ".", hanging: Self.hanging(label)))
    }
    let solved = Difficulty.allCases.filter { state.studyRecord($0).solved > 0 }
    if !solved.isEmpty {
      let parts = solved.map { level -> String in
        let record = state.studyRecord(level)
        let best =
          record.bestSeconds.map {
            Language.current.progressViewWords.best + " \(TimeWords.clock($0))"
          }
          ?? ""
        let hints = record.fewestHints.map(StudyText.fewestHelp) ?? ""
        let bests = [best, hints].filter { !$0.isEmpty }.joined(separator: ", ")
        // The level's name in prose (`médio`); English writes its key, as typed.
        let name = Language.current.progressViewWords.levelName(level)
        return "\(name) \(record.solved) (\(bests))".keptTogether
      }
      let label = Language.current.progressViewWords.studyLabel
      blocks.append(
        .prose(label + parts.joined(separator: "; ") + ".", hanging: Self.hanging(label)))
    }
    if let line = recentGames(state.recentGames, style: style) {
      let label = line.prefix { $0 != ":" } + ": "
      blocks.append(.prose(line, hanging: Self.hanging(String(label))))
    }
    let ladder = ChallengeMessage.ladder(state, style.stars)
    // Continuation lines stand under the first word after the line's label (`Challenge: `).
    let ladderLabel = ladder.range(of: ": ").map { String(ladder[..<$0.upperBound]) } ?? ""
    blocks.append(
      .prose(
        ladder,
        hanging: Language.current.progressViewWords.ladderHanging(label: ladderLabel)))
    return blocks
  }

  /// Spaces as wide as a prose line's label, for its continuation lines.
  static func hanging(_ label: String) -> String {
    String(repeating: " ", count: DisplayWidth.of(label))
  }

  /// The table's headings and widths in the reader's language. The Portuguese headings are
  /// longer and so is a title (`Único escondido`), so the drills and first-try columns are
  /// narrower there: the table stays within 79 columns in both.
  struct Columns {
    var technique, mastery, drills, firstTry, time, trend, last, never: String
    var title, drillsWidth, firstTryWidth: Int

    static var current: Columns { Language.current.progressViewWords.columns }
  }

  /// `part` of `whole` in whole percent, rounded to the nearest (2 of 3 is 67%), in floating
  /// point so that no count read from a file can overflow it.
  static func percent(_ part: Int, of whole: Int) -> Int {
    Int((Double(part) / Double(whole) * 100).rounded())
  }

  /// The middle of the times (the mean of the two middle ones for an even count).
  static func median(_ times: [Int]) -> Int? {
    guard !times.isEmpty else { return nil }
    let sorted = times.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The trend of the last games (`GameTrend`, oldest first): the guesses per game and the
  /// hardest technique found on one's own, each as a sparkline (high bars more guesses, a harder
  /// technique) with its first and last values, or in ASCII a word comparing the older half with
  /// the newer; nil before the first game.
  static func recentGames(_ games: [GameTrend], style: RenderStyle) -> String? {
    guard let last = games.last else { return nil }
    let words = Language.current.progressViewWords
    let arrow = style.unicode ? "→" : "->"
    let found = games.compactMap(\.hardestFound)
    guard games.count > 1 else {
      return words.recentGames(
        1, guesses: words.guessCount(last.guesses), found: last.hardestFound?.nameInSentence)
    }
    let guesses = games.map(\.guesses)
    let guessShape =
      style.unicode
      ? sparkline(guesses)
      : direction(guesses, up: words.more, down: words.fewer, steady: words.steady)
    let guessText = "\(guessShape) (\(guesses.first!) \(arrow) \(guesses.last!))"
    var foundText: String?
    if let first = found.first, let latest = found.last {
      let numbers = found.map(\.number)
      let shape =
        style.unicode
        ? sparkline(numbers)
        : direction(numbers, up: words.harder, down: words.easier, steady: words.steady)
      foundText = "\(shape) (\(first.nameInSentence) \(arrow) \(latest.nameInSentence))"
    }
    return words.recentGames(games.count, guesses: guessText, found: foundText)
  }

  /// The values as bars, low to high (`▁▂▄█`); all equal, the lowest bar each.
  static func sparkline(_ values: [Int]) -> String {
    let bars = Array("▁▂▃▄▅▆▇█")
    let low = values.min() ?? 0
    let span = max((values.max() ?? 0) - low, 1)
    return String(values.map { bars[($0 - low) * (bars.count - 1) / span] })
  }

  /// The newer half's median against the older half's: `up`, `down` or `steady`.
  static func direction(_ values: [Int], up: String, down: String, steady: String) -> String {
    let half = values.count / 2
    guard half > 0, let older = median(Array(values.prefix(half))),
      let newer = median(Array(values.suffix(values.count - half)))
    else { return steady }
    return newer > older ? up : newer < older ? down : steady
  }

  /// The last ten times as a sparkline, low bars fast (`█▆▅▃▂`); in ASCII a word comparing the
  /// older half with the newer: `faster`, `slower` or `steady`.
  static func trend(_ times: [Int], style: RenderStyle) -> String {
    let recent = Array(times.suffix(10))
    guard recent.count >= 2 else { return "" }
    guard style.unicode else {
      let half = recent.count / 2
      let older = median(Array(recent.prefix(half)))!
      let newer = median(Array(recent.suffix(recent.count - half)))!
      if newer * 10 < older * 9 { return Language.current.progressViewWords.faster }
      if newer * 10 > older * 11 { return Language.current.progressViewWords.slower }
      return Language.current.progressViewWords.steady
    }
    let bars = Array("▁▂▃▄▅▆▇█")
    let low = recent.min()!
    let span = max(recent.max()! - low, 1)
    return String(recent.map { bars[($0 - low) * (bars.count - 1) / span] })
  }

  /// `due now`, `due within a day`, `in 3 days`; `pendente`, `dentro de um dia`, `daqui a 3 dias`.
  static func dueText(_ due: Date, now: Date) -> String {
    if due <= now { return Language.current.progressViewWords.dueNow }
    let days = Int((due.timeIntervalSince(now) / 86_400).rounded(.up))
    return days <= 1
      ? Language.current.progressViewWords.dueWithinADay
      : Language.current.progressViewWords.dueIn(days: days)
  }

  static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()
}

extension String {
  /// The string right-aligned in `width` columns (left as it is when longer).
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
