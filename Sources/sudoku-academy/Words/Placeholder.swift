import Academy

/// A word of a usage that stands for what is typed (`<cell>`, `[level]`, `<subcommand>`), named in
/// the reader's language (`<casa>`, `[nível]`, `<subcomando>`, `HelpWords.placeholder`). The words
/// typed as they are beside it (`all`, `on|off`, `--yes`, `1-9`) and the upper-case values of
/// options (`--count N`) stay the same in every language.
enum Placeholder: String, CaseIterable, Sendable {
  case technique, number, part, level, puzzle, cell, command, page, subcommand, arguments, options
  case position, digits

  /// `cell`, `casa`: the placeholder's name in the reader's language.
  var shown: String { Language.current.helpWords.placeholder(self) }

  /// The usage with each placeholder between `<>` or `[]` in the reader's language, the rest as it
  /// is typed: `clear <cell>…` is `clear <casa>…`, `reset <technique|all>` is
  /// `reset <técnica|all>` in Portuguese.
  static func shown(in usage: String) -> String {
    var shown = ""
    var word = ""
    var depth = 0
    func endWord() {
      shown += depth > 0 ? (Placeholder(rawValue: word)?.shown ?? word) : word
      word = ""
    }
    for character in usage {
      if character.isLetter {
        word.append(character)
        continue
      }
      endWord()
      if character == "<" || character == "[" { depth += 1 }
      if character == ">" || character == "]" { depth = max(0, depth - 1) }
      shown.append(character)
    }
    endWord()
    return shown
  }
}
