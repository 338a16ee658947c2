import Foundation
import Testing

extension Tag {
  /// Long checks at scale (thousands of drills, 10⁵ fuzzed lines, hundreds of SIGKILLs, the hint
  /// planner on fresh digs): run by `make soak` in a release build, skipped by the quick `make test`.
  /// Each lives in a suite whose name ends in `Soak`, which is how `make soak` selects them.
  @Tag public static var soak: Self
}

/// Whether this run includes the soak tests: `SUDOKU_ACADEMY_SOAK=1`, which `make soak` sets.
public enum Soak {
  public static let enabled = ProcessInfo.processInfo.environment["SUDOKU_ACADEMY_SOAK"] == "1"
  public static let reason: Comment = "a soak test: make soak (SUDOKU_ACADEMY_SOAK=1) runs it"

  /// How many parallel cases a long soak check is cut into: enough that two cores stay busy to the
  /// end of the run, few enough that each case still does a sizeable piece.
  public static let slices = 12

  /// The `slice`-th of `slices` nearly equal, consecutive parts of `0..<count`; the parts of one
  /// count cover it exactly, so a check cut into slices covers what it covered whole.
  public static func slice(_ slice: Int, of count: Int, slices: Int = slices) -> Range<Int> {
    (count * slice / slices)..<(count * (slice + 1) / slices)
  }
}

/// A count summed over the slices of one soak check, for a bound on the whole run that no single
/// slice can be held to: each slice adds its part, and the one that finishes last checks the total.
public final class SoakTotal: @unchecked Sendable {
  private let lock = NSLock()
  private let slices: Int
  private var added = 0
  private var total = 0

  public init(slices: Int = Soak.slices) { self.slices = slices }

  /// Adds one slice's `count`: the total of every slice once this is the last of them, else nil.
  public func add(_ count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    added += 1
    total += count
    return added == slices ? total : nil
  }
}
