import SudokuCore

/// Why no XY-Wing removes a candidate: facts computed on the board as shown.
///
/// An XY-Wing removes z from a cell that sees both its pincers, cells showing exactly x,z and y,z,
/// which a pivot showing exactly x,y sees. So the miss starts from the cells the answer's cell sees
/// that show exactly its digit and one other (the pincers it could have) and names what comes
/// closest: a cell that could be their pivot but does not see both; a pivot that sees one of them and
/// another two-candidate cell, but those two share no digit; two of them with no pivot anywhere; two
/// that pair the digit with the same other digit; or fewer than two of them. Every XY-Wing on the
/// digit on the board — one that removes it elsewhere or nowhere — is named with the cells it
/// reaches and the pincers the cell sees; when the cell sees a pincer of one, those wings are the
/// reason and no near miss is named (a would-be pivot there is a real one). An XY-Wing that removes
/// another digit from the cell is named too.
public struct XYWingMiss: Hashable, Sendable {
  /// The closest the board comes to an XY-Wing removing the digit from the cell.
  public enum Near: Hashable, Sendable {
    /// The cell sees a cell showing exactly x,z and one showing exactly y,z; `pivot` shows exactly
    /// x,y but sees only `seen` of them.
    case pivotOutOfSight(pincers: [Miss.Shown], pivot: Miss.Shown, seen: [Cell])
    /// `pivot` (x,y) sees `pincer` (x,z, seen by the cell) and `other` (y and a digit neither z nor
    /// x): the two share no digit.
    case otherZ(pivot: Miss.Shown, pincer: Miss.Shown, other: Miss.Shown)
    /// The cell sees `pincers`, x,z and y,z, but no cell shows exactly x and y.
    case noPivot(pincers: [Miss.Shown])
    /// Every cell the cell sees that shows exactly z and one other pairs z with the same digit.
    case sameDigits([Miss.Shown])
    /// The cell sees fewer than two cells showing exactly z and one other: those it sees.
    case fewPincers([Miss.Shown])
  }

  /// An XY-Wing on the answer's digit on the board (a pivot showing exactly x,y that sees cells
  /// showing exactly x,z and y,z), whether or not it removes anything.
  public struct Wing: Hashable, Sendable {
    public let wing: XYWing
    /// The cells it removes the digit from: those showing it that see both pincers.
    public let reaches: [Cell]
    /// The pincers the answer's cell sees (fewer than two), or is.
    public let seen: [Cell]
  }

  public let candidate: Candidate
  /// An XY-Wing that removes another digit from the cell (`.otherDigits`), or nil.
  public let nearby: Miss.Nearby?
  public let near: Near
  /// Every XY-Wing on the digit on the board, by pivot.
  public let wings: [Wing]

  /// Whether the wings are the reason: the cell sees, or is, a pincer of one of them. The miss then
  /// names them instead of `near`.
  public var wingsAccount: Bool { wings.contains { !$0.seen.isEmpty } }

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    self.candidate = candidate
    let cell = candidate.cell
    let z = candidate.digit
    nearby = instances.first(where: { $0.eliminations.contains { $0.cell == cell } })
      .map { .otherDigits($0) }
    func shown(_ cell: Cell) -> Miss.Shown {
      Miss.Shown(cell: cell, digits: grid.candidates(at: cell))
    }
    let bivalue = grid.emptyCells.filter { grid.candidates(at: $0).count == 2 }.map(shown)
    wings = Self.wings(on: z, grid: grid, bivalue: bivalue).map { wing in
      Wing(
        wing: wing,
        reaches: grid.emptyCells.filter {
          !wing.pincers.contains($0) && grid.candidates(at: $0).contains(z)
            && wing.pincers.allSatisfy($0.sees)
        },
        seen: wing.pincers.filter { $0 == cell || $0.sees(cell) })
    }
    let pincers = bivalue.filter { $0.digits.contains(z) && $0.cell.sees(cell) }
    func other(_ pincer: Miss.Shown) -> DigitSet { pincer.digits.subtracting([z]) }
    let pairs = pincers.combinations(of: 2).filter { other($0[0]) != other($0[1]) }
    // A pivot for two of them that sees fewer than both (seeing both would remove the digit).
    for pair in pairs {
      let xy = other(pair[0]).union(other(pair[1]))
      let pivots = bivalue.filter { $0.digits == xy }.map { pivot in
        (pivot, pair.map(\.cell).filter(pivot.cell.sees))
      }
      if let (pivot, seen) = pivots.max(by: { $0.1.count < $1.1.count }) {
        near = .pivotOutOfSight(pincers: pair, pivot: pivot, seen: seen)
        return
      }
    }
    for pincer in pincers {
      for pivot in bivalue where pivot.cell.sees(pincer.cell) && !pivot.digits.contains(z) {
        let x = pivot.digits.intersection(other(pincer))
        guard !x.isEmpty else { continue }
        let y = pivot.digits.subtracting(x)
        if let far = bivalue.first(where: { candidate in
          candidate.cell != pincer.cell && candidate.cell.sees(pivot.cell)
            && candidate.digits.intersection(pivot.digits) == y
            && candidate.digits.intersection(pincer.digits).isEmpty
        }) {
          near = .otherZ(pivot: pivot, pincer: pincer, other: far)
          return
        }
      }
    }
    if let pair = pairs.first {
      near = .noPivot(pincers: pair)
    } else if pincers.count >= 2 {
      near = .sameDigits(pincers)
    } else {
      near = .fewPincers(pincers)
    }
  }
}

extension XYWingMiss {
  /// Every XY-Wing on `z` in `grid`: a pivot showing exactly x,y (neither z) that sees a cell
  /// showing exactly x,z and one showing exactly y,z; by pivot, then pincers.
  static func wings(on z: Int, grid: Grid, bivalue: [Miss.Shown]) -> [XYWing] {
    var wings: [XYWing] = []
    for pivot in bivalue where !pivot.digits.contains(z) {
      let x = pivot.digits.first!
      let y = pivot.digits.subtracting([x]).first!
      let seen = bivalue.filter { $0.cell.sees(pivot.cell) }
      for first in seen where first.digits == DigitSet([x, z]) {
        for second in seen where second.digits == DigitSet([y, z]) {
          wings.append(
            XYWing(
              pivot: pivot.cell, pincers: [first.cell, second.cell], pivotDigits: pivot.digits, z: z
            ))
        }
      }
    }
    return wings
  }
}
