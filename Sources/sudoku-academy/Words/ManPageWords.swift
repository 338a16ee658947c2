import Academy
import SudokuCore

/// The manual page's own words: its section headings and the paragraphs of its FILES and
/// ENVIRONMENT sections (the rest it reads from the command line's declaration).
protocol ManPageWords: Sendable {
  /// `User Commands`
  var userCommands: String { get }

  /// `NAME`
  var nameHeading: String { get }

  /// `SYNOPSIS`
  var synopsisHeading: String { get }

  /// `DESCRIPTION`
  var descriptionHeading: String { get }

  /// `Options may stand before or after the subcommand and mean the same in either place;…`
  var optionsAnywhere: String { get }

  /// `SUBCOMMANDS`
  var subcommandsHeading: String { get }

  /// `OPTIONS`
  var optionsHeading: String { get }

  /// ` For `
  var forCommands: String { get }

  /// `FORMATS`
  var formatsHeading: String { get }

  /// `FILES`
  var filesHeading: String { get }

  /// `Mastery and counters per technique, the study records and the sound setting (default…`
  var progressFile: String { get }

  /// `The shell's line history (~/.local/state when XDG_STATE_HOME is unset).`
  var historyFile: String { get }

  /// `The unfinished study game, saved after every move; study resumes it. It is kept besi…`
  var studyFile: String { get }

  /// `Each study move since the last whole save, so that a kill loses none; folded into st…`
  var studyJournal: String { get }

  /// `Beside each file, so that two shells never write it at once; they stay when the shel…`
  var lockFiles: String { get }

  /// `ENVIRONMENT`
  var environmentHeading: String { get }

  /// `When set and not empty, --color auto gives no colour.`
  var noColor: String { get }

  /// `Unset or dumb: no colour with --color auto.`
  var term: String { get }

  /// `A locale that is not UTF-8 gives plain ASCII output, as --ascii does, and the text i…`
  var locale: String { get }

  /// `EXIT STATUS`
  var exitStatusHeading: String { get }

  /// `EXAMPLES`
  var examplesHeading: String { get }
}
