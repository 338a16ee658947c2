import SudokuCore

/// Why no XY-Wing removes a candidate: facts computed on the board as shown.
///
/// An XY-Wing removes z from a cell that sees both its pincers, cells showing exactly x,z and y,z,
/// which a pivot showing exactly x,y sees. So the miss starts from the cells the answer's cell sees
/// that show exactly its digit and one other (the pincers it could have) and names what comes
/// closest: a cell that could be their pivot but does not see both; a pivot that sees one of them and
/// another two-candidate cell, but those two share no digit; two of them with no pivot anywhere; two
/// that pair the digit with the same other digit; or fewer than two of them. An XY-Wing on the board
/// that removes the digit elsewhere (the cell does not see both its pincers), or another digit from
/// the cell, is named too.
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

  public let candidate: Candidate
  public let nearby: Miss.Nearby?
  public let near: Near

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    self.candidate = candidate
    let cell = candidate.cell
    let z = candidate.digit
    if let other = instances.first(where: { $0.eliminations.contains { $0.cell == cell } }) {
      nearby = .otherDigits(other)
    } else if let outside = instances.first(where: {
      if case .xyWing(let wing) = $0.pattern { wing.z == z } else { false }
    }), case .xyWing(let wing) = outside.pattern {
      nearby = .outside(outside, seen: wing.pincers.filter(cell.sees))
    } else {
      nearby = nil
    }
    func shown(_ cell: Cell) -> Miss.Shown {
      Miss.Shown(cell: cell, digits: grid.candidates(at: cell))
    }
    let bivalue = grid.emptyCells.filter { grid.candidates(at: $0).count == 2 }.map(shown)
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
