import SudokuCore

struct EnglishNameWords: NameWords {
  func name(of kind: House.Kind) -> String {
    switch kind {
    case .row: "row"
    case .column: "column"
    case .box: "box"
    }
  }

  func pluralName(of kind: House.Kind) -> String {
    kind == .box ? "boxes" : "\(name(of: kind))s"
  }

  func keepsCapital(_ technique: Technique) -> Bool { false }

  func phrase(_ technique: Technique) -> String { technique.teaching.names.english.phrase }

  func counted(_ technique: Technique, _ count: Int) -> String {
    guard let plural = technique.teaching.names.english.plural else {
      let times = count == 2 ? "twice" : "\(Phrasing.number(count)) times"
      return "\(technique.teaching.names.english.phrase) \(times)"
    }
    return "\(Phrasing.number(count)) \(plural)"
  }

  func endNoun(_ technique: Technique) -> String? { technique.teaching.names.english.endNoun }

  func stepNoun(_ technique: Technique) -> String { technique.teaching.names.english.stepNoun }
}
