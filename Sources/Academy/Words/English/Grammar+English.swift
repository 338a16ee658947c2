/// English grammar: `a, b and c`, `an 8`, `the 7s`, `in the row`.
struct EnglishGrammar: Grammar {
  func conjunction(or: Bool) -> String { or ? " or " : " and " }

  func form(of noun: Noun, count: Int) -> String {
    count == 1 ? noun.english.one : noun.english.many
  }

  // Of 1–9 only eight is said with a vowel sound (11 and 18 would be too).
  func indefinite(digit: Int) -> String {
    let spoken = String(digit)
    let vowelSound = spoken.hasPrefix("8") || spoken == "11" || spoken == "18"
    return (vowelSound ? "an " : "a ") + spoken
  }

  func number(word value: Int, _ gender: Gender) -> String? {
    let words = [
      "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
      "nineteen", "twenty",
    ]
    return words.indices.contains(value) ? words[value] : nil
  }

  func plural(digit: Int) -> String { "\(digit)s" }

  func article(_ gender: Gender, plural: Bool, after preposition: Preposition) -> String {
    switch preposition {
    case .none: "the"
    case .in: "in the"
    case .of: "of the"
    case .to: "to the"
    }
  }
}
