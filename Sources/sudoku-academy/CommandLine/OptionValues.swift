import Academy
import SudokuCore

/// The options of one command line as typed values: what the commands read, in place of names
/// looked up in a dictionary (where `options["progres"]` compiled and found nothing).
///
/// `Invocation(parsing:)` fills it after checking every value against its `OptionSpec`, so each
/// field holds only what the declaration accepts; an option not given keeps its default.
/// `--seed 5 --json generate` reads as `OptionValues(seed: 5, json: true)`.
struct OptionValues: Equatable, Sendable {
  /// `--progress PATH`; nil: the default file in our own folder.
  var progress: String?
  /// `--seed S`; nil: a random seed.
  var seed: UInt64?
  /// `--color MODE`.
  var color: ColorMode = .auto
  /// `--ascii`.
  var ascii = false
  /// `--lessons DIR`; nil: the lessons built in.
  var lessons: String?
  /// `--count N`.
  var count = 1
  /// `--difficulty LEVEL`.
  var difficulty: Difficulty = .medium
  /// `--symmetric`.
  var symmetric = false
  /// `--json`.
  var json = false
  /// `--language LANG`; nil: the shell's stored choice, else the locale.
  var language: Language?

  /// Keeps the value of option `name`, already checked by the parser (`value` is nil for a flag).
  ///
  /// A switch over every name, so a new option cannot be declared without a place for its value.
  /// `--help` and `--version` are actions, not values: `Invocation` reads them itself.
  mutating func set(_ name: OptionName, to value: String?) {
    switch name {
    case .progress: progress = value
    case .seed: seed = value.flatMap { UInt64($0) }
    case .color: color = value.flatMap { ColorMode(rawValue: $0.lowercased()) } ?? color
    case .ascii: ascii = true
    case .lessons: lessons = value
    case .count: count = value.flatMap { Int($0) } ?? count
    case .difficulty:
      difficulty = value.flatMap { Difficulty(rawValue: $0.lowercased()) } ?? difficulty
    case .symmetric: symmetric = true
    case .json: json = true
    case .language: language = value.flatMap(Language.init(word:))
    case .help, .version: break
    }
  }
}

/// `--color`'s modes.
enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}
