import CEditLine
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one call to `LineEditor.readLine(prompt:)` produced.
enum LineResult: Equatable, Sendable {
  /// A line the user entered, without its newline.
  case line(String)
  /// Ctrl-C: the line being typed was cancelled; the shell goes on with a fresh prompt.
  case interrupted
  /// Ctrl-D on an empty line (or the terminal went away): the shell should end.
  case endOfInput
}

/// The interactive shell's line editor: libedit with history, Tab completion, Ctrl-C, Ctrl-Z.
///
/// Use it only when standard input and output are both terminals (`standardStreamsAreTerminals`);
/// otherwise read plain lines, or libedit would insert Tabs literally and put scripted input into
/// the user's history file.
///
/// While a line is being edited the terminal does not generate signals: Ctrl-C is bound to cancel
/// the line and Ctrl-Z to suspend the process group, so `fg` comes back to the same line. Outside
/// `readLine(prompt:)` (while a command runs) Ctrl-C is an ordinary SIGINT again.
///
/// Creating an editor sets `LC_CTYPE` from the environment, falling back to `C.UTF-8` when that
/// yields the `C` locale: libedit drops every non-ASCII keystroke in the `C` locale.
final class LineEditor {
  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let historyFile: HistoryFile?
  private let completer: (String) -> [String]
  /// The prompt libedit reads on every redisplay: owned here, replaced per line, freed in deinit.
  private var prompt: UnsafeMutablePointer<CChar>
  private var interruptRequested = false

