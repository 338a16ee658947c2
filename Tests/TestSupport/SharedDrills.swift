import Academy
import Foundation
import SudokuCore

/// Drills built once per test run and shared by every test that checks them: building a drill (a
/// generated puzzle walked to a position where the lesson applies) is the costly part of the drill
/// checks, and the suites check the same seeds several ways — the reference and the finders on the
/// same drills of lessons 7–12, the checker's acceptance and its miss explanations on the same drills
/// of the six new lessons.
///
/// Every drill the tests build from a technique and a seed comes from here. Tests run in parallel: a drill another test is building is waited for, not built twice.
public enum SharedDrills {
  /// The drill of `technique` from `seed`, built by the first test that asks for it.
  public static func drill(_ technique: Technique, seed: UInt64) -> Drill {
    let slot = slots.withLock { slots in
      let key = Key(technique: technique, seed: seed)
      if let slot = slots[key] { return slot }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    return slot.drill.withLock { drill in
      if let drill { return drill }
      let made = DrillFactory.make(technique, seed: seed)
      drill = made
      return made
    }
  }

  private struct Key: Hashable {
    let technique: Technique
    let seed: UInt64
  }

  private final class Slot: Sendable {
    let drill = Locked<Drill?>(nil)
  }

  private static let slots = Locked<[Key: Slot]>([:])
}

/// A value behind a lock (the standard library's Mutex needs macOS 15; the package supports 13).
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) { self.value = value }

  public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
