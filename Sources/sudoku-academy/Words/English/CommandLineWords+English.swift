import Academy
import SudokuCore

struct EnglishCommandLineWords: CommandLineWords {
  func summary(of command: Command) -> String {
    switch command {
    case .shell: "the Sudoku Academy shell"
    case .drill: "drills: header with seed, HoDoKu library line, board"
    case .review: "review drills: mixed, of a technique the seed chooses"
    case .find: "every instance of the technique(s) in a position"
    case .grade: "the hardest technique a puzzle needs, with its steps"
    case .solve: "the unique solution of each puzzle"
    case .generate: "unique puzzles of a difficulty, one per line"
    case .progress: "mastery, drills done and first-try rate"
    case .reviewGame: "what each move of a game rested on, and what to practise"
    case .completions: "a Tab-completion script for bash, zsh or fish"
    case .manpage: "the manual page, in roff"
    case .help: "this text, or a subcommand's"
    }
  }

  func details(of command: Command) -> String {
    switch command {
    case .shell:
      "With no subcommand, starts the Sudoku Academy shell (type help inside it): lessons and their drills, review of what you learnt, whole puzzles to study with teaching hints and your own pencil marks (notes on), a ladder of challenge levels that earn stars, and a mastery meter per technique. New to Sudoku? Type rules in it: how to play, from the rule and the board to answers, hints and undo. On a terminal it has line editing, history and Tab completion, and rings the terminal bell on a refused conflicting digit and on a solved puzzle in a study game (sound all rings on each placement and reveal too, sound off silences it, and the choice is kept); with standard input or output not a terminal it reads commands line by line, without a prompt or a bell, so it can be scripted."
    case .drill:
      "Prints N drills for the technique: a header with the drill's seed, its HoDoKu library line and its board. With --json, one object per drill: technique, seed, position, puzzle, solution and every valid answer. A drill's seed rebuilds it: drill <technique> --seed D --count 1."
    case .review:
      "Prints N review drills like drill does, each cut for a technique its seed alone chooses; the header names no technique. With --json, one object per drill: the technique it was cut for, seed, position, puzzle, solution, and every step of all \(techniqueCount) as answers, each with the technique it is credited to. review --seed D --count 1 rebuilds the review drill whose seed is D (the shell's review drills print it when they close)."
    case .find:
      "Lists every instance of the technique (or of all \(techniqueCount)) in each position. A library line's own technique code is ignored: the technique argument says what to look for."
    case .grade:
      "Solves each puzzle or position simplest-first with the \(techniqueCount) techniques and prints the hardest one it needs (or \"beyond the eighteen\"), the number of steps and the step path."
    case .solve:
      "Prints the unique solution of each puzzle or position (81 digits), or says on standard error that it has none or several."
    case .generate:
      "Unique puzzles, one per line. The levels easy (about 40 clues) and medium (about 32) need singles only; hard (about 26) needs pointing, claiming or a naked pair; expert (25 or fewer) needs an X-Wing, and the six techniques up to it suffice; master (25 or fewer) needs one of lessons 7-12 (hidden pair to XY-Wing), and the \(techniqueCount) suffice."
    case .progress:
      "Mastery (0-5), drills attempted and first-try rate per technique."
    case .reviewGame:
      "Reviews a game played anywhere, as study review does in the shell: what each placement and elimination rested on (a single, a single after eliminations, a guess, a mistake), the longest waits and what was there to find, key moments with their boards, and the lessons to practise. The game is a file (or - for standard input): the puzzle on its first line, then one move per line as the study shell takes them (r3c5=7, r1c7<>5, r3c5=0, restore r3c5, hint, hint r3c5, show, undo), each after its game time when known (3:12 r3c5=7). Lines starting with # are skipped. With --json, one object: every move with its facts, the waits, the counts and the lessons to practise."
    case .completions:
      "Prints the completion script for the shell. make install puts all three in their standard places; to try one at once: source <(sudoku-academy completions bash)."
    case .manpage:
      "Prints the manual page (make install puts it in share/man/man1). To read it without installing: sudoku-academy manpage | man -l -"
    case .help:
      "Prints the help of the program, or of a subcommand."
    }
  }

