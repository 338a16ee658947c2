import Academy
import SudokuCore

/// Boards in the session's view, and the `board` command.
extension Shell {
  /// The board in the session's view, with its legend; `auto` picks the view that fits the
  /// terminal with `extraLines` around it (a header, the prompt). A board wider than the
  /// terminal is not drawn (it would break across lines): in its place, how wide the terminal
  /// must be, and that `board 1` … `board 9` (a digit at a time, narrower) fit — or, for a
  /// lesson's example (`isExample`), which `board` does not draw, only that the text describes it.
  /// `learnerMarks`: the candidates of `grid` are the learner's pencil marks (notes mode), as
  /// the legend then says.
  func boardText(
    _ grid: Grid, marks: BoardMarks = .none, extraLines: Int = 2, isExample: Bool = false,
    learnerMarks: Bool = false
  ) -> String {
    let renderer = BoardRenderer(style: style, learnerMarks: learnerMarks)
    let size = screen.size()
    let text: String
    let needed: Int?
    if boardView == .auto {
      let fitted = renderer.fitted(grid, marks: marks, size: size, extraLines: extraLines)
      (text, needed) = (fitted.text, fitted.neededColumns)
    } else {
      text = renderer.render(
        grid, marks: marks, view: boardView, width: size.map { $0.columns - 1 })
      let width = BoardRenderer.gridWidth(text)
      needed = size.flatMap { width > $0.columns ? width : nil }
    }
    guard let needed else { return text }
    if isExample {
      let note = Language.current.boardWords.exampleTooNarrow(
        needed: needed, columns: size?.columns ?? 0)
      return screen.text(.prose(note, hanging: "", paint: nil))
    }
    let note =
      BoardRenderer.tooNarrow(needed: needed, columns: size?.columns ?? 0) + " "
      + Language.current.screenFitWords.oneDigitAtATime
    return screen.text(.prose(note, hanging: "", paint: nil))
  }

  /// `board`: what is open, again; `board full|compact|auto`: the view for the session;
  /// `board 4`: one look at where 4 is placed and where it can still go.
  func board(_ argument: String?) {
    let open = focus.activity
    guard let argument else {
      guard let open else { return say(ActivityKind.drill.notOpen(.board)) }
      return open.redraw()
    }
    if let view = BoardView(rawValue: argument.lowercased()) {
      boardView = view
      guard let grid = open?.grid else {
        say(
          Language.current.shellWords.boardsWillBeDrawn(view: Self.phrase(view)))
        return
      }
      say(
        Language.current.shellWords.boardsAreDrawn(view: Self.phrase(view)))
      show(boardText(grid, learnerMarks: open?.drawsLearnerMarks ?? false))
      return
    }
    if argument.count == 1, let digit = Int(argument), (1...9).contains(digit) {
      guard let open else { return say(ActivityKind.drill.notOpen(.board)) }
      show(
        BoardRenderer(style: style, learnerMarks: open.drawsLearnerMarks).digit(
          digit, in: open.grid, width: screen.size().map { $0.columns - 1 }))
      return
    }
    let word = Shell.clip(argument)
    say(
      Language.current.shellWords.notABoardArgument(word))
  }

  /// How a view is said: `auto` is what it does, not its name; in Portuguese the view's name is
  /// the view's Portuguese name, as rules 3 says it (`na vista completa`, `na vista compacta`).
  static func phrase(_ view: BoardView) -> String {
    Language.current.shellWords.boardView(view)
  }
}
