struct EnglishDrillWords: DrillWords {
  var askedForHelp: String { "you asked for help" }
  var notFirstAnswer: String { "it wasn't your first answer" }
  var exportWithheld: String {
    "A library line's code names a technique, and a review keeps that secret until the drill "
      + "closes: export gives the line once you have answered it right, or after skip."
  }
}
