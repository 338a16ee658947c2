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
  public var exportWithheld: String {
    inLanguage(
      en: "A library line's code names a technique, and a review keeps that secret until the "
        + "drill closes: export gives the line once you have answered it right, or after skip.",
      pt: "O código de uma linha da biblioteca diz a técnica, e uma revisão guarda esse segredo "
        + "até o exercício fechar: export dá a linha quando o tiver resolvido, ou depois de skip.")
  }
}
