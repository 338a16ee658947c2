import Academy
import SudokuCore

struct EnglishManPageWords: ManPageWords {
  var userCommands: String {
    "User Commands"
  }

  var nameHeading: String {
    "NAME"
  }

  var synopsisHeading: String {
    "SYNOPSIS"
  }

  var descriptionHeading: String {
    "DESCRIPTION"
  }

  var optionsAnywhere: String {
    "Options may stand before or after the subcommand and mean the same in either place; an option that has no meaning for the command is refused with exit status 2."
  }

  var subcommandsHeading: String {
    "SUBCOMMANDS"
  }

  var optionsHeading: String {
    "OPTIONS"
  }

  var forCommands: String {
    " For "
  }

  var formatsHeading: String {
    "FORMATS"
  }

  var filesHeading: String {
    "FILES"
  }

  var progressFile: String {
    "Mastery and counters per technique, the study records and the sound setting (default; ~/.local/share is used when XDG_DATA_HOME is unset). Changed with --progress."
  }

  var historyFile: String {
    "The shell's line history (~/.local/state when XDG_STATE_HOME is unset)."
  }

  var studyFile: String {
    "The unfinished study game, saved after every move; study resumes it. It is kept beside the progress file (beside PATH with --progress)."
  }

  var studyJournal: String {
    "Each study move since the last whole save, so that a kill loses none; folded into study.json when a game starts, ends or is left, on quit, and every 32 moves. A damaged journal at the default path is set aside as study.journal.corrupt-TIME and the game goes on from study.json; beside PATH it is left alone and the game is refused."
  }

  var lockFiles: String {
    "Beside each file, so that two shells never write it at once; they stay when the shell ends, and may be deleted while no shell runs."
  }

  var environmentHeading: String {
    "ENVIRONMENT"
  }

  var noColor: String {
    "When set and not empty, --color auto gives no colour."
  }

  var term: String {
    "When it is unset or dumb, --color auto gives no colour."
  }

  var locale: String {
    "A locale that is not UTF-8 gives plain ASCII output, as --ascii does, and the "
      + "text in its charset: Latin-1 for ISO-8859-1 or -15, else ASCII without accents."
  }

  var exitStatusHeading: String {
    "EXIT STATUS"
  }

  var examplesHeading: String {
    "EXAMPLES"
  }
}