  /// Whether standard input and standard output are both terminals.
  static var standardStreamsAreTerminals: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// - Parameters:
  ///   - programName: Names the program to libedit (and in `~/.editrc` terms).
  ///   - historyURL: The history file (see `HistoryFile.defaultURL(environment:)`); nil keeps the
  ///     history in memory for the session only.
  ///   - historySize: How many lines of history are kept.
  ///   - completer: Given the text before the cursor, returns the full words that could stand in
  ///     the place of the word being typed (words not starting with it are ignored).
  ///   - warn: Receives each history-file problem once, as a line for standard error; by default
  ///     it is written there as `programName: message`.
  /// - Returns: Nil when libedit cannot be set up; read plain lines then.
  init?(
    programName: String,
    historyURL: URL?,
    historySize: Int = 1000,
    completer: @escaping (String) -> [String],
    warn: ((String) -> Void)? = nil
  ) {
    Self.prepareLocale()
    guard let editLine = cedit_init(programName) else { return nil }
    guard let history = cedit_history_init() else {
      cedit_end(editLine)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.completer = completer
    self.prompt = strdup("")
    let report =
      warn ?? { message in printError("\(programName): \(message)") }
    self.historyFile = historyURL.map { HistoryFile(url: $0, warn: report) }

    cedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    cedit_set_editor(editLine, "emacs")
    cedit_set_signal(editLine, 1)
    cedit_set_tty(editLine, "-d", "-isig")
    cedit_set_prompt_esc(editLine, lineEditorPrompt, 1)
    cedit_history_setsize(history, Int32(clamping: historySize))
    cedit_history_setunique(history, 1)
    cedit_set_history(editLine, history)
    cedit_add_function(editLine, "academy-complete", "Complete the word", lineEditorComplete)
    cedit_bind(editLine, "^I", "academy-complete")
    cedit_add_function(editLine, "academy-interrupt", "Cancel the line", lineEditorInterrupt)
    cedit_bind(editLine, "^C", "academy-interrupt")
    cedit_add_function(editLine, "academy-suspend", "Suspend the program", lineEditorSuspend)
    cedit_bind(editLine, "^Z", "academy-suspend")
    // Emacs mode binds Meta-x to ed-command, libedit's own command line, which a tutor never needs
    // and which crashes on a lone quote (`ESC x "` reads past its buffer in el_wparse).
    for key in ["^[x", "^[X"] { cedit_bind(editLine, key, "ed-unassigned") }

    historyFile?.load { path in cedit_history_load(history, path) >= 0 }
  }

  deinit {
    cedit_end(editLine)
    cedit_history_end(history)
    free(prompt)
  }

  /// Shows `prompt` and returns the line the user edits, with Tab, history and Emacs keys.
  ///
  /// On `.interrupted` and `.endOfInput` the cursor is already at the start of a fresh line.
  ///
  /// ANSI escape sequences in `prompt` (colors) are marked invisible, so they do not move the
  /// cursor. The line is not added to the history: call `addHistory(_:)` for lines worth keeping.
  func readLine(prompt: String) -> LineResult {
    free(self.prompt)
    self.prompt = strdup(markingEscapeSequencesInvisible(prompt))
    interruptRequested = false
    var count: Int32 = 0
    guard let raw = cedit_gets(editLine, &count) else {
      if count < 0 && errno == EINTR { return .interrupted }
      // libedit leaves the cursor after the prompt (and its `^D`); later output starts below.
      cedit_write_stdout("\n")
      return .endOfInput
    }
    if interruptRequested { return .interrupted }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Adds a line to the history (Up recalls it); blank lines, repeats of the last and lines the
  /// shell refuses as too long (over `Shell.maximumLineLength` bytes) are skipped.
  func addHistory(_ line: String) {
    // As typed, without the space a completion added at the end.
    let line = LineEditor.historyEntry(line)
    // A refused 5 MB paste kept in history cost 27 s and 244 MB to recall with Up.
    guard !line.isEmpty, line.utf8.count <= Shell.maximumLineLength else { return }
    cedit_history_enter(history, line)
  }

  /// The line as history keeps it: trailing blanks (a completion's space) dropped; blank → empty.
  static func historyEntry(_ line: String) -> String {
    String(line.reversed().drop(while: \.isWhitespace).reversed())
  }

  /// Writes the history to its file, replacing the old one only when the new one is complete.
  ///
  /// A failure is reported once through `warn`; the old file stays as it was.
  func saveHistory() {
    let history = self.history
    historyFile?.save { file in cedit_history_save_fp(history, file) >= 0 }
  }

  // MARK: - Bound functions (called by libedit through the C shims below)

  fileprivate static func from(_ editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = cedit_get_clientdata(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  fileprivate var promptPointer: UnsafeMutablePointer<CChar> { prompt }

  fileprivate func complete() -> UInt8 {
    guard let info = cedit_line(editLine)?.pointee, let start = info.buffer else {
      return UInt8(CC_ERROR)
    }
    let before = String(
      decoding: UnsafeRawBufferPointer(start: start, count: info.cursor - start), as: UTF8.self)
    switch completionEdit(for: completer(before), word: wordBeforeCursor(before)) {
    case .insert(let text):
      return cedit_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
    case .list(let words):
      let columns = cedit_columns(editLine)
      let lines = columnLayout(words, width: columns > 0 ? Int(columns) - 1 : 79)
      cedit_write_stdout("\n" + lines.joined(separator: "\n") + "\n")
      return UInt8(CC_REDISPLAY)
    case .none:
      return UInt8(CC_REFRESH_BEEP)
    }
  }

  /// Ctrl-C: shows `^C` at the end of the line, ends it, and has `readLine` discard it.
  ///
  /// The line is ended by queueing a Return rather than by returning `CC_NEWLINE`: that way
  /// libedit first redraws the line with `^C` and then moves below it as for any line.
  fileprivate func interrupt() -> UInt8 {
    if let info = cedit_wline(editLine)?.pointee, let end = info.lastchar, let cursor = info.cursor
    {
      cedit_cursor(editLine, Int32(end - cursor))
    }
    cedit_insertstr(editLine, "^C")
    interruptRequested = true
    cedit_push(editLine, "\r")
    return UInt8(CC_REFRESH)
  }

  private static func prepareLocale() {
    let name = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
    if name == "C" || name == "POSIX" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }
}

/// The prompt with each ANSI escape sequence wrapped in `\u{1}` markers, libedit's
/// `EL_PROMPT_ESC` convention for "prints nothing, does not move the cursor".
///
/// Recognizes CSI sequences (`ESC [` parameters, final byte `@`…`~`) and the other escapes
/// (`ESC`, intermediate bytes, one final byte, as in `ESC ( B`).
/// Any `\u{1}` already in the prompt is removed so it cannot unbalance the markers.
func markingEscapeSequencesInvisible(_ prompt: String) -> String {
  let scalars = Array(prompt.unicodeScalars.filter { $0 != "\u{1}" })
  var result = String.UnicodeScalarView()
  var index = 0
  while index < scalars.count {
    guard scalars[index] == "\u{1B}", index + 1 < scalars.count else {
      result.append(scalars[index])
      index += 1
      continue
    }
    // CSI: `ESC [`, parameters, final byte `@`…`~`; otherwise `ESC`, intermediates, final byte.
    let isFinal: (Unicode.Scalar) -> Bool =
      scalars[index + 1] == "[" ? { (0x40...0x7E).contains($0.value) } : { $0.value >= 0x30 }
    var end = scalars[index + 1] == "[" ? index + 2 : index + 1
    while end < scalars.count, !isFinal(scalars[end]) { end += 1 }
    end = min(end + 1, scalars.count)
    result.append("\u{1}")
    result.append(contentsOf: scalars[index..<end])
    result.append("\u{1}")
    index = end
  }
  return String(result)
}

// C entry points for libedit. They capture nothing (a capturing @convention(c) closure crashes
// Swift 6.3.1's compiler) and reach the editor through EL_CLIENTDATA.

private func lineEditorPrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  LineEditor.from(editLine)?.promptPointer
}

private func lineEditorComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  LineEditor.from(editLine)?.complete() ?? UInt8(CC_ERROR)
}

private func lineEditorInterrupt(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  LineEditor.from(editLine)?.interrupt() ?? UInt8(CC_ERROR)
}

private func lineEditorSuspend(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  // Returns after `fg`; the line is then drawn again, prompt included.
  if let editLine { cedit_suspend(editLine) }
  return UInt8(CC_REDISPLAY)
}
