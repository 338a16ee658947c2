/// The details of an XYZ-Wing: what the `.xyzWing` case of `Step`'s `Pattern` carries.
///
/// The `pivot` shows exactly three digits, x, y and z; it sees two `pincers`, showing exactly x,z
/// and y,z. Whichever digit the pivot takes, it or one pincer is z, so z leaves every cell that
/// sees all three.
public struct XYZWing: Hashable, Sendable {
  public let pivot: Cell
  /// Sorted.
  public let pincers: [Cell]
  /// The pivot's three candidates.
  public let digits: DigitSet
  /// The digit the three cells share and the wing removes.
  public let z: Int

  public init(pivot: Cell, pincers: [Cell], digits: DigitSet, z: Int) {
    self.pivot = pivot
    self.pincers = pincers.sorted()
    self.digits = digits
    self.z = z
  }

  /// The pivot and the pincers, sorted.
  public var cells: [Cell] { ([pivot] + pincers).sorted() }
}
