import Academy
import CSignalCleanup
import Foundation
import SudokuCore

/// Starts the shell: interactive with libedit when stdin and stdout are terminals, otherwise scripted
/// (plain lines, no prompt, no echo, no history).
enum ShellLauncher {
  static func run(_ args: Invocation) throws -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let interactive = LineEditor.standardStreamsAreTerminals
    // SIGHUP and SIGTERM (a closed terminal, a kill) remove a save's temp file before the end.
    // Ctrl-C in the interactive shell cancels a command's output and comes back to the prompt;
    // in a script it ends the run, as it did, also removing the temp file.
    csc_install_cleanup(interactive ? 0 : 1)
    if interactive { csc_install_interrupt_flag() }
    // Scripted mode (stdin or stdout not a terminal) has no color unless --color always.
    let style = RenderStyle(
      mode: args.options.color, ascii: args.options.ascii, stdoutIsTerminal: interactive)
    let lessons = try loadLessons(args.options.lessons)
    let progress = progressStore(path: args.options.progress, environment: environment)
    // A path that is not a progress file stops the shell here, before anything is written.
    _ = try progress.open()
    let configuration = Shell.Configuration(
      style: style, interactive: interactive,
      sessionSeed: args.options.seed ?? randomSeed(), language: args.options.language,
      localeLanguage: Language.fromLocale(environment) ?? .fallback)
    let shell = Shell(
      configuration: configuration, lessons: lessons, progress: progress,
      size: { interactive ? TerminalSize.of(STDOUT_FILENO) : nil },
      output: { text in
        // After Ctrl-C the rest of the command's output is dropped.
        guard csc_interrupted() == 0 else { return }
        writeStandardOutput(text + "\n")
      })
    // Problems with the study save go where the progress file's go: standard error.
    shell.warn = { line in printError("sudoku-academy: \(line)") }
    // The bell only where a person hears it: standard output (and input) a terminal. A script,
    // or output piped anywhere, never gets a BEL byte in its text.
    if interactive {
      shell.bell = {
        print("\u{7}", terminator: "")
        fflushStandardOutput()
      }
    }
    // A test hook, as CrashPoint is: with SUDOKU_ACADEMY_CLOCK_SKEW_FILE set, the seconds written in
    // that file are added to the monotonic clock whenever it is read, so a terminal test can plant
    // a long wait in a study game without waiting (GameReviewTerminalTests).
    if let skewFile = environment["SUDOKU_ACADEMY_CLOCK_SKEW_FILE"] {
      let clock = shell.monotonic
      shell.monotonic = {
        let text = (try? String(contentsOfFile: skewFile, encoding: .utf8)) ?? ""
        let seconds = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        return clock() &+ min(seconds, 1 << 30) &* 1_000_000_000
      }
    }
    shell.start()
    // The editor's messages (history problems) are in the shell's language, which `language`
    // may change during the session.
    if interactive,
      let editor = shell.speaking({ makeEditor(shell: shell, environment: environment) })
    {
      shell.confirm = { question in
        // A Ctrl-C before the question no longer hides what follows the answer.
        _ = csc_take_interrupt()
        if case .line(let reply) = editor.readLine(prompt: question) {
          return Shell.confirms(reply)
        }
        return false
      }
      loop: while true {
        switch editor.readLine(prompt: shell.prompt) {
        case .line(let line):
          _ = csc_take_interrupt()
          editor.addHistory(line)
          shell.speaking { editor.saveHistory() }
          let goesOn = shell.handle(line)
          // Ctrl-C during the command: its output stopped; the prompt starts a fresh line.
          if csc_take_interrupt() != 0 { print("") }
          if !goesOn { break loop }
        case .interrupted:
          continue
        case .endOfInput:
          break loop
        }
      }
      shell.speaking { editor.saveHistory() }
    } else {
      // Lines over the limit are skipped unread: one huge pasted line costs one pass and a few
      // kilobytes, not its size in memory.
      struct Quit: Error {}
      var reader = ByteLineReader()
      try? reader.forEachLine {
        shell.speaking { shell.refuseLongLine() }
      } _: { bytes in
        if !shell.handle(String(decoding: bytes, as: UTF8.self)) { throw Quit() }
      }
    }
    shell.finish()
    return 0
  }

  static func loadLessons(_ directory: String?) throws -> LessonLibrary {
    if let directory {
      return try LessonLibrary.load(directory: URL(fileURLWithPath: directory))
    }
    return try LessonLibrary.embedded()
  }

  /// The progress file given with `--progress`, else the default one in our own folder (the only
  /// place where a damaged file is kept aside rather than left alone).
  static func progressStore(
    path: String?, environment: [String: String],
    report: @escaping @Sendable (String) -> Void = { printError("sudoku-academy: \($0)") }
  ) -> ProgressStore {
    let url =
      path.map { URL(fileURLWithPath: $0) } ?? ProgressStore.defaultURL(environment: environment)
    return ProgressStore(url: url, ownsPath: path == nil, warnings: report)
  }

  static func makeEditor(shell: Shell, environment: [String: String]) -> LineEditor? {
    LineEditor(
      programName: "sudoku-academy", historyURL: HistoryFile.defaultURL(environment: environment),
      completer: { [unowned shell] before in shell.completions(before: before) })
  }
}
