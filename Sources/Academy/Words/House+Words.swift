import SudokuCore

/// Houses in sentences: `row 3`, `column 5`, `box 2`; `linha 3`, `coluna 5`, `caixa 2` (the
/// engine's `r3`, `c5`, `b2` are HoDoKu's format and stay there). All three are feminine in
/// Portuguese (`a linha 3`, `as caixas 1 e 9`).
extension House.Kind {
  /// `row`, `column`, `box`; `linha`, `coluna`, `caixa`
  public var name: String {
    switch (self, Language.current) {
    case (.row, .english): "row"
    case (.column, .english): "column"
    case (.box, .english): "box"
    case (.row, .portuguese): "linha"
    case (.column, .portuguese): "coluna"
    case (.box, .portuguese): "caixa"
    }
  }

  /// `rows`, `columns`, `boxes`; `linhas`, `colunas`, `caixas`
  var pluralName: String {
    switch (self, Language.current) {
    case (.box, .english): "boxes"
    case (.row, .english), (.column, .english), (_, .portuguese): "\(name)s"
    }
  }

  /// The gender its articles and numbers agree with (every kind is feminine in Portuguese).
  var gender: Gender { .feminine }
}

extension House {
  /// `row 3`, `column 5`, `box 2`; `linha 3`, `coluna 5`, `caixa 2`
  public var spelledOut: String { "\(kind.name) \(index + 1)" }
}
