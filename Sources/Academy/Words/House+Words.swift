import SudokuCore

/// Houses in sentences: `row 3`, `column 5`, `box 2` (the engine's `r3`, `c5`, `b2` are HoDoKu's
/// format and stay there).
extension House.Kind {
  /// `row`, `column`, `box`
  public var name: String {
    switch self {
    case .row: "row"
    case .column: "column"
    case .box: "box"
    }
  }

  /// `rows`, `columns`, `boxes`
  var pluralName: String { self == .box ? "boxes" : "\(name)s" }
}

extension House {
  /// `row 3`, `column 5`, `box 2`
  public var spelledOut: String { "\(kind.name) \(index + 1)" }
}
