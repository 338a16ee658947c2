import Academy
import SudokuCore

/// The game review laid out (`study review` in the shell, `review-game` outside it): the summary,
/// each key moment with its board as it stood (compact, the way on marked), what to practise, and
/// every move on a line of its own. Each piece says whether it stays with the next one, so the
/// shell's pages never cut a heading from what it introduces, or a moment from its board; a part
/// that starts inside the moves' table has its heading again.
enum GameReviewView {
  struct Piece {
    let block: Block
    var keepsWithNext = false
    /// Written again above the piece when a part starts with it (a row of the moves' table).
    var heading: String?
  }

  static func pieces(_ text: GameReviewText, style: RenderStyle) -> [Piece] {
    var pieces = [
      Piece(
        block: .prose(style.paint(text.heading, .heading), hanging: "", paint: nil),
        keepsWithNext: true)
    ]
    pieces += text.summary.map { Piece(block: .prose($0, hanging: "  ", paint: nil)) }
    if !text.keyMoments.isEmpty {
      pieces.append(
        Piece(
          block: .fixed("\n" + style.paint(text.keyMomentsHeading, .heading)), keepsWithNext: true))
      let renderer = BoardRenderer(style: style, learnerMarks: false)
      for moment in text.keyMoments {
        pieces.append(
          Piece(block: .prose(moment.text, hanging: "  ", paint: nil), keepsWithNext: true))
        let marks = moment.step.map { BoardMarks(step: $0, grid: moment.board) } ?? .none
        pieces.append(
          Piece(block: .fixed(renderer.render(moment.board, marks: marks, view: .compact))))
      }
    }
    pieces.append(Piece(block: .fixed("")))
    pieces += text.practise.map { Piece(block: .prose($0, hanging: "  ", paint: nil)) }
    pieces.append(
      Piece(block: .fixed("\n" + style.paint(text.movesHeading, .heading)), keepsWithNext: true))
    let indent = String(repeating: " ", count: 14)
    for line in text.moves {
      let number = String(repeating: " ", count: max(0, 4 - line.number.count)) + line.number
      let time = line.time + String(repeating: " ", count: max(0, 7 - line.time.count))
      pieces.append(
        Piece(
          block: .prose("\(number)  \(time) \(line.text)", hanging: indent, paint: nil),
          heading: style.paint(text.movesHeading, .heading)))
    }
    return pieces
  }
}
