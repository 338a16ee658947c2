/// The details of a Simple Colors step: what the `.simpleColors` case of `Step`'s `Pattern`
/// carries.
///
/// The cells of one `digit` joined by strong links — houses, `links`, that hold the digit in
/// exactly two cells — make a chain; coloured alternately along the links, one colour holds every
/// digit of the chain and the other none. A trap: a cell that sees cells of both colours cannot
/// hold the digit. A wrap: two cells of one colour see each other, so that colour is the one
/// without the digit, and the digit leaves all its cells.
public struct SimpleColors: Hashable, Sendable {
  public let digit: Int
  /// The chain's two colours, each sorted; the first holds the chain's first cell (board order),
  /// as HoDoKu colours it.
  public let colors: [[Cell]]
  /// The houses holding the digit exactly twice, both cells in the chain, sorted.
  public let links: [House]
  /// For a wrap, the colours two of whose cells see each other (false, removed whole); empty for
  /// a trap.
  public let falseColors: [Int]

  public init(digit: Int, colors: [[Cell]], links: [House], falseColors: [Int]) {
    self.digit = digit
    self.colors = colors.map { $0.sorted() }
    self.links = links.sorted()
    self.falseColors = falseColors
  }

  /// Whether this is a wrap (a colour ruled out) rather than a trap.
  public var isWrap: Bool { !falseColors.isEmpty }

  /// Every cell of the chain, sorted.
  public var cells: [Cell] { (colors[0] + colors[1]).sorted() }
}

extension SimpleColors {
  /// Every chain of `digit` on `grid`, coloured as the finder colours them, whether or not it
  /// removes anything; `falseColors` holds the colours two of whose cells see each other.
  public static func chains(of digit: Int, in grid: Grid) -> [SimpleColors] {
    SimpleColorsFinder.chains(of: digit, map: CandidateMap(grid))
  }
}
