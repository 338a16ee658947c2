import Academy
import Foundation

extension CommandLine {
  /// Runs the program with `arguments` (without the program name) and returns the exit status:
  /// 0 success, 1 a runtime failure with a message, 2 bad usage.
  ///
  /// Everything it says is in the run's language (`LanguageChoice`).
  static func run(_ arguments: [String]) -> Int32 {
    let language = LanguageChoice.resolve(
      arguments, environment: ProcessInfo.processInfo.environment)
    return Language.$current.withValue(language) { runInLanguage(arguments) }
  }

  private static func runInLanguage(_ arguments: [String]) -> Int32 {
    do {
      let invocation = try Invocation(parsing: arguments)
      switch invocation.action {
      case .version:
        print("\(CommandLineDeclaration.program) \(CommandLineDeclaration.version)")
        return 0
      case .help:
        writeStandardOutput(HelpText.help(invocation.command) + "\n")
        return 0
      case .run:
        return try dispatch(invocation)
      }
    } catch let error as UsageError {
      let program = CommandLineDeclaration.program
      printError("\(program): \(error.message)")
      for line in HelpText.usage(error.command) { printError(line) }
      let topic = error.command == .shell ? "--help" : "help \(error.command.rawValue)"
      printError(Language.current.commandLineWords.seeHelp(program: program, topic: topic))
      return 2
    } catch {
      printError("\(CommandLineDeclaration.program): \(error)")
      return 1
    }
  }

  private static func dispatch(_ invocation: Invocation) throws -> Int32 {
    switch invocation.command {
    case .shell: return try ShellLauncher.run(invocation)
    case .drill: return try Subcommands.drill(invocation)
    case .review: return try Subcommands.review(invocation)
    case .find: return try Subcommands.find(invocation)
    case .grade: return try Subcommands.grade(invocation)
    case .solve: return try Subcommands.solve(invocation)
    case .generate: return try Subcommands.generate(invocation)
    case .progress: return try Subcommands.progress(invocation)
    case .reviewGame: return try Subcommands.reviewGame(invocation)
    case .completions:
      guard let shell = invocation.positional.first.flatMap(CompletionScript.Shell.init) else {
        throw UsageError(
          .needsChoice(
            command: Command.completions.rawValue, name: "shell",
            choices: CompletionScript.Shell.allCases.map(\.rawValue)),
          command: .completions)
      }
      print(CompletionScript.script(for: shell))
      return 0
    case .manpage:
      print(ManPage.render(), terminator: "")
      return 0
    case .help:
      writeStandardOutput(HelpText.help(.shell) + "\n")
      return 0
    }
  }
}

/// Writes one line to standard error. Such lines often repeat input (a library line's field, an
/// argument, a path), so control characters in them are shown, never sent (`TerminalText`).
func printError(_ line: String) {
  FileHandle.standardError.write(
    Data(TerminalCharset.current.encode(TerminalText.visible(line) + "\n")))
}
