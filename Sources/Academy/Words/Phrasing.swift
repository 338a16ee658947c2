import SudokuCore

/// The small grammar every sentence of the words layer shares: lists, counts, plurals and articles.
///
/// One place for them, so that "an 8", "1 hint / 2 hints" and "a, b and c" are decided once, for
/// each language (`Language.current`), and the sentences that use them say nothing of grammar.
enum Phrasing {
  /// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`); `a, b e c`, `a, b ou c` in
  /// Portuguese.
  static func list(_ items: [String], or: Bool = false) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default:
      items.dropLast().joined(separator: ", ")
        + inLanguage(en: or ? " or " : " and ", pt: or ? " ou " : " e ") + items.last!
    }
  }

  /// `1 hint`, `2 hints`, `0 mistakes`; `1 dica`, `2 dicas`, `0 erros`: a count and its noun,
  /// plural unless the count is one (in both languages).
  static func count(_ value: Int, _ noun: Noun) -> String {
    "\(value) \(noun.form(value))"
  }

  /// The indefinite article for a digit: `an 8`, `a 5` (English says "an" before the sound of a
  /// vowel: of 1–9 only eight, and 11 and 18 would be too); `um 8`, `um 5` (a digit, *o
  /// dígito*, is masculine).
  static func article(_ digit: Int) -> String {
    let spoken = String(digit)
    guard Language.current == .english else { return "um " + spoken }
    let vowelSound = spoken.hasPrefix("8") || spoken == "11" || spoken == "18"
    return (vowelSound ? "an " : "a ") + spoken
  }

  /// `one`, `two`, … `nine`: small counts in prose ("six different digits"); in Portuguese
  /// agreeing with the noun counted: `um dígito`, `duas casas`, `nenhuma casa`.
  static func number(_ value: Int, _ gender: Gender = .masculine) -> String {
    let words: [String]
    switch Language.current {
    case .english:
      words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    case .portuguese:
      let feminine = gender == .feminine
      words = [
        feminine ? "nenhuma" : "nenhum", feminine ? "uma" : "um", feminine ? "duas" : "dois",
        "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
      ]
    }
    return words.indices.contains(value) ? words[value] : String(value)
  }

  /// The sentence with its first letter made upper case (a list used to open a sentence).
  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

/// A Portuguese noun's gender, which its articles and small numbers agree with (`uma casa`,
/// `dois candidatos`).
public enum Gender: Hashable, Sendable {
  case masculine, feminine
}

/// A countable noun in both languages, singular and plural, with its Portuguese gender: what
/// `counted` puts after a number. The nouns are declared where they are used; the common ones
/// are here.
public struct Noun: Hashable, Sendable {
  let english: (one: String, many: String)
  let portuguese: (one: String, many: String)
  public let gender: Gender

  public init(
    en english: String, _ englishPlural: String, pt portuguese: String,
    _ portuguesePlural: String, _ gender: Gender
  ) {
    self.english = (english, englishPlural)
    self.portuguese = (portuguese, portuguesePlural)
    self.gender = gender
  }

  /// The form that goes after `count`, in the reader's language: singular for one, else plural.
  public func form(_ count: Int) -> String {
    switch Language.current {
    case .english: count == 1 ? english.one : english.many
    case .portuguese: count == 1 ? portuguese.one : portuguese.many
    }
  }

  public static func == (a: Noun, b: Noun) -> Bool {
    a.english == b.english && a.portuguese == b.portuguese && a.gender == b.gender
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(english.one)
    hasher.combine(portuguese.one)
  }
}

extension Noun {
  public static let mistake = Noun(en: "mistake", "mistakes", pt: "erro", "erros", .masculine)
  public static let hint = Noun(en: "hint", "hints", pt: "dica", "dicas", .feminine)
  public static let reveal = Noun(
    en: "reveal", "reveals", pt: "revelação", "revelações", .feminine)
  public static let move = Noun(en: "move", "moves", pt: "jogada", "jogadas", .feminine)
  public static let drill = Noun(
    en: "drill", "drills", pt: "exercício", "exercícios", .masculine)
  public static let candidate = Noun(
    en: "candidate", "candidates", pt: "candidato", "candidatos", .masculine)
  public static let cell = Noun(en: "cell", "cells", pt: "casa", "casas", .feminine)
  public static let digit = Noun(en: "digit", "digits", pt: "dígito", "dígitos", .masculine)
  public static let clue = Noun(en: "clue", "clues", pt: "pista", "pistas", .feminine)
  public static let step = Noun(en: "step", "steps", pt: "passo", "passos", .masculine)
  public static let puzzle = Noun(en: "puzzle", "puzzles", pt: "puzzle", "puzzles", .masculine)
  public static let lesson = Noun(en: "lesson", "lessons", pt: "lição", "lições", .feminine)
  public static let level = Noun(en: "level", "levels", pt: "nível", "níveis", .masculine)
  public static let star = Noun(en: "star", "stars", pt: "estrela", "estrelas", .feminine)
  public static let game = Noun(en: "game", "games", pt: "jogo", "jogos", .masculine)
  public static let answer = Noun(en: "answer", "answers", pt: "resposta", "respostas", .feminine)
  public static let solution = Noun(
    en: "solution", "solutions", pt: "solução", "soluções", .feminine)
  public static let line = Noun(en: "line", "lines", pt: "linha", "linhas", .feminine)
  public static let otherInstance = Noun(
    en: "other instance", "other instances", pt: "outra ocorrência", "outras ocorrências",
    .feminine)
  public static let second = Noun(en: "second", "seconds", pt: "segundo", "segundos", .masculine)
  public static let minute = Noun(en: "minute", "minutes", pt: "minuto", "minutos", .masculine)
  public static let hour = Noun(en: "hour", "hours", pt: "hora", "horas", .feminine)
  public static let day = Noun(en: "day", "days", pt: "dia", "dias", .masculine)
}

/// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`), in the reader's language: the one list
/// of words every message uses, the command line's included.
public func listed(_ items: [String], or: Bool = false) -> String { Phrasing.list(items, or: or) }

/// `1 hint`, `2 hints` (`1 dica`, `2 dicas`): a count and its noun, plural unless the count is
/// one.
public func counted(_ value: Int, _ noun: Noun) -> String { Phrasing.count(value, noun) }

/// `3`, `3 and 4`
func digitList(_ digits: DigitSet) -> String { listed(digits.map(String.init)) }

/// `7s`; in Portuguese `7` (the sentence says *os 7*: a digit has no plural ending there).
func plural(_ digit: Int) -> String { inLanguage(en: "\(digit)s", pt: "\(digit)") }
