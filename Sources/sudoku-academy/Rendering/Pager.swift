/// Cuts a long output into parts that each fit a terminal's height, at the places the output
/// allows: between the pieces it was written in (a section, a help row, a board), never between
/// a heading and the piece it introduces, and inside a piece only when that piece is taller than
/// a part (then between its paragraphs, or at a line when a paragraph is taller still). A row of
/// a table carries the table's heading, which is written again at the top of a part the row
/// starts, so every part of the progress table says what its columns are.
///
/// `guide`, `help`, `rules` and `progress` are written through it on a terminal: a text that fits is written
/// as it is; a longer one comes a part at a time, each ending with a line saying how to get the
/// next (`— Enter for part 2 of 3 —`). Not a terminal (a pipe, a script): always whole.
enum Pager {
  /// One write of the output: its finished lines, and whether it stays on the part of the piece
  /// after it (a heading does).
  struct Piece: Equatable {
    var lines: [String]
    var keepsWithNext = false
    /// Lines written again above this piece when a part starts with it (a table's heading).
    var heading: [String] = []
  }

  /// The parts of `pieces`, each at most `height` lines (at least one line each).
  static func parts(_ pieces: [Piece], height: Int) -> [[String]] {
    let height = max(1, height)
    // A heading and the piece after it are one block.
    var blocks: [(lines: [String], heading: [String])] = []
    var open: [String] = []
    var openHeading: [String] = []
    for piece in pieces {
      if open.isEmpty { openHeading = piece.heading }
      open += piece.lines
      if !piece.keepsWithNext {
        blocks.append((open, openHeading))
        open = []
      }
    }
    if !open.isEmpty { blocks.append((open, openHeading)) }
    var parts: [[String]] = [[]]
    for (lines, heading) in blocks {
      var block = lines
      if !parts[parts.count - 1].isEmpty && parts[parts.count - 1].count + block.count > height {
        parts.append([])
      }
      // A table's row that starts a part has the table's heading above it again.
      if parts[parts.count - 1].isEmpty && !heading.isEmpty
        && heading.count + block.count <= height
      {
        block = heading + block
      }
      // A part does not start with blank lines (a heading's space above it).
      if parts[parts.count - 1].isEmpty { block = Array(block.drop(while: \.isEmpty)) }
      // A block taller than a part: cut at its last blank line that leaves the part full
      // enough (between paragraphs), else at the part's last line.
      while parts[parts.count - 1].count + block.count > height {
        let room = height - parts[parts.count - 1].count
        let blank = block.prefix(room + 1).lastIndex(where: \.isEmpty) ?? 0
        let cut = blank > 0 && blank >= room / 2 ? blank : room
        parts[parts.count - 1] += block.prefix(cut)
        block = Array(block.dropFirst(cut).drop(while: \.isEmpty))
        parts.append([])
      }
      parts[parts.count - 1] += block
    }
    // Nor ends with them, before the line that says what comes next.
    return parts.map { Array($0.reversed().drop(while: \.isEmpty).reversed()) }
      .filter { !$0.isEmpty }
  }
}

/// Where the shell's finished text goes: straight to the output, or, while a command is being
/// paged, into pieces (see `Pager`).
final class PagedOutput {
  let output: (String) -> Void
  /// The pieces written since paging began; nil when not paging.
  var pieces: [Pager.Piece]?

  init(_ output: @escaping (String) -> Void) { self.output = output }

  func write(_ text: String) {
    guard pieces != nil else { return output(text) }
    pieces!.append(
      Pager.Piece(
        lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
  }

  /// The last piece written stays on one part with the next.
  func keepWithNext() {
    guard let last = pieces?.indices.last else { return }
    pieces![last].keepsWithNext = true
  }

  /// The last piece written has `heading` above it again when a part starts with it.
  func repeatHeading(_ heading: String) {
    guard let last = pieces?.indices.last else { return }
    pieces![last].heading = heading.split(separator: "\n").map(String.init)
  }
}
