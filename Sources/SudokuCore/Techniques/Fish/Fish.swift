/// The details of a basic fish (X-Wing, Swordfish, Jellyfish): what the `.fish` case of
/// `Step`'s `Pattern` carries.
///
/// In the n `base` lines (rows, or columns) `digit` lies only in the n `cover` lines crossing them, on
/// `cells`; the digit leaves the cover lines outside the base lines.
public struct Fish: Hashable, Sendable {
  public let digit: Int
  /// Sorted; all rows or all columns.
  public let base: [House]
  /// Sorted; the other kind of line.
  public let cover: [House]
  /// The digit's candidates in the base lines, sorted.
  public let cells: [Cell]

  public init(digit: Int, base: [House], cover: [House], cells: [Cell]) {
    self.digit = digit
    self.base = base.sorted()
    self.cover = cover.sorted()
    self.cells = cells.sorted()
  }

  /// 2 for an X-Wing, 3 for a Swordfish, 4 for a Jellyfish.
  public var size: Int { base.count }

  /// HoDoKu's name for a basic fish of this size.
  public var name: String { ["X-Wing", "Swordfish", "Jellyfish"][size - 2] }

  /// HoDoKu's library code: 0300, 0301, 0302.
  public var libraryCode: String { ["0300", "0301", "0302"][size - 2] }
}
