import SudokuCore

/// What every single-pattern miss starts from (the skyscraper's, the 2-string kite's, the empty
/// rectangle's, the finned X-Wing's, and the lessons' after them): the answer, and the instances
/// on the board that remove other digits from its cell. Each miss keeps one (`PatternMissFacts`)
/// and adds what comes closest in its own shape.
public struct PatternReach: Hashable, Sendable {
  public let candidate: Candidate
  /// Every instance on the board that removes another digit from the cell, each pattern once.
  public let reaching: [Step]

  /// The reach of `candidate`, which no instance in `instances` removes.
  init(_ candidate: Candidate, instances: [Step]) {
    self.candidate = candidate
    reaching = instances.reaching(candidate.cell)
  }
}

/// A single-pattern miss's facts: its reach, and what it says of it.
public protocol PatternMissFacts: Sendable {
  var reach: PatternReach { get }
}

extension PatternMissFacts {
  public var candidate: Candidate { reach.candidate }
  /// Every instance that removes another digit from the cell (the miss names all of them).
  public var reaching: [Step] { reach.reaching }
  /// An instance on another digit that removes that digit from the cell: the first of
  /// `reaching`.
  public var nearby: Miss.Nearby? { reach.reaching.first.map { .otherDigits($0) } }
}
