import Foundation
import Testing

extension Tag {
  /// Long checks at scale (thousands of drills, 10⁵ fuzzed lines, hundreds of SIGKILLs, the hint
  /// planner on fresh digs): run by `make test-all`, skipped by the quick `make test`.
  @Tag public static var soak: Self
}

/// Whether this run includes the soak tests: `SUDOKU_ACADEMY_SOAK=1`, which `make test-all` sets.
public enum Soak {
  public static let enabled = ProcessInfo.processInfo.environment["SUDOKU_ACADEMY_SOAK"] == "1"
  public static let reason: Comment = "a soak test: make test-all (SUDOKU_ACADEMY_SOAK=1) runs it"
}
