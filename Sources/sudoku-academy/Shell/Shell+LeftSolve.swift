import Academy

/// A solve that reached `study.json` but not the progress file is recorded at the next start.
///
/// A solving move writes the solved board (with its `SolveIdentity`) to the study save first, then
/// the record to the progress file; a kill between the two leaves the save ahead. The progress
/// file keeps the identity of the last solve it recorded, so the start can tell, and the record is
/// counted once even when two shells start at the same moment (`ProgressDelta.studySolved`).
extension Shell {
  /// Records the solve of `saved` (the study save as the start read it) when the progress file
  /// does not hold it yet, and says so.
  func recordLeftSolve(_ saved: StudyGame) {
    // Asked only for a solve not recorded yet: the records hold the game's review, which a start
    // with the last solve already recorded (nearly every start) need not compute.
    guard let solve = saved.solve, !state.isRecorded(solve) else { return }
    let records = saved.solveRecords
    guard !records.isEmpty else { return }
    let change = self.record(records)
    // Another shell that started at the same moment may have recorded it first.
    guard change.map({ !$0.before.isRecorded(solve) }) ?? false else { return }
    let stars = saved.challenge.map { _ in style.stars.render(ChallengeStars.earned(by: saved)) }
    say(StudyText.leftSolveRecorded(saved, stars: stars))
  }
}