  func help(of option: OptionSpec) -> String {
    switch option.name {
    case .progress: "progress file (default $XDG_DATA_HOME/sudoku-academy/progress.json)"
    case .seed: "reproducible drills and puzzles: the same seed gives the same output"
    case .color: "colour the board: auto (a terminal and NO_COLOR unset), always or never"
    case .ascii: "plain ASCII board, meters and marks"
    case .lessons: "read lesson texts from DIR instead of the built-in ones"
    case .count: "how many to make (default 1)"
    case .difficulty: "the level: easy, medium (the default), hard, expert, master or grandmaster"
    case .symmetric: "givens placed with 180-degree rotational symmetry"
    case .json: "one JSON object per line"
    case .language:
      "the language of every message, en or pt (default: the one chosen with language in "
        + "the shell, else the locale's, LC_ALL, LC_MESSAGES or LANG, else en)"
    case .help: "this help, or a subcommand's"
    case .version: "the version"
    }
  }

  var theShell: String {
    "the shell"
  }

  var about: String {
    "learn \(techniqueCount) Sudoku solving techniques: lessons, drills, review and whole puzzles to "
      + "study"
  }

  func formats(keys: String, count: Int, libraryFields: String) -> String {
    "Techniques: \(keys) (or 1-\(count)). A puzzle is 81 characters row by row, 0 or . for empty, + before a placed digit. A position is a puzzle, a HoDoKu library line (\(libraryFields), any code HoDoKu writes), a 729-character candidate string or 81 candidate lists. - reads one per line from standard input."
  }

  var exitStatus: String {
    "0 success, 1 a runtime failure (with a message), 2 bad usage."
  }

  func message(_ problem: UsageProblem) -> String {
    switch problem {
    case .unknownOption(let written, let suggestion):
      "unknown option '\(written)'." + didYouMean(suggestion)
    case .unknownCommand(let word, let suggestion):
      "unknown subcommand '\(word)'." + didYouMean(suggestion)
    case .unknownTechnique(let word, let suggestion):
      "unknown technique '\(word)'." + didYouMean(suggestion)
    case .takesNoValue(let flag): "\(flag) takes no value"
    case .needsValue(let flag, let synopsis): "\(flag) needs a value (\(synopsis))"
    case .notApplicable(let flag, let command, let places):
      "\(flag) does not apply to \(command.spoken) (only to \(listed(places.map(\.spoken))))"
    case .notAChoice(let flag, let choices, let value, let suggestion):
      "\(flag) is \(listed(choices, or: true)), not '\(value)'" + orDidYouMean(suggestion)
    case .namesAFolder(let flag, let value):
      "\(flag) takes a file, and '\(value)' ends in / so it names a folder; give a file in it, "
        + "e.g. '\(value)progress.json'"
    case .notANumber(let flag, let range, let value):
      "\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'"
    case .notASeed(let flag, let value): "\(flag) takes a whole number 0 or more, not '\(value)'"
    case .notAnArgumentChoice(let name, let choices, let value):
      "\(name) is \(listed(choices, or: true)), not '\(value)'"
    case .noArguments(let command, let extra):
      "\(command) takes no arguments, only options (got '\(extra)')"
    case .tooManyArguments(let command, let count, let extra):
      "\(command) takes \(count == 1 ? "one argument" : "\(count) arguments") (got '\(extra)' too)"
    case .needsTechnique(let command): "\(command) needs a technique, e.g. \(command) pointing"
    case .needsTechniqueAndPosition(let command):
      "\(command) needs a technique (or all) and a position"
    case .needsInput(let command, let first):
      "\(command) needs a \(first ? "puzzle" : "position") or -"
    case .needsChoice(let command, let name, let choices):
      "\(command) needs a \(name): \(listed(choices, or: true))"
    case .needsCommand(let command): "\(command) needs a subcommand"
    }
  }

  var usageHeading: String {
    "Usage:"
  }

  var optionsHeading: String {
    "Options:"
  }

  func subcommandsHeading(program: String) -> String {
    "Subcommands (\(program) help <subcommand> for details):"
  }

  var allOptionsHeading: String {
    "Options (before or after the subcommand; each names the commands it applies to):"
  }

  var exitStatusHeading: String {
    "Exit status: "
  }

  func seeHelp(program: String, topic: String) -> String {
    "See '\(program) \(topic)'."
  }

  func completionHeader(program: String) -> String {
    "generated by `\(program) completions`; do not edit"
  }
}
