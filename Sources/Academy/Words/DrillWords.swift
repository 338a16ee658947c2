/// What the shell says about a drill's result and its `export`.
protocol DrillWords: Sendable {
  /// Why a correct answer earned no mastery step: `you asked for help`.
  var askedForHelp: String { get }
  /// Why a correct answer earned no mastery step: `it wasn't your first answer`.
  var notFirstAnswer: String { get }
  /// `export` in an open review drill: why there is no line yet, and when there will be (`A
  /// library line's code names a technique, and a review keeps that secret until the drill
  /// closes: …`).
  var exportWithheld: String { get }
}

/// The words the shell says about a drill's result.
extension DrillState {
  /// Why this correct answer earned no mastery step, if it did not: `you asked for help`,
  /// `pediu ajuda`.
  public var noStepReason: String? {
    if usedHelp { return Language.current.drillWords.askedForHelp }
    if firstAnswerCorrect == false { return Language.current.drillWords.notFirstAnswer }
    return nil
  }
}

/// What `export` gives in a drill.
extension DrillState {
  /// The drill's library line, or — in a review drill still open — nil: the line's code names the
  /// technique (`:0002:` a hidden single), which a review keeps secret until the drill closes;
  /// `exportWithheld` says so. Once it is closed the line is coded for the technique it was cut
  /// for, like a lesson drill's.
  public var exportLine: String? {
    mode == .review && !isClosed ? nil : drill.libraryLine
  }

  /// `export` in an open review drill: why there is no line yet, and when there will be.
  public var exportWithheld: String { Language.current.drillWords.exportWithheld }
}
