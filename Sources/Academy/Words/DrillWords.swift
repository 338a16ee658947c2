/// The words the shell says about a drill's result.
extension DrillState {
  /// Why this correct answer earned no mastery step, if it did not: `you asked for help`,
  /// `pediu ajuda`.
  public var noStepReason: String? {
    if usedHelp { return inLanguage(en: "you asked for help", pt: "pediu ajuda") }
    if firstAnswerCorrect == false {
      return inLanguage(en: "it wasn't your first answer", pt: "não foi a sua primeira resposta")
    }
    return nil
  }
}
