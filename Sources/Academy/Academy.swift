import SudokuCore

/// The curriculum: the six techniques in teaching order.
public let curriculum: [Technique] = Technique.allCases
