import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// The progress file survives SIGKILL at any moment: after every kill it is a complete progress
/// file equal to the state before or after one of the session's writes, never anything between.
///
/// Two kinds of session are killed, each with its standard input left open so it never ends by
/// itself:
/// - *write storms*: `reset x-wing --yes` and `reset naked-pair --yes` over and over, so the
///   program is almost always inside a save (lock, read, write the temp file, fsync, rename)
///   when the kill lands; the hidden-single counters must not move;
/// - *drill sessions*: `lesson 1`, then a correct first answer (attempted, first try and the
///   meter each go up by one) or `hint` and `skip` (attempted only), with saves around them.
///
/// The quick suite kills 20 times, the soak test 200; `RELIABILITY_KILLS` sets the number of
/// kills, `RELIABILITY_SESSION_KILLS` (default a tenth of them) how many of those are drill
/// sessions; `Scripts/kill-test.sh` runs 1,000 against a release build.
@Suite(.serialized) struct ReliabilityKillTests {
  @Test func progressFileSurvivesSigkillAtRandomMoments() throws {
    try Self.killAtRandomMoments(kills: 20)
  }

  static func killAtRandomMoments(kills defaultKills: Int) throws {
    let binary = try AcademyBinary.require()
    let environment = ProcessInfo.processInfo.environment
    let kills = max(2, environment["RELIABILITY_KILLS"].flatMap { Int($0) } ?? defaultKills)
    let sessionKills = min(
      kills - 1, max(1, environment["RELIABILITY_SESSION_KILLS"].flatMap { Int($0) } ?? kills / 10))
    let scratch = try ScratchDirectory("academy-kill")
    let harness = try KillHarness(binary: binary, scratch: scratch)
    var random = SplitMix64(seed: 0x5EED_0F_C0FFEE)

    // Sessions first: calibrate how long each script takes to get through all its writes.
    let seed: UInt64 = 20_261_130
    let answer = try firstAnswer(.hiddenSingle, seed: seed, in: scratch)
    let storm = String(
      repeating: "reset x-wing --yes\nreset naked-pair --yes\n", count: 150)
    let resets = String(repeating: "reset x-wing --yes\n", count: 3)
    let answering = "lesson 1\n" + resets + answer + "\n" + resets
    let skipping = "lesson 1\n" + resets + "hint\n" + resets + "skip\n" + resets
    let answeringTime = try harness.calibrate(answering, seed: seed, adds: (1, 1))
    let skippingTime = try harness.calibrate(skipping, seed: seed, adds: (1, 0))
    let stormTime = try harness.calibrate(storm, seed: seed, adds: (0, 0))

    for round in 0..<kills {
      if round % (kills / sessionKills) == 0 && harness.sessionKills < sessionKills {
        let answers = harness.sessionKills % 2 == 0
        let time = answers ? answeringTime : skippingTime
        // Most of a session is building its drill; aim at the second half, where it saves.
        try harness.kill(
          answers ? answering : skipping, seed: seed, adds: answers ? (1, 1) : (1, 0),
          after: random.pick(time * 0.5...time * 1.1), session: true)
      } else {
        try harness.kill(
          storm, seed: seed, adds: (0, 0), after: random.pick(0...min(stormTime, 0.06)),
          session: false)
      }
      if !harness.problems.isEmpty { break }
    }

    for problem in harness.problems { Issue.record(Comment(rawValue: problem)) }
    #expect(harness.kills == kills)
    let final = (try? readProgressFile(harness.progressPath))?[.hiddenSingle] ?? .zero
    print(
      "kill test: \(harness.kills) kills survived (\(harness.sessionKills) in drill sessions, "
        + "\(harness.kills - harness.sessionKills) in write storms), \(harness.filesChecked) files "
        + "checked, \(harness.problems.count) corrupt or wrong, \(harness.killsMidSave) kills left "
        + "a half-done save (progress.json.tmp-…) behind; hidden-single went to attempted "
        + "\(final.attempted), first try \(final.firstTry), mastery \(final.mastery)")
  }
}

/// Starts sessions against one progress file, kills them, and checks the file after each kill.
final class KillHarness {
  let binary: URL
  let scratch: ScratchDirectory
  let progressPath: String
  private let errorPath: String
  /// The hidden-single counters on file before the current run.
  private var before = TechniqueProgress.zero
  private(set) var kills = 0
  private(set) var sessionKills = 0
  private(set) var filesChecked = 0
  private(set) var killsMidSave = 0
  /// Temp files of killed writers already counted.
  private var tempsSeen: Set<String> = []
  private(set) var problems: [String] = []

