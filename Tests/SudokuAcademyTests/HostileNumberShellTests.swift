import Foundation
import Testing

@testable import Academy

/// The report's two crashes, run as a learner meets them: a challenge key of `Int.min` in the
/// progress file at the default path (read by every command, `--version` and `--help` too), and
/// `challenge -9223372036854775808` typed in the shell, in both languages.
@Suite struct HostileNumberShellTests {
  static let key = "-9223372036854775808"

  @Test(arguments: [["--version"], ["--help"], ["progress"], ["progress", "--json"]])
  func aChallengeKeyOfIntMinCrashesNoCommand(arguments: [String]) throws {
    let scratch = try ScratchDirectory("int-min")
    let folder = scratch.path("data/sudoku-academy")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let text = #"{"version":1,"techniques":{},"challenge":{"\#(Self.key)":{"solved":1}}}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/progress.json"))
    let result = try runAcademy(arguments, input: "", in: scratch)
    #expect(result.exitedNormally && result.status == 0, "\(result.errors)")
    #expect(!result.output.isEmpty)
    // The unknown key is kept as it was.
    let after = try String(contentsOfFile: folder + "/progress.json", encoding: .utf8)
    #expect(after.contains(Self.key))
  }

  @Test(arguments: [
    (
      "en",
      "There is no challenge level '-9223372036854775808': the levels are 1 to 12 (challenge alone plays the first not yet solved)."
    ),
    (
      "pt",
      "Não há nenhum nível de desafio «-9223372036854775808»: os níveis vão de 1 a 12 (challenge sozinho joga o primeiro ainda por resolver)."
    ),
  ])
  func challengeIntMinIsNoLevel(language: String, message: String) throws {
    let scratch = try ScratchDirectory("int-min-shell")
    let result = try runAcademy(
      ["--language", language],
      input: "challenge \(Self.key)\nchallenge 9223372036854775807\nchallenge -1\nquit\n",
      in: scratch)
    #expect(result.exitedNormally && result.status == 0, "\(result.errors)")
    let prose = result.output.split(separator: "\n").joined(separator: " ")
      .replacingOccurrences(of: "   ", with: " ").replacingOccurrences(of: "  ", with: " ")
    #expect(prose.contains(message), "\(result.output)")
  }
}
