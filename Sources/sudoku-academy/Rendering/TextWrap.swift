/// Word wrapping for an 80-column terminal.
enum TextWrap {
  /// Wraps one logical line at `width` columns; continuation lines start with `indent`.
  static func wrap(_ line: String, width: Int = 79, indent: String = "  ") -> String {
    guard line.count > width else { return line }
    let leading = String(line.prefix { $0 == " " })
    var lines: [String] = []
    var current = leading
    for word in line.dropFirst(leading.count).split(
      separator: " ", omittingEmptySubsequences: false)
    {
      if current == leading && lines.isEmpty {
        current += word
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = indent + word
      }
    }
    lines.append(current)
    return lines.joined(separator: "\n")
  }

  /// Reflows prose written at another width: paragraphs (blank-line separated) and `- ` list items are
  /// joined and rewrapped; indented lines (examples, diagrams) are kept as they are.
  static func reflow(_ text: String, width: Int = 79) -> String {
    var output: [String] = []
    var paragraph: [String] = []
    var isItem = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      output.append(
        wrap(paragraph.joined(separator: " "), width: width, indent: isItem ? "  " : ""))
      paragraph = []
      isItem = false
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.isEmpty || line.hasPrefix("    ") || line.hasPrefix("\t") {
        flush()
        output.append(line)
      } else if line.hasPrefix("- ") {
        flush()
        isItem = true
        paragraph = [line]
      } else {
        paragraph.append(line.trimmingLeadingSpaces)
      }
    }
    flush()
    return output.joined(separator: "\n")
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
