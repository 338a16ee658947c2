import SudokuCore

struct PortugueseNameWords: NameWords {
  func name(of kind: House.Kind) -> String {
    switch kind {
    case .row: "linha"
    case .column: "coluna"
    case .box: "caixa"
    }
  }

  func pluralName(of kind: House.Kind) -> String { "\(name(of: kind))s" }

  func keepsCapital(_ technique: Technique) -> Bool {
    technique.teaching.names.portuguese.keepsCapital
  }

  func phrase(_ technique: Technique) -> String {
    (technique.gender == .feminine ? "uma " : "um ") + technique.nameInSentence
  }

  func counted(_ technique: Technique, _ count: Int) -> String {
    "\(Phrasing.number(count, technique.gender)) \(technique.teaching.names.portuguese.plural)"
  }

  func endNoun(_ technique: Technique) -> String? { technique.teaching.names.portuguese.endNoun }

  func stepNoun(_ technique: Technique) -> String { technique.nameInSentence }
}
