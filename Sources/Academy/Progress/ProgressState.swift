import Foundation
import SudokuCore

/// The learner's progress: one mastery meter and its counters per technique.
///
/// A value; the only ways to change it are `applying(_:)` a `ProgressDelta` and reading it from a
/// progress file (`ProgressState+JSON.swift`). Anything in a file that this version does not know
/// (a technique key or field added by hand or by a later release that kept version 1) is carried in
/// `preserved` and written back unchanged.
public struct ProgressState: Hashable, Sendable {
  /// Progress of the techniques that have any; a technique missing here has never been practised.
  var techniques: [Technique: TechniqueProgress]
  /// What the file held that this version does not understand, kept to be written back.
  var preserved: PreservedJSON

  /// No progress at all: the state of a first session.
  static let empty = ProgressState(techniques: [:], preserved: PreservedJSON())

  /// The technique's meter and counters (all zero when it has never been practised).
  public subscript(technique: Technique) -> TechniqueProgress {
    techniques[technique] ?? .zero
  }

  /// The first technique in curriculum order whose meter is below 5, or nil when every meter is full.
  public var nextLesson: Technique? {
    Technique.allCases.first { self[$0].mastery < TechniqueProgress.maximumMastery }
  }

  /// This state with `delta` applied.
  func applying(_ delta: ProgressDelta) -> ProgressState {
    var next = self
    switch delta {
    case .drillFinished(let technique, let firstTry, let date):
      var progress = self[technique]
      progress.attempted += 1
      if firstTry {
        progress.firstTry += 1
        progress.mastery = min(progress.mastery + 1, TechniqueProgress.maximumMastery)
      }
      // The file keeps whole seconds; dropping the fraction here keeps memory and file equal.
      progress.lastPractised = Date(
        timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
      next.techniques[technique] = progress
    case .reset(let technique):
      next.techniques[technique] = nil
      next.preserved.fields[technique] = nil
    case .resetAll:
      next.techniques = [:]
      next.preserved.fields = [:]
    }
    return next
  }

  /// This state with each of `deltas` applied in order.
  func applying(_ deltas: [ProgressDelta]) -> ProgressState {
    deltas.reduce(self) { $0.applying($1) }
  }
}

/// The parts of a progress file that this version does not interpret, kept as they were read.
struct PreservedJSON: Hashable, Sendable {
  /// Top-level members other than `version` and `techniques`.
  var topLevel: [String: JSONValue] = [:]
  /// Members of `techniques` whose key is not a `Technique`.
  var unknownTechniques: [String: JSONValue] = [:]
  /// Members of a known technique's entry other than the four fields this version reads.
  var fields: [Technique: [String: JSONValue]] = [:]
}
