/// European Portuguese grammar: `a, b e c`, `um 8`, `os 7`, `duas casas`, and the article joined
/// to its preposition (*em* + *a* = *na*, *de* + *o* = *do*).
struct PortugueseGrammar: Grammar {
  func conjunction(or: Bool) -> String { or ? " ou " : " e " }

  func form(of noun: Noun, count: Int) -> String {
    count == 1 ? noun.portuguese.one : noun.portuguese.many
  }

  func indefinite(digit: Int) -> String { "um \(digit)" }

  func number(word value: Int, _ gender: Gender) -> String? {
    let feminine = gender == .feminine
    let words = [
      feminine ? "nenhuma" : "nenhum", feminine ? "uma" : "um", feminine ? "duas" : "dois",
      "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze",
      "catorze", "quinze", "dezasseis", "dezassete", "dezoito", "dezanove", "vinte",
    ]
    return words.indices.contains(value) ? words[value] : nil
  }

  func plural(digit: Int) -> String { "\(digit)" }

  func article(_ gender: Gender, plural: Bool, after preposition: Preposition) -> String {
    let feminine = gender == .feminine
    let word =
      switch preposition {
      case .none: feminine ? "a" : "o"
      case .in: feminine ? "na" : "no"
      case .of: feminine ? "da" : "do"
      case .to: feminine ? "à" : "ao"
      }
    return plural ? word + "s" : word
  }
}
