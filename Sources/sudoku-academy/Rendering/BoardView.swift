/// How a board is drawn: `full` candidate blocks, one `compact` line per row, or `auto` (full when
/// it fits the terminal, else compact).
enum BoardView: String, CaseIterable, Sendable {
  case full, compact, auto
}
