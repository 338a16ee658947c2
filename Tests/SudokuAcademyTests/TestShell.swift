import Academy
import Foundation
import TestSupport

@testable import sudoku_academy

/// The tests' one shell harness: a scripted shell (no background drills) on the embedded lessons,
/// its output and the progress store's warnings captured in a transcript, its progress file
/// `progress.json` in `folder`.
enum TestShell {
  /// A shell speaking `language` (nil: the progress file's choice, else English, as with no
  /// `--language`), on a terminal of `size` (nil: scripted, 80 columns), drawn in `style`, with
  /// session seed `seed`; `interactive` as for a person at a terminal. `progressFile` is written
  /// as its progress file first. `folder` defaults to a fresh scratch directory, removed when the
  /// test process exits (the shell and its files outlive this call). Returns the shell, its
  /// transcript and the folder its files are in.
  static func make(
    language: Language? = nil, size: TerminalSize? = nil,
    style: RenderStyle = RenderStyle(color: false, unicode: true), seed: UInt64 = 1,
    interactive: Bool = false, progressFile: String? = nil, in folder: URL? = nil
  ) throws -> (Shell, ShellTests.Transcript, URL) {
    let folder = try folder ?? ScratchDirectory.fresh("shell")
    let url = folder.appendingPathComponent("progress.json")
    if let progressFile { try progressFile.write(to: url, atomically: true, encoding: .utf8) }
    let transcript = ShellTests.Transcript()
    let shell = Shell(
      configuration: .init(
        style: style, interactive: interactive, sessionSeed: seed, language: language,
        backgroundDrills: false),
      lessons: try LessonLibrary.embedded(),
      progress: ProgressStore(url: url) { transcript.lines.append("warning: \($0)") },
      size: { size }, output: { transcript.lines.append($0) })
    return (shell, transcript, folder)
  }
}
