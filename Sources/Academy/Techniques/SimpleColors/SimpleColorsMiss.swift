import SudokuCore

/// Why no Simple Colors step removes a candidate: facts computed on the board as shown.
///
/// The cells of a digit joined by houses that hold it exactly twice make chains, each coloured
/// alternately; a trap removes the digit from a cell that sees both colours of one chain, a wrap
/// every cell of a colour two of whose cells see each other. So the miss names what comes closest:
/// the cell is itself on a chain that has neither (either colour may hold the digit); else the
/// cell sees one colour only of one chain; else it sees cells of several chains, of each one colour
/// (chains say nothing of each other); else it sees no chain's cell; else no house holds the digit
/// exactly twice.
public struct SimpleColorsMiss: PatternMissFacts, Hashable {
  /// The closest the board comes to a Simple Colors step removing the digit from the cell.
  public enum Closest: Hashable, Sendable {
    /// The cell is on `chain`, which removes nothing: no cell sees both its colours, no two cells
    /// of one colour see each other.
    case onChain(SimpleColors)
    /// The cell sees `seen`, cells of one colour of `chain`, and none of the other.
    case oneColor(SimpleColors, seen: [Cell])
    /// The cell sees cells of several chains (`seen`: the first of each), of each one colour.
    case severalChains(seen: [Cell])
    /// There are chains, but the cell sees none of their cells.
    case unseen
    /// No house holds the digit exactly twice: there is no chain.
    case noLinks
  }

  public let reach: PatternReach
  public let closest: Closest

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    let cell = candidate.cell
    let chains = SimpleColors.chains(of: candidate.digit, in: grid)
    if let own = chains.first(where: { $0.cells.contains(cell) }) {
      closest = .onChain(own)
      return
    }
    let seen = chains.map { chain in (chain, chain.cells.filter(cell.sees)) }.filter {
      !$0.1.isEmpty
    }
    switch seen.count {
    case 0: closest = chains.isEmpty ? .noLinks : .unseen
    case 1: closest = .oneColor(seen[0].0, seen: seen[0].1)
    default: closest = .severalChains(seen: seen.map { $0.1[0] })
    }
  }
}
