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
    for part in page.parts {
      switch part {
      case .prose(let text):
        say(text, hanging: "")
      case .terms(let terms):
        helpRows(terms.map { (usage: $0.term, text: $0.meaning) })
      case .fixed(let text):
        show(text)
      case .board(let view):
        let board = BoardRenderer(style: style).render(RulesPage.example, view: view)
        show(
          board.split(separator: "\n").prefix(RulesPage.excerptLines).joined(separator: "\n"))
      case .gap:
        show("")
      }
    }
    say(page.footer, hanging: "")
  }
}
