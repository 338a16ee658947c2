import Foundation
import Testing

extension Tag {
  /// Long checks at scale: run by `make test-all`, skipped by the quick `make test`.
  @Tag static var soak: Self
}

/// Whether this run includes the soak tests: `SUDOKU_ACADEMY_SOAK=1`, which `make test-all` sets.
enum Soak {
  static let enabled = ProcessInfo.processInfo.environment["SUDOKU_ACADEMY_SOAK"] == "1"
  static let reason: Comment = "a soak test: make test-all (SUDOKU_ACADEMY_SOAK=1) runs it"
}
