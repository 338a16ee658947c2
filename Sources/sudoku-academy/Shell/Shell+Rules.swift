import Academy
import SudokuCore

/// `rules [page]` and `help rules`: how to play, one page at a time (the words: `RulesPage`).
extension Shell {
  func rules(_ argument: String?) {
    var page = RulesPage.rule
    if let argument {
      guard let number = Int(argument), let chosen = RulesPage(rawValue: number) else {
        let count = RulesPage.allCases.count
        say(
          Language.current.shellWords.notARulesPage(Shell.clip(argument), count: count))
        return
      }
      page = chosen
    }
    say(style.paint(page.title(dot: style.dot), .heading), hanging: "")
    keepWithNext()
    let parts = page.parts
    for (index, part) in parts.enumerated() {
      switch part {
      case .prose(let text):
        say(text, hanging: "")
        // A paragraph that introduces a board or terms stays on their part of the page.
        switch index + 1 < parts.count ? parts[index + 1] : nil {
        case .board?, .terms?: keepWithNext()
        default: break
        }
      case .terms(let terms):
        helpRows(terms.map { (usage: $0.term, text: $0.meaning) })
      case .fixed(let text):
        // Examples and their meanings in two columns; on a terminal too narrow for a line, each
        // example over its meaning, as help rows stand.
        let lines = text.split(separator: "\n").map(String.init)
        let columns = screen.size()?.columns ?? Int.max
        guard lines.contains(where: { DisplayWidth.of($0) > columns }) else {
          show(text)
          break
        }
        helpRows(lines.map(Self.termAndMeaning))
      case .board(let view):
        boardExcerpt(view)
      case .gap:
        show("")
      }
    }
    say(page.footer, hanging: "")
  }

  /// The top of the example board in `view`. On a terminal narrower than it, only the boxes
  /// that fit are drawn (one at the least), and a line says so: never a board broken across
  /// lines.
  private func boardExcerpt(_ view: BoardView) {
    let renderer = BoardRenderer(style: style)
    func top(boxes: Int) -> String {
      let board =
        view == .compact
        ? renderer.compact(RulesPage.example, marks: .none, boxes: boxes)
        : renderer.full(RulesPage.example, marks: .none, boxes: boxes)
      return board.split(separator: "\n").prefix(RulesPage.excerptLines).joined(separator: "\n")
    }
    // Measured with the line under it (`gridWidth` leaves a board's last line out).
    func width(_ excerpt: String) -> Int { BoardRenderer.gridWidth(excerpt + "\n") }
    let whole = top(boxes: 3)
    guard let columns = screen.size()?.columns, width(whole) > columns else { return show(whole) }
    let boxes = (1...2).last { width(top(boxes: $0)) <= columns } ?? 1
    show(top(boxes: boxes))
    say(Language.current.screenFitWords.boxesShown(boxes, needed: width(whole)), hanging: "")
  }

  /// `  r3c5=7           place 7 in r3c5`: the example and its meaning, split at the first run
  /// of two or more spaces after it.
  static func termAndMeaning(_ line: String) -> (usage: String, text: String) {
    let trimmed = line.drop { $0 == " " }
    guard let gap = trimmed.range(of: "  ") else { return (String(trimmed), "") }
    return (
      String(trimmed[..<gap.lowerBound]),
      String(trimmed[gap.upperBound...].drop { $0 == " " })
    )
  }
}
