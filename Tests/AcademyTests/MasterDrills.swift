import Academy
import SudokuCore

/// Drills of the six lessons after X-Wing, shared by the checker's property tests.
enum MasterDrills {
  /// The six new lessons.
  static let techniques = Technique.allCases.filter { !$0.isUpToXWing }

  /// The drills numbered `indices` of each new lesson, from fixed seeds.
  static func make(_ indices: Range<Int>) -> [Drill] {
    techniques.flatMap { technique in
      indices.map { SharedDrills.drill(technique, seed: UInt64($0) &* 7919 &+ 101) }
    }
  }

  /// `count` drills of each new lesson.
  static func make(_ count: Int) -> [Drill] { make(0..<count) }

  /// The drills `make test` checks: 40 per lesson.
  static let quick = make(40)
}
