import SudokuCore

/// The small grammar every sentence of a language shares: lists, counts, plurals, articles and
/// their contractions, and small numbers in words.
///
/// One conformer per language (`EnglishGrammar`, `PortugueseGrammar`), reached as
/// `Language.current.grammar`, so that "an 8", "1 hint / 2 hints", "a, b and c" and *na caixa 7*
/// are decided once for each language, and the sentences that use them say nothing of grammar.
/// What is the same in every language (a list's order, a count before its noun) is written once,
/// in the extension below; only the leaves differ.
public protocol Grammar: Sendable {
  /// The word between a list's last two items, with its spaces: ` and ` (with `or`: ` or `);
  /// ` e `, ` ou ` in Portuguese.
  func conjunction(or: Bool) -> String

  /// The form of `noun` that goes after `count`: `hint` for one, `hints` for any other count;
  /// `dica`, `dicas`.
  func form(of noun: Noun, count: Int) -> String

  /// The indefinite article for a digit, with the digit: `an 8`, `a 5` (English says "an" before
  /// the sound of a vowel); `um 8`, `um 5` (a digit, *o dígito*, is masculine).
  func indefinite(digit: Int) -> String

  /// A small count in words, agreeing with the noun counted: `no`, `one`, `two`, … `twenty`;
  /// `nenhum`/`nenhuma`, `um`/`uma`, `dois`/`duas`, … `vinte`. Nil past twenty (the caller writes
  /// the figure).
  func number(word value: Int, _ gender: Gender) -> String?

  /// A digit as a plural noun: `7s` (the sentence says *the 7s*); `7` in Portuguese (*os 7*: a
  /// digit has no plural ending there).
  func plural(digit: Int) -> String

  /// The definite article of a noun of `gender`, joined to the preposition before it where the
  /// language contracts them: `the`, `in the`, `of the`, `to the`; `a`, `na`, `da`, `à` (plural
  /// `as`, `nas`, `das`, `às`; masculine `o`, `no`, `do`, `ao`).
  func article(_ gender: Gender, plural: Bool, after preposition: Preposition) -> String
}

extension Grammar {
  /// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`); `a, b e c`, `a, b ou c` in
  /// Portuguese.
  public func list(_ items: [String], or: Bool = false) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + conjunction(or: or) + items.last!
    }
  }

  /// `1 hint`, `2 hints`, `0 mistakes`; `1 dica`, `2 dicas`, `0 erros`: a count and its noun.
  public func count(_ value: Int, _ noun: Noun) -> String {
    "\(value) \(form(of: noun, count: value))"
  }

  /// `one`, `two`, … `twenty`, then the figure: small counts in prose ("six different digits").
  public func number(_ value: Int, _ gender: Gender = .masculine) -> String {
    number(word: value, gender) ?? String(value)
  }

  /// How many techniques the academy teaches, in words, from the registry
  /// (`Technique.allCases`): `twelve` (*the twelve techniques*, *beyond the eighteen*); `doze`,
  /// agreeing with *técnicas* (*as doze técnicas*, *além das doze*).
  public var techniqueCount: String { number(Technique.allCases.count, .feminine) }

  /// The text with its first letter made upper case (a list used to open a sentence).
  public func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

/// A preposition that may join the article after it (`in the`; *em* + *a* = *na*): what
/// `Grammar.article(_:plural:after:)` puts before a noun.
public enum Preposition: Hashable, Sendable {
  /// The article alone: `the`; `a`, `o`.
  case none
  /// `in the`; *em*: `na`, `no`.
  case `in`
  /// `of the`; *de*: `da`, `do`.
  case of
  /// `to the`; *a*: `à`, `ao`.
  case to
}

/// A noun's gender, which its articles and small numbers agree with (`uma casa`,
/// `dois candidatos`); English nouns have none that shows.
public enum Gender: Hashable, Sendable {
  case masculine, feminine
}

/// A countable noun in every language, singular and plural, with its Portuguese gender: what
/// `counted` puts after a number. The nouns are declared where they are used; the common ones
/// are here. Each language's grammar picks its own forms (`Grammar.form(of:count:)`).
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
    Language.current.grammar.form(of: self, count: count)
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
  public static let single = Noun(en: "single", "singles", pt: "único", "únicos", .masculine)
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

/// The grammar's functions under the names the sentences have always called them by
/// (`Phrasing.number(3)`, `Phrasing.article(8)`): each asks `Language.current.grammar`.
enum Phrasing {
  /// `a, b and c`: `Grammar.list(_:or:)` in the reader's language.
  static func list(_ items: [String], or: Bool = false) -> String {
    Language.current.grammar.list(items, or: or)
  }

  /// `2 hints`: `Grammar.count(_:_:)` in the reader's language.
  static func count(_ value: Int, _ noun: Noun) -> String {
    Language.current.grammar.count(value, noun)
  }

  /// `an 8`, `um 8`: `Grammar.indefinite(digit:)` in the reader's language.
  static func article(_ digit: Int) -> String {
    Language.current.grammar.indefinite(digit: digit)
  }

  /// `six`, `duas`: `Grammar.number(_:_:)` in the reader's language.
  static func number(_ value: Int, _ gender: Gender = .masculine) -> String {
    Language.current.grammar.number(value, gender)
  }

  /// The text with its first letter made upper case.
  static func capitalized(_ text: String) -> String {
    Language.current.grammar.capitalized(text)
  }
}

/// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`), in the reader's language: the one list
/// of words every message uses, the command line's included.
public func listed(_ items: [String], or: Bool = false) -> String {
  Language.current.grammar.list(items, or: or)
}

/// `1 hint`, `2 hints` (`1 dica`, `2 dicas`): a count and its noun, plural unless the count is
/// one.
public func counted(_ value: Int, _ noun: Noun) -> String {
  Language.current.grammar.count(value, noun)
}

/// `3`, `3 and 4`
func digitList(_ digits: DigitSet) -> String { listed(digits.map(String.init)) }

/// `7s`; in Portuguese `7` (the sentence says *os 7*: a digit has no plural ending there).
func plural(_ digit: Int) -> String { Language.current.grammar.plural(digit: digit) }
