import SudokuCore

/// Houses in sentences: `row 3`, `column 5`, `box 2`; `linha 3`, `coluna 5`, `caixa 2` (the
/// engine's `r3`, `c5`, `b2` are HoDoKu's format and stay there). All three are feminine in
/// Portuguese (`a linha 3`, `as caixas 1 e 9`).
extension House.Kind {
  /// `row`, `column`, `box`; `linha`, `coluna`, `caixa`
  public var name: String { Language.current.nameWords.name(of: self) }

  /// `rows`, `columns`, `boxes`; `linhas`, `colunas`, `caixas`
  var pluralName: String { Language.current.nameWords.pluralName(of: self) }

  /// The gender its articles and numbers agree with (every kind is feminine in Portuguese).
  var gender: Gender { .feminine }
}

extension House {
  /// `row 3`, `column 5`, `box 2`; `linha 3`, `coluna 5`, `caixa 2`
  public var spelledOut: String { "\(kind.name) \(index + 1)" }
}
