/// The details of a naked or hidden subset: what the `.subset` case of
/// `Step`'s `Pattern` carries.
///
/// Naked: `cells` (n of them, in one house) hold `digits` (n of them) and nothing else, so the digits leave
/// every other cell of every house in `houses` (all the houses the cells share). Hidden: in each house of
/// `houses`, `digits` have no other place than `cells`, so the cells' other candidates go.
public struct Subset: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case naked, hidden
  }

  public let kind: Kind
  public let digits: DigitSet
  /// Sorted.
  public let cells: [Cell]
  /// Naked: the houses the cells share; hidden: the houses the digits are confined to `cells` in. Sorted.
  public let houses: [House]
  /// HoDoKu's Locked Pair/Triple: a naked subset in a box and a line that removes from both the box and
  /// the line outside the box.
  public let isLocked: Bool

  public init(kind: Kind, digits: DigitSet, cells: [Cell], houses: [House], isLocked: Bool) {
    self.kind = kind
    self.digits = digits
    self.cells = cells.sorted()
    self.houses = houses.sorted()
    self.isLocked = isLocked
  }

  /// 2 for a pair, 3 for a triple, 4 for a quadruple.
  public var size: Int { cells.count }

  /// `Hidden Pair`, `Naked Triple`, `Locked Triple`, … as HoDoKu names them.
  public var name: String {
    let sizeName = ["Pair", "Triple", "Quadruple"][size - 2]
    switch kind {
    case .naked: return (isLocked ? "Locked " : "Naked ") + sizeName
    case .hidden: return "Hidden " + sizeName
    }
  }

  /// HoDoKu's library code: 0200–0202 naked, 0110/0111 locked, 0210–0212 hidden.
  public var libraryCode: String {
    switch kind {
    case .naked:
      isLocked ? ["0110", "0111", "0202"][size - 2] : ["0200", "0201", "0202"][size - 2]
    case .hidden: ["0210", "0211", "0212"][size - 2]
    }
  }
}
