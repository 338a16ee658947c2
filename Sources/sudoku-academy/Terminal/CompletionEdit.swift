/// What pressing Tab does to the line, decided without a terminal.
///
/// The line editor asks the shell's completer for the words that could stand where the cursor is,
/// then applies the edit this file computes: with `word` = `"les"` and candidates
/// `["lesson", "lessons"]` the edit is `.insert("son")` (the longest common prefix); a second Tab
/// with `word` = `"lesson"` gives `.list(["lesson", "lessons"])`.
enum CompletionEdit: Equatable, Sendable {
  /// Insert this text at the cursor.
  case insert(String)
  /// Show these candidates (sorted, without repeats); the line stays as it is.
  case list([String])
  /// Nothing matches: beep.
  case none
}

/// The edit for the word being typed, given the full words that could complete it.
///
/// Candidates that do not start with `word` (in any case: `R9C4` like `r9c4`) are ignored. One match inserts the rest of it and a
/// space (it is a whole word, so the next one can be typed at once); several matches insert their
/// longest common prefix when it is longer than `word`, and otherwise ask for the list.
func completionEdit(for candidates: [String], word: String) -> CompletionEdit {
  let lowered = word.lowercased()
  let matches = Array(Set(candidates.filter { $0.lowercased().hasPrefix(lowered) })).sorted()
  guard let first = matches.first else { return .none }
  if matches.count == 1 {
    return .insert(String(first.dropFirst(word.count)) + " ")
  }
  let prefix = matches.dropFirst().reduce(first) { commonPrefix($0, $1) }
  // The candidates' own case from here on: the typed word's case differs only in letters.
  if prefix.count > word.count {
    return .insert(String(prefix.dropFirst(word.count)))
  }
  return .list(matches)
}

/// The word the cursor is in: the text after the last space or tab before the cursor.
func wordBeforeCursor(_ textBeforeCursor: String) -> String {
  guard let space = textBeforeCursor.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
    return textBeforeCursor
  }
  return String(textBeforeCursor[textBeforeCursor.index(after: space)...])
}

/// Lays out words in columns, filled down then across like `ls`, within `width` columns.
///
/// Each column is as wide as its longest word plus two spaces; at least one column is used even
/// when a word is wider than `width`. Trailing spaces are trimmed from every line.
func columnLayout(_ words: [String], width: Int) -> [String] {
  guard !words.isEmpty else { return [] }
  let widths = words.map(\.count)
  func columnWidths(rows: Int) -> [Int] {
    stride(from: 0, to: widths.count, by: rows).map { start in
      widths[start..<min(start + rows, widths.count)].max()!
    }
  }
  var rows = 1
  while rows < words.count, columnWidths(rows: rows).reduce(0, { $0 + $1 + 2 }) - 2 > width {
    rows += 1
  }
  let widthsOfColumns = columnWidths(rows: rows)
  return (0..<rows).map { row in
    var line = ""
    for (column, columnWidth) in widthsOfColumns.enumerated() {
      let index = column * rows + row
      guard index < words.count else { break }
      line += words[index] + String(repeating: " ", count: columnWidth - widths[index] + 2)
    }
    while line.last == " " { line.removeLast() }
    return line
  }
}

private func commonPrefix(_ a: String, _ b: String) -> String {
  String(zip(a, b).prefix { $0 == $1 }.map(\.0))
}
