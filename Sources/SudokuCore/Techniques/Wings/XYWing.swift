/// The details of an XY-Wing: what the `.xyWing` case of `Step`'s
/// `Pattern` carries.
///
/// The `pivot` holds exactly x and y; it sees two `pincers`, holding exactly x,z and y,z. Whichever digit
/// the pivot takes, one pincer is z, so z leaves every cell that sees both pincers.
public struct XYWing: Hashable, Sendable {
  public let pivot: Cell
  /// Sorted.
  public let pincers: [Cell]
  /// The pivot's two candidates, x and y.
  public let pivotDigits: DigitSet
  /// The digit the pincers share and the wing removes.
  public let z: Int

  public init(pivot: Cell, pincers: [Cell], pivotDigits: DigitSet, z: Int) {
    self.pivot = pivot
    self.pincers = pincers.sorted()
    self.pivotDigits = pivotDigits
    self.z = z
  }

  /// The pivot and the pincers, sorted.
  public var cells: [Cell] { ([pivot] + pincers).sorted() }
}
