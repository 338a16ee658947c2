/// The words the shell says about a drill's result.
extension DrillState {
  /// Why this correct answer earned no mastery step, if it did not.
  public var noStepReason: String? {
    if usedHelp { return "you asked for help" }
    if firstAnswerCorrect == false { return "it wasn't your first answer" }
    return nil
  }
}
