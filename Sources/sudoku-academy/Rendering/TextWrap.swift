/// A piece of output that knows what it is, so that one place can fit it to the terminal.
///
/// Prose wraps at word boundaries to the terminal's width; a fixed block (a board, a table, a
/// HoDoKu library line, an example) is written exactly as it is, never wrapped or split.
enum Block: Equatable {
  /// Sentences. Each line of the text is wrapped on its own; its leading spaces are kept and its
  /// continuation lines are indented by at least `hanging`. Words joined by a no-break space
  /// (`String.keptTogether`) stay on one line when they fit on one.
  case prose(String, hanging: String = "  ", paint: Paint? = nil)
  /// Lines written as they are.
  case fixed(String)
  /// A lesson's indented line (cells and their candidates in columns): as it is where it fits;
  /// on a terminal narrower than it, folded at its runs of two or more spaces, each continuation
  /// under the line's indent (`TextWrap.fold`), so no cell is split from its candidates.
  case example(String)
}

/// Word wrapping by display width (escape sequences zero wide, wide characters two).
enum TextWrap {
  /// The character that glues words of one token (a HoDoKu step, an answer) together: the no-break
  /// space `String.keptTogether` (Academy) puts between them.
  static let glue: Character = "\u{A0}"

  /// Wraps one line at `width` columns; continuation lines start with at least `hanging`.
  ///
  /// A glued token that fits on a line never breaks; one longer than a whole line breaks at its
  /// glue points, so no line is wider than `width` unless a single word is.
  static func wrap(_ line: String, width: Int, hanging: String = "  ") -> [String] {
    let leading = String(line.prefix { $0 == " " })
    let indent = leading.count > hanging.count ? leading : hanging
    let indentWidth = DisplayWidth.of(indent)
    var lines: [String] = []
    var current = leading
    var currentWidth = DisplayWidth.of(leading)
    var isFresh = true
    func place(_ word: String, _ wordWidth: Int) {
      if isFresh {
        current += word
        currentWidth += wordWidth
        isFresh = false
      } else if currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(current)
        current = indent + word
        currentWidth = indentWidth + wordWidth
      }
    }
    let words = line.dropFirst(leading.count).split(
      separator: " ", omittingEmptySubsequences: false)
    for word in words {
      let wordWidth = DisplayWidth.of(word)
      if wordWidth > width - indentWidth, word.contains(glue) {
        // Too long for any line: its glued parts are words of their own.
        for part in word.split(separator: glue) { place(String(part), DisplayWidth.of(part)) }
      } else {
        place(String(word), wordWidth)
      }
    }
    lines.append(current)
    return lines.map { String($0.map { $0 == glue ? " " : $0 }) }
  }

  /// The blocks of a lesson section written in Markdown: paragraphs and `- ` list items are prose
  /// (their line breaks are the author's, not the reader's); indented lines (examples, diagrams)
  /// and blank lines are fixed. `code` spans lose their backticks, are painted and never break.
  static func lessonBlocks(_ text: String, style: RenderStyle) -> [Block] {
    var blocks: [Block] = []
    var paragraph: [String] = []
    var isItem = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      blocks.append(.prose(paragraph.joined(separator: " "), hanging: isItem ? "  " : ""))
      paragraph = []
      isItem = false
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.isEmpty {
        flush()
        blocks.append(.fixed(""))
      } else if line.hasPrefix("    ") || line.hasPrefix("\t") {
        flush()
        blocks.append(.example(line.replacingOccurrences(of: "`", with: "")))
      } else if line.hasPrefix("- ") {
        flush()
        isItem = true
        paragraph = [inlineCode(line, style: style)]
      } else {
        paragraph.append(inlineCode(line.trimmingLeadingSpaces, style: style))
      }
    }
    flush()
    return blocks
  }

  /// A line of columns separated by runs of two or more spaces, in lines of at most `width`
  /// columns: each starts with the line's indent and holds whole columns, with the spaces
  /// between them as they were. A column wider than `width` stands on a line of its own.
  static func fold(_ line: String, width: Int) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    var columns: [(gap: String, text: String)] = []
    var gap = ""
    var text = ""
    var spaces = ""
    for character in line.dropFirst(indent.count) {
      if character == " " {
        spaces.append(character)
        continue
      }
      if spaces.count >= 2 {
        columns.append((gap, text))
        (gap, text) = (spaces, "")
      } else {
        text += spaces
      }
      spaces = ""
      text.append(character)
    }
    if !text.isEmpty { columns.append((gap, text)) }
    var lines: [String] = []
    var current = ""
    for column in columns {
      if current.isEmpty {
        current = indent + column.text
      } else if DisplayWidth.of(current + column.gap + column.text) <= width {
        current += column.gap + column.text
      } else {
        lines.append(current)
        current = indent + column.text
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// `` `r1c1<>3` `` becomes `r1c1<>3`, painted as code and glued.
  static func inlineCode(_ line: String, style: RenderStyle) -> String {
    let parts = line.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count > 2 else { return line }
    var result = ""
    for (index, part) in parts.enumerated() {
      if index % 2 == 0 {
        result += part
      } else if index < parts.count - 1 {
        result += style.paint(String(part).keptTogether, .code)
      } else {
        result += "`" + part  // an unmatched backtick is text
      }
    }
    return result
  }
}

extension String {
  /// The text with common typographic characters spelled in ASCII, for terminals whose locale isn't UTF-8.
  var asciiPunctuation: String {
    let replacements: [Character: String] = [
      "—": "-", "–": "-", "’": "'", "‘": "'", "“": "\"", "”": "\"", "…": "...", "·": "-", "←": "<-",
      "→": "->", "×": "x", "≤": "<=", "≥": ">=", "✓": "+", "✗": "x", "■": "#", "□": ".", "≠": "<>",
    ]
    guard contains(where: { !$0.isASCII }) else { return self }
    return String(flatMap { character in replacements[character] ?? String(character) })
  }

  var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
