import Academy

/// The one place that picks a renderer by language: each message family of the executable,
/// in the reader's language. A new language is a folder of conformers and one case in each
/// property below; the compiler lists every sentence it still lacks.
extension Language {
  /// The language of a run that nothing chose (no flag, no stored choice, no locale): English.
  static var fallback: Language { .english }

  /// The CommandWords in this language.
  var commandWords: any CommandWords {
    switch self {
    case .english: EnglishCommandWords()
    case .portuguese: PortugueseCommandWords()
    }
  }

  /// The RulesWords in this language.
  var rulesWords: any RulesWords {
    switch self {
    case .english: EnglishRulesWords()
    case .portuguese: PortugueseRulesWords()
    }
  }

  /// The ShellWords in this language.
  var shellWords: any ShellWords {
    switch self {
    case .english: EnglishShellWords()
    case .portuguese: PortugueseShellWords()
    }
  }

  /// The HelpWords in this language.
  var helpWords: any HelpWords {
    switch self {
    case .english: EnglishHelpWords()
    case .portuguese: PortugueseHelpWords()
    }
  }

  /// The CommandLineWords in this language.
  var commandLineWords: any CommandLineWords {
    switch self {
    case .english: EnglishCommandLineWords()
    case .portuguese: PortugueseCommandLineWords()
    }
  }

  /// The SubcommandWords in this language.
  var subcommandWords: any SubcommandWords {
    switch self {
    case .english: EnglishSubcommandWords()
    case .portuguese: PortugueseSubcommandWords()
    }
  }

  /// The ManPageWords in this language.
  var manPageWords: any ManPageWords {
    switch self {
    case .english: EnglishManPageWords()
    case .portuguese: PortugueseManPageWords()
    }
  }

  /// The StudyShellWords in this language.
  var studyShellWords: any StudyShellWords {
    switch self {
    case .english: EnglishStudyShellWords()
    case .portuguese: PortugueseStudyShellWords()
    }
  }

  /// The DrillShellWords in this language.
  var drillShellWords: any DrillShellWords {
    switch self {
    case .english: EnglishDrillShellWords()
    case .portuguese: PortugueseDrillShellWords()
    }
  }

  /// The ActivityWords in this language.
  var activityWords: any ActivityWords {
    switch self {
    case .english: EnglishActivityWords()
    case .portuguese: PortugueseActivityWords()
    }
  }

  /// The ResetWords in this language.
  var resetWords: any ResetWords {
    switch self {
    case .english: EnglishResetWords()
    case .portuguese: PortugueseResetWords()
    }
  }

  /// The ProgressViewWords in this language.
  var progressViewWords: any ProgressViewWords {
    switch self {
    case .english: EnglishProgressViewWords()
    case .portuguese: PortugueseProgressViewWords()
    }
  }

  /// The ProgressLineWords in this language.
  var progressLineWords: any ProgressLineWords {
    switch self {
    case .english: EnglishProgressLineWords()
    case .portuguese: PortugueseProgressLineWords()
    }
  }

  /// The BoardWords in this language.
  var boardWords: any BoardWords {
    switch self {
    case .english: EnglishBoardWords()
    case .portuguese: PortugueseBoardWords()
    }
  }

  /// The HistoryWords in this language.
  var historyWords: any HistoryWords {
    switch self {
    case .english: EnglishHistoryWords()
    case .portuguese: PortugueseHistoryWords()
    }
  }

  /// The ScreenFitWords in this language.
  var screenFitWords: any ScreenFitWords {
    switch self {
    case .english: EnglishScreenFitWords()
    case .portuguese: PortugueseScreenFitWords()
    }
  }
}
