import Foundation

/// One line of input, classified.
enum ShellInput: Equatable {
  case empty
  case command(ShellCommand, [String])
  case answer(String)
  case unknown(String, suggestion: String?)

  init(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      self = .empty
      return
    }
    if ShellInput.looksLikeAnswer(trimmed) {
      self = .answer(trimmed)
      return
    }
    let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if let command = ShellCommand(word: words[0]) {
      self = .command(command, Array(words.dropFirst()))
    } else {
      self = .unknown(
        words[0], suggestion: nearest(to: words[0].lowercased(), in: ShellCommand.allWords))
    }
  }

  /// `r3c5…` or `-7r3c5`: answers start with a cell or a minus and a digit.
  static func looksLikeAnswer(_ text: String) -> Bool {
    let characters = Array(text.lowercased().prefix(3))
    guard let first = characters.first else { return false }
    if first == "r" {
      return characters.count > 1 && (characters[1].isNumber || characters[1] == " ")
    }
    if first == "-" {
      return characters.count > 1 && (characters[1].isNumber || characters[1] == " ")
    }
    return false
  }
}