  init(binary: URL, scratch: ScratchDirectory) throws {
    self.binary = binary
    self.scratch = scratch
    progressPath = scratch.path("progress.json")
    errorPath = scratch.path("stderr.txt")
    signal(SIGPIPE, SIG_IGN)
  }

  /// Runs `script` to the end (standard input closed) and returns how long it took; checks that
  /// it added `adds` (attempted, first try) to the hidden-single counters.
  func calibrate(_ script: String, seed: UInt64, adds: (Int, Int)) throws -> Double {
    let start = Date()
    let result = try runProgram(
      binary, ["--progress", progressPath, "--seed", String(seed)], input: Data(script.utf8),
      in: scratch)
    let elapsed = Date().timeIntervalSince(start)
    #expect(result.status == 0 && result.exitedNormally, "calibration run failed: \(result.errors)")
    #expect(result.errors.isEmpty, "calibration run warned: \(result.errors)")
    let after = try readProgressFile(progressPath)[.hiddenSingle]
    #expect(
      after.attempted == before.attempted + adds.0 && after.firstTry == before.firstTry + adds.1,
      "the calibration run should add \(adds) to hidden-single, it went from \(before) to \(after)")
    before = after
    return elapsed
  }

  /// Starts `script` with standard input left open, sends SIGKILL after `delay` seconds, then checks
  /// that the file holds the counters from before or those after 1 of the run's `adds`.
  func kill(
    _ script: String, seed: UInt64, adds: (Int, Int), after delay: Double, session: Bool
  ) throws {
    let input = Pipe()
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let process = try SpawnedProcess(
      binary.path, ["--progress", progressPath, "--seed", String(seed)],
      environment: testEnvironment(scratch), directory: scratch.url.path,
      standardInput: input.fileHandleForReading.fileDescriptor,
      standardOutput: FileHandle.nullDevice.fileDescriptor, standardError: errors.fileDescriptor)
    try? input.fileHandleForReading.close()
    try? errors.close()
    try input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
    usleep(useconds_t(delay * 1_000_000))
    Glibc.kill(process.processIdentifier, SIGKILL)
    if !process.wait(timeout: 30) {
      problems.append("a killed session did not end within 30 s")
      return
    }
    try? input.fileHandleForWriting.close()
    guard process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL
    else {
      problems.append(
        "session ended by itself (status \(process.terminationStatus)) before the kill")
      return
    }
    kills += 1
    if session { sessionKills += 1 }
    check(adds: adds, delay: delay)
  }

  private func check(adds: (Int, Int), delay: Double) {
    let moment = "after kill \(kills) at \(Int(delay * 1000)) ms"
    let names = scratch.names()
    // A killed writer's own temp file (`progress.json.tmp-<pid>-<random>`) stays: only the process
    // that made one removes it. Count the kills that left a new one.
    let temps = Set(names.filter { $0.hasPrefix("progress.json.tmp-") })
    if !temps.subtracting(tempsSeen).isEmpty { killsMidSave += 1 }
    tempsSeen.formUnion(temps)
    if let kept = names.first(where: { $0.contains(".corrupt-") }) {
      problems.append("\(moment): the file was kept aside as \(kept)")
    }
    let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    if !errors.isEmpty { problems.append("\(moment): the program warned: \(errors)") }
    let state: ProgressState
    do {
      state = try readProgressFile(progressPath)
    } catch {
      let text = (try? String(contentsOfFile: progressPath, encoding: .utf8)) ?? "(unreadable)"
      problems.append("\(moment): the progress file is not valid (\(error)): \(text)")
      return
    }
    filesChecked += 1
    let now = state[.hiddenSingle]
    var allowed = [before]
    var next = before
    next.attempted += adds.0
    next.firstTry += adds.1
    next.mastery = min(TechniqueProgress.maximumMastery, next.mastery + adds.1)
    if adds != (0, 0) { allowed.append(next) }
    let matches = allowed.contains {
      $0.attempted == now.attempted && $0.firstTry == now.firstTry && $0.mastery == now.mastery
    }
    if !matches {
      problems.append(
        "\(moment): hidden-single is \(now), expected the state before (\(before)) or after the "
          + "run's one update (\(next))")
    }
    for technique in Technique.allCases where technique != .hiddenSingle {
      let entry = state[technique]
      if entry.attempted != 0 || entry.firstTry != 0 || entry.mastery != 0 {
        problems.append("\(moment): \(technique.rawValue) changed to \(entry)")
      }
    }
    before = now
  }
}

/// The soak run: 200 kills.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct ReliabilityKillSoak {
  @Test func progressFileSurvivesManySigkills() throws {
    try ReliabilityKillTests.killAtRandomMoments(kills: 200)
  }
}
