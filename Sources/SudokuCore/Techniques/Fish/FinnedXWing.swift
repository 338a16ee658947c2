/// The details of a finned X-Wing (HoDoKu's Finned X-Wing, and its Sashimi X-Wing): what the
/// `.finnedXWing` case of `Step`'s `Pattern` carries.
///
/// In the two `base` lines (rows, or columns) `digit` lies in the two `cover` lines crossing them
/// (on `cells`, the body: each base line and each cover line holds at least one) and, besides, in
/// the `fins`, all in one box. Either some fin is the digit, or the body is an X-Wing and the digit
/// leaves the cover lines outside the base lines; so it goes from the cells of the cover lines,
/// outside the base lines, that see every fin — those in the fin box. When a base line's body is a
/// single cell (a corner of the X-Wing missing), HoDoKu calls it a Sashimi X-Wing.
public struct FinnedXWing: Hashable, Sendable {
  public let digit: Int
  /// Sorted; both rows or both columns.
  public let base: [House]
  /// Sorted; the other kind of line.
  public let cover: [House]
  /// The base lines' candidates in the cover lines, sorted.
  public let cells: [Cell]
  /// The base lines' candidates outside the cover lines, sorted; one box holds them all.
  public let fins: [Cell]

  public init(digit: Int, base: [House], cover: [House], cells: [Cell], fins: [Cell]) {
    self.digit = digit
    self.base = base.sorted()
    self.cover = cover.sorted()
    self.cells = cells.sorted()
    self.fins = fins.sorted()
  }

  /// The box that holds every fin.
  public var finBox: House { .box(fins[0].box) }

  /// Whether a cover line crosses the fins' box (else no cell can lose the digit).
  public var finBoxMeetsCover: Bool {
    cover.contains { line in line.cells.contains { $0.box == fins[0].box } }
  }

  /// Whether a base line's body is a single cell: HoDoKu's Sashimi X-Wing.
  public var isSashimi: Bool {
    base.contains { line in cells.filter(line.contains).count < 2 }
  }
}
