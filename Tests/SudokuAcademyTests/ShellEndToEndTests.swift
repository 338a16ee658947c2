import Foundation
import SudokuCore
import Testing

/// The real binary with piped standard input: scripted mode, as a script or a test would drive it.
@Suite(.serialized) struct ShellEndToEndTests {
  struct DrillLine: Decodable {
    let seed: UInt64
    let answers: [String]
    let technique: String
  }

  /// Answers for the drills a session seeded with `seed` will open (the k-th drill has the k-th seed).
  static func drills(_ technique: String, seed: UInt64, count: Int) throws -> [DrillLine] {
    let result = try Self.run([
      "drill", technique, "--seed", "\(seed)", "--count", "\(count)", "--json",
    ])
    #expect(result.status == 0, "\(result.errors)")
    return try result.output.split(separator: "\n").map {
      try JSONDecoder().decode(DrillLine.self, from: Data($0.utf8))
    }
  }

  /// Runs the binary in a scratch directory of its own (HOME and XDG folders inside it, UTF-8, no color).
  static func run(_ arguments: [String], input: String = "") throws -> RunResult {
    try runAcademy(arguments, input: input, in: ScratchDirectory("academy-e2e"))
  }

  /// Every lesson goes from 0 to mastery 5 through the binary: five drills answered right first time,
  /// their answers taken from `drill --json` with the session's seeds.
  @Test(arguments: Technique.allCases)
  func takesALessonFromZeroToMastery(technique: Technique) throws {
    let directory = try ScratchDirectory("academy-e2e")
    let progress = directory.url.appendingPathComponent("progress.json")
    let seed = 4242 + UInt64(technique.number)
    let drills = try Self.drills(technique.rawValue, seed: seed, count: 5)
    try #require(drills.count == 5)
    var script = ["lesson \(technique.number)"]
    for (index, drill) in drills.enumerated() {
      if index > 0 { script.append("drill") }
      try #require(!drill.answers.isEmpty)
      script.append(drill.answers[(index * 7) % drill.answers.count])
    }
    script += ["progress", "lessons", "quit"]
    let result = try runAcademy(
      ["--seed", "\(seed)", "--progress", progress.path],
      input: script.joined(separator: "\n") + "\n",
      in: directory)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let verdicts = result.output.split(separator: "\n").filter { $0.contains("Correct —") }
    #expect(verdicts.count == 5, "\(result.output)")
    #expect(result.output.contains("Mastery ■■■■■ (5/5)"))
    #expect(result.output.contains("\(technique.title) mastered. Next up: lesson"))
    #expect(
      result.output.hasSuffix("This session: 5 drills, 5 mastery steps. See you next time.\n"))
    #expect(!result.output.contains("academy >"), "scripted mode prints no prompt")
    let state = try readProgressFile(progress.path)
    #expect(state[technique].mastery == 5)
    #expect(state[technique].attempted == 5)
    #expect(state[technique].firstTry == 5)
    let next =
      technique == .hiddenSingle
      ? "2 Naked single     □□□□□   ← next" : "1 Hidden single    □□□□□   ← next"
    #expect(result.output.contains(next))
  }

  @Test func aMissAndAHintEarnNoStep() throws {
    let directory = try ScratchDirectory("academy-e2e")
    let progress = directory.url.appendingPathComponent("progress.json")
    let drills = try Self.drills("pointing", seed: 77, count: 2)
    try #require(drills.count == 2)
    let script = [
      "lesson pointing", "hint", try #require(drills[0].answers.first), "drill", "r0c0<>1",
      "r1c1=5", try #require(drills[1].answers.first), "quit",
    ]
    let result = try runAcademy(
      ["--seed", "77", "--progress", progress.path], input: script.joined(separator: "\n") + "\n",
      in: directory)
    #expect(result.status == 0)
    #expect(result.output.contains("No mastery step this time: you asked for help."))
    #expect(result.output.contains("Can't read that answer"))
    #expect(result.output.contains("This lesson removes candidates"))
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: progress)) as? [String: Any]
    let entry = (file?["techniques"] as? [String: [String: Any]])?["pointing"]
    // Unreadable and wrong-form answers are free, so the second drill's right answer is its first.
    #expect(entry?["mastery"] as? Int == 1)
    #expect(entry?["attempted"] as? Int == 2)
  }

  @Test func sameSeedSameSession() throws {
    let script = "lesson 6\nexport\ndrill\nexport\nquit\n"
    let first = try Self.run(
      ["--seed", "9", "--progress", "/dev/null/none"], input: script)
    let second = try Self.run(
      ["--seed", "9", "--progress", "/dev/null/none"], input: script)
    #expect(first.output == second.output)
    #expect(first.output.contains(":0300:x:"))
  }

  /// `--lessons DIR` reads lesson texts live; a malformed one stops the start with `file:line`.
  @Test func lessonsDirectoryOverride() throws {
    let directory = try ScratchDirectory("academy-lessons")
    let lessons = Fixture.url("Lessons")
    let copy = directory.url.appendingPathComponent("Lessons")
    try FileManager.default.copyItem(at: lessons, to: copy)
    let pointing = copy.appendingPathComponent("pointing.md")
    var text = try String(contentsOf: pointing, encoding: .utf8)
    text = text.replacingOccurrences(of: "\n## Idea\n", with: "\n## Idea\nEdited by an author.\n")
    try text.write(to: pointing, atomically: true, encoding: .utf8)
    let edited = try runAcademy(
      ["--lessons", copy.path, "--seed", "1"], input: "guide 3\nquit\n", in: directory)
    #expect(edited.status == 0)
    #expect(edited.output.contains("Edited by an author."))
    try (text + "\n## Idea\nagain\n").write(to: pointing, atomically: true, encoding: .utf8)
    let broken = try runAcademy(["--lessons", copy.path], input: "quit\n", in: directory)
    #expect(broken.status == 1)
    #expect(broken.errors.contains("pointing.md:"), "\(broken.errors)")
    #expect(broken.errors.contains("duplicate section"), "\(broken.errors)")
  }

  /// A batch runs on every core, yet each drill depends only on its own seed: the batch equals the
  /// drills rebuilt one by one from the seeds it reports.
  @Test func batchesMatchTheirDrillsRebuiltOneByOne() throws {
    let batch = try Self.run([
      "drill", "claiming", "--seed", "31", "--count", "4", "--json",
    ])
    let lines = batch.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 4)
    for line in lines {
      let drill = try JSONDecoder().decode(DrillLine.self, from: Data(line.utf8))
      let single = try Self.run([
        "drill", "claiming", "--seed", "\(drill.seed)", "--count", "1", "--json",
      ])
      #expect(single.output == line + "\n")
    }
    let generated = try Self.run(["generate", "--seed", "8", "--count", "3"])
    let again = try Self.run(["generate", "--seed", "8", "--count", "3"])
    #expect(generated.output == again.output)
    #expect(generated.output.split(separator: "\n").count == 3)
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["drill"], "drill needs a technique"),
    (["drill", "x-wnig"], "Did you mean 'x-wing'?"),
    (["generate", "--count", "zero"], "--count takes a whole number"),
    (["sovle", "x"], "Did you mean 'solve'?"),
  ])
  func badUsageExitsTwo(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test func badInputLinesAreNamedAndTheRestProcessed() throws {
    let good = "...1.6...4....3.81....2.943...3......36.95...12.6.4....5..6...2.1..7...82.4....5."
    let result = try Self.run(["solve", "-"], input: "\(good)\nnot a puzzle\n\(good)\n")
    #expect(result.status == 1)
    #expect(result.output.split(separator: "\n").count == 2)
    #expect(result.errors.contains("line 2:"), "\(result.errors)")
  }
}
