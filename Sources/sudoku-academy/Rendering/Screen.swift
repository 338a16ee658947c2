import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal, in character cells.
struct TerminalSize: Equatable, Sendable {
  var columns: Int
  var rows: Int

  /// The size of the terminal on `fd` now, or nil when it is not a terminal (or does not say).
  static func of(_ fd: Int32) -> TerminalSize? {
    var columns: Int32 = 0
    var rows: Int32 = 0
    guard cedit_terminal_size(fd, &columns, &rows) == 0 else { return nil }
    return TerminalSize(columns: Int(columns), rows: Int(rows))
  }
}

/// The one place where output is fitted to the screen: prose is wrapped by display width to the
/// terminal's width, read at every output so a resize is honoured (capped at 100 columns for
/// reading); fixed blocks are written as they are; glue becomes spaces; without UTF-8, typographic
/// characters become ASCII.
///
/// Not a terminal (scripted mode): prose at 80 columns, so scripts and tests see stable text.
struct Screen {
  var style: RenderStyle
  /// The terminal's size now, or nil when output is not a terminal.
  var size: () -> TerminalSize?
  /// Writes finished text (one or more lines, without the final newline).
  var write: (String) -> Void

  /// Prose is never wider than this, however wide the terminal.
  static let readingWidth = 100
  static let scriptedColumns = 80

  /// The width prose wraps at: one column short of the terminal (so the cursor never wraps),
  /// at most `readingWidth`.
  var proseWidth: Int {
    let columns = size()?.columns ?? Screen.scriptedColumns
    return max(20, min(columns - 1, Screen.readingWidth))
  }

  func emit(_ blocks: [Block]) {
    guard !blocks.isEmpty else { return }
    write(blocks.map(text).joined(separator: "\n"))
  }

  func emit(_ blocks: Block...) { emit(blocks) }

  /// The finished text of one block.
  func text(_ block: Block) -> String {
    let text: String
    switch block {
    case .prose(let prose, let hanging, let paint):
      let width = proseWidth
      // Spelled in ASCII before wrapping, so the lines are measured as they are shown.
      let prose = style.unicode ? prose : prose.asciiPunctuation
      text = prose.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        TextWrap.wrap(String($0), width: width, hanging: hanging)
      }.map { line in paint.map { style.paint(line, $0) } ?? line }.joined(separator: "\n")
    case .fixed(let fixed):
      text = String(fixed.map { $0 == TextWrap.glue ? " " : $0 })
    case .example(let line):
      // Folded only on a terminal it does not fit (never in scripted mode).
      let columns = size()?.columns ?? Int.max
      let lines =
        DisplayWidth.of(line) > columns ? TextWrap.fold(line, width: columns - 1) : [line]
      text = String(lines.joined(separator: "\n").map { $0 == TextWrap.glue ? " " : $0 })
    }
    return style.unicode ? text : text.asciiPunctuation
  }
}
