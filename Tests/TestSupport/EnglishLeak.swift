/// Finds English left in a text that should be Portuguese: the test that fails when a message
/// was given no Portuguese (issue 20).
///
/// It looks for English function words and Sudoku nouns that no Portuguese sentence contains,
/// as whole words, ignoring what stays English in both languages by design: commands and their
/// words (`hint`, `show`, `study easy`, `sound on`, `reset all`), cells and answers (`r3c5=7`),
/// technique keys (`naked-pair`) and HoDoKu's step strings (`Naked Pair: 3,9 in r8c34 =>
/// r8c2<>3`, `Locked Candidates Type 1 (Pointing)`). So `in`, `on`, `all`, `no`, `type` and the
/// technique names are not on the list, nor `lesson` and `lessons`: they are commands (`lesson 3`,
/// `Também: lessons, lesson, guide…`), like `hint`.
public enum EnglishLeak {
  /// English words that never occur in Portuguese prose.
  public static let markers: Set<String> = [
    "the", "is", "are", "and", "of", "to", "with", "you", "your", "not", "this", "that", "from",
    "only", "which", "has", "have", "there", "would", "must", "can", "cannot", "when", "then",
    // Not `for`: Portuguese too (*se r4c8 for 7*, *quando for*).
    "it", "its", "be", "was", "were", "will", "an", "or", "by", "at", "if", "every",
    "each", "cell", "cells", "row", "rows", "column", "columns", "box", "boxes", "digit",
    "digits", "candidate", "candidates", "mistake", "mistakes", "hints", "solved", "correct",
    "miss", "one", "two", "three", "first", "next", "type", "see", "sees", "here", "now", "yet",
    "drills", "puzzle's", "what", "where", "why", "how", "than", "but",
  ]

  /// The English words of `text` (lower-cased, in order, repeats kept), after dropping the
  /// formats that stay English: backticked spans, HoDoKu step strings (`Name: … => …`), and
  /// words joined to digits or dashes (`r3c5`, `naked-pair`), and `{placeholders}`.
  public static func words(in text: String) -> [String] {
    var found: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      for word in tokens(of: stripped(String(line))) where markers.contains(word) {
        found.append(word)
      }
    }
    return found
  }

  /// `text` without what is a format: `…` spans, a word quoted as typed (`«every»`, one word
  /// between « »: a Portuguese message quoting what it was given), a lesson's `{houses}` and
  /// `{digits}` placeholders, and HoDoKu step strings.
  static func stripped(_ line: String) -> String {
    var text = ""
    var inCode = false
    var inPlaceholder = false
    for character in line {
      if character == "`" {
        inCode.toggle()
        continue
      }
      if character == "{" || character == "}" {
        inPlaceholder = character == "{"
        continue
      }
      if !inCode && !inPlaceholder { text.append(character) }
    }
    var from = text.startIndex
    while let open = text[from...].range(of: "«"),
      let close = text[open.upperBound...].range(of: "»")
    {
      if text[open.upperBound..<close.lowerBound].contains(" ") {
        from = close.upperBound
      } else {
        let offset = text.distance(from: text.startIndex, to: open.lowerBound)
        text.replaceSubrange(open.lowerBound..<close.upperBound, with: " ")
        from = text.index(text.startIndex, offsetBy: offset + 1)
      }
    }
    // A HoDoKu step string runs from its technique name to its last elimination or placement:
    // drop every span "… => …" back to the sentence break before it.
    while let arrow = text.range(of: " => ") {
      let before = text[..<arrow.lowerBound]
      let start =
        before.lastIndex(where: { ".;(—\u{2014}\"«".contains($0) }).map { text.index(after: $0) }
        ?? text.startIndex
      let after = text[arrow.upperBound...]
      let end = after.firstIndex(where: { $0 == " " || $0 == ")" || $0 == "\"" }) ?? text.endIndex
      text.replaceSubrange(start..<end, with: " ")
    }
    return text
  }

  /// Lower-cased words of letters only; a word touching a digit, `-`, `_`, `=` or `<` is a
  /// format (a cell, a key, an answer) and skipped, and so is a run glued by no-break spaces
  /// (U+00A0, `keptTogether`): the words layer glues only formats, a HoDoKu pattern without its
  /// eliminations among them (`Skyscraper: 4 in r5c1,r6c6 (connected by r3c16)`).
  static func tokens(of text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var format = false
    func flush() {
      if !current.isEmpty && !format { words.append(current.lowercased()) }
      current = ""
      format = false
    }
    for character in text {
      if character.isLetter || character == "'" {
        current.append(character)
      } else if character.isNumber || "-_=<>/\u{A0}".contains(character) {
        format = true
        if current.isEmpty { continue }
      } else {
        flush()
      }
    }
    flush()
    return words
  }
}
