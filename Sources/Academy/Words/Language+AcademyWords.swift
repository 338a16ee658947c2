import LessonFormat

/// The one place Academy chooses by language: each message family's renderer, the grammar, the
/// language's own name and its lessons.
///
/// Call sites read `Language.current.fileWords.reading(path)`. Adding a language is a folder of
/// conformers (`Words/<Language>/`) and one case in each property here; the compiler lists every
/// family, and each family every sentence, still missing.
extension Language {
  /// The language's articles, contractions, plurals and number words.
  public var grammar: any Grammar {
    switch self {
    case .english: EnglishGrammar()
    case .portuguese: PortugueseGrammar()
    }
  }

  /// The language's own name, as the `language` command says it: `English`, `português`.
  public var name: String {
    switch self {
    case .english: "English"
    case .portuguese: "português"
    }
  }

  /// The lesson set written in this language.
  var lessons: LessonLanguage {
    switch self {
    case .english: .english
    case .portuguese: .portuguese
    }
  }

  var durationWords: any DurationWords {
    switch self {
    case .english: EnglishDurationWords()
    case .portuguese: PortugueseDurationWords()
    }
  }

  var fileWords: any FileWords {
    switch self {
    case .english: EnglishFileWords()
    case .portuguese: PortugueseFileWords()
    }
  }

  var dataFileWords: any DataFileWords {
    switch self {
    case .english: EnglishDataFileWords()
    case .portuguese: PortugueseDataFileWords()
    }
  }

  var progressFileWords: any ProgressFileWords {
    switch self {
    case .english: EnglishProgressFileWords()
    case .portuguese: PortugueseProgressFileWords()
    }
  }

  var studySaveWords: any StudySaveWords {
    switch self {
    case .english: EnglishStudySaveWords()
    case .portuguese: PortugueseStudySaveWords()
    }
  }

  var stepPhrasing: any StepPhrasing {
    switch self {
    case .english: EnglishStepPhrasing()
    case .portuguese: PortugueseStepPhrasing()
    }
  }

  var hintPhrasing: any HintPhrasing {
    switch self {
    case .english: EnglishHintPhrasing()
    case .portuguese: PortugueseHintPhrasing()
    }
  }

  var studyWords: any StudyWords {
    switch self {
    case .english: EnglishStudyWords()
    case .portuguese: PortugueseStudyWords()
    }
  }

  var gameReviewWords: any GameReviewWords {
    switch self {
    case .english: EnglishGameReviewWords()
    case .portuguese: PortugueseGameReviewWords()
    }
  }

  var challengeWords: any ChallengeWords {
    switch self {
    case .english: EnglishChallengeWords()
    case .portuguese: PortugueseChallengeWords()
    }
  }

  var readingWords: any ReadingWords {
    switch self {
    case .english: EnglishReadingWords()
    case .portuguese: PortugueseReadingWords()
    }
  }

  var drillWords: any DrillWords {
    switch self {
    case .english: EnglishDrillWords()
    case .portuguese: PortugueseDrillWords()
    }
  }

  var checkWords: any CheckWords {
    switch self {
    case .english: EnglishCheckWords()
    case .portuguese: PortugueseCheckWords()
    }
  }

  var verdictWords: any VerdictWords {
    switch self {
    case .english: EnglishVerdictWords()
    case .portuguese: PortugueseVerdictWords()
    }
  }

  var nameWords: any NameWords {
    switch self {
    case .english: EnglishNameWords()
    case .portuguese: PortugueseNameWords()
    }
  }

  var xWingWords: any XWingWords {
    switch self {
    case .english: EnglishXWingWords()
    case .portuguese: PortugueseXWingWords()
    }
  }

  var nakedPairWords: any NakedPairWords {
    switch self {
    case .english: EnglishNakedPairWords()
    case .portuguese: PortugueseNakedPairWords()
    }
  }

  var claimingPhrasing: any ClaimingPhrasing {
    switch self {
    case .english: EnglishClaimingPhrasing()
    case .portuguese: PortugueseClaimingPhrasing()
    }
  }

  var hiddenSubsetPhrasing: any HiddenSubsetPhrasing {
    switch self {
    case .english: EnglishHiddenSubsetPhrasing()
    case .portuguese: PortugueseHiddenSubsetPhrasing()
    }
  }

  var nakedTriplePhrasing: any NakedTriplePhrasing {
    switch self {
    case .english: EnglishNakedTriplePhrasing()
    case .portuguese: PortugueseNakedTriplePhrasing()
    }
  }

  var swordfishPhrasing: any SwordfishPhrasing {
    switch self {
    case .english: EnglishSwordfishPhrasing()
    case .portuguese: PortugueseSwordfishPhrasing()
    }
  }

  var skyscraperPhrasing: any SkyscraperPhrasing {
    switch self {
    case .english: EnglishSkyscraperPhrasing()
    case .portuguese: PortugueseSkyscraperPhrasing()
    }
  }

  var xyWingPhrasing: any XYWingPhrasing {
    switch self {
    case .english: EnglishXYWingPhrasing()
    case .portuguese: PortugueseXYWingPhrasing()
    }
  }

  var patternMissPhrasing: any PatternMissPhrasing {
    switch self {
    case .english: EnglishPatternMissPhrasing()
    case .portuguese: PortuguesePatternMissPhrasing()
    }
  }

  var twoStringKitePhrasing: any TwoStringKitePhrasing {
    switch self {
    case .english: EnglishTwoStringKitePhrasing()
    case .portuguese: PortugueseTwoStringKitePhrasing()
    }
  }

  var emptyRectanglePhrasing: any EmptyRectanglePhrasing {
    switch self {
    case .english: EnglishEmptyRectanglePhrasing()
    case .portuguese: PortugueseEmptyRectanglePhrasing()
    }
  }

  var finnedXWingPhrasing: any FinnedXWingPhrasing {
    switch self {
    case .english: EnglishFinnedXWingPhrasing()
    case .portuguese: PortugueseFinnedXWingPhrasing()
    }
  }

  var wWingPhrasing: any WWingPhrasing {
    switch self {
    case .english: EnglishWWingPhrasing()
    case .portuguese: PortugueseWWingPhrasing()
    }
  }

  var xyzWingPhrasing: any XYZWingPhrasing {
    switch self {
    case .english: EnglishXYZWingPhrasing()
    case .portuguese: PortugueseXYZWingPhrasing()
    }
  }

  var simpleColorsPhrasing: any SimpleColorsPhrasing {
    switch self {
    case .english: EnglishSimpleColorsPhrasing()
    case .portuguese: PortugueseSimpleColorsPhrasing()
    }
  }

  var pointingWords: any PointingWords {
    switch self {
    case .english: EnglishPointingWords()
    case .portuguese: PortuguesePointingWords()
    }
  }
}
