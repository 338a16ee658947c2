import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// The progress file through the real binary: two shells at once, damaged files, a directory the
/// program may not write, a full disk.
@Suite struct ReliabilityProgressTests {
  /// A file where hidden-single stands at mastery 2 after 7 drills, 2 of them first try.
  static let startingFile = """
    {
      "techniques": {
        "hidden-single": {
          "attempted": 7,
          "firstTry": 2,
          "lastPractised": "2026-11-30T08:00:00Z",
          "mastery": 2
        }
      },
      "version": 1
    }

    """

  // MARK: Two shells at once

  /// Two shells each answer one drill right (one step each) and skip the others, with 60 saves
  /// from `reset x-wing --yes` before and after every one so that one shell is saving while the
  /// other records (without the lock, about half the updates are lost): the design's example,
  /// "two shells each adding a step from 2 end at 4", with nothing lost.
  ///
  /// `RELIABILITY_CONCURRENT_DRILLS` (default 3) sets the drills per shell.
  @Test func twoShellsAnsweringAtOnceLoseNoUpdate() throws {
    let binary = try AcademyBinary.require()
    let drills = max(
      1,
      ProcessInfo.processInfo.environment["RELIABILITY_CONCURRENT_DRILLS"].flatMap { Int($0) } ?? 3)
    let scratch = try ScratchDirectory("academy-concurrent")
    let progress = scratch.path("progress.json")
    try Data(Self.startingFile.utf8).write(to: URL(fileURLWithPath: progress))
    let seeds: [UInt64] = [1_001, 2_002]
    let saves = String(repeating: "reset x-wing --yes\n", count: 60)
    let scripts = try seeds.map { seed in
      var script = "lesson 1\n" + saves + (try firstAnswer(.hiddenSingle, seed: seed, in: scratch))
      script += "\n" + saves
      for _ in 1..<drills { script += "drill\n" + saves + "skip\n" + saves }
      return script + "quit\n"
    }
    let shells = try zip(seeds, scripts).map { seed, script in
      try RunningProgram(
        binary, ["--progress", progress, "--seed", String(seed)], input: Data(script.utf8),
        in: scratch, environment: [:])
    }
    let results = shells.map { $0.finish(timeout: 120) }
    for result in results {
      #expect(result.status == 0 && result.exitedNormally, "a shell failed: \(result.errors)")
      #expect(result.errors.isEmpty)
      #expect(result.output.contains("Correct"), "each shell's first answer should be right")
      // Each session counts the steps its own answers made, not the other shell's (issue 19:
      // two sessions reported 4 and 2 when 5 existed).
      #expect(
        result.output.contains(", 1 mastery step. See you next time."),
        "\(result.output.suffix(200))")
    }
    let final = try readProgressFile(progress)[.hiddenSingle]
    #expect(final.mastery == 4)
    #expect(final.firstTry == 2 + 2)
    #expect(final.attempted == 7 + 2 * drills)
    #expect(!scratch.names().contains { $0.contains(".corrupt-") })
    print(
      "concurrent shells: 2 shells × \(drills) drills and \(2 * (2 + 2 * (drills - 1)) * 60) "
        + "other saves; attempted 7 → \(final.attempted) (expected \(7 + 2 * drills)), mastery "
        + "2 → \(final.mastery) (expected 4): \(final.attempted - 7) of \(2 * drills) updates kept")
  }

  // MARK: Damaged files

  static let damagedFiles: [(String, [UInt8])] = [
    ("truncated", Array(startingFile.utf8.prefix(60))),
    ("not JSON", Array("mastery = 3\n".utf8) + [0x00, 0xFF, 0xFE, 0x0A]),
    ("invalid UTF-8", [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]),
    ("wrong shape", Array(#"{"techniques": [1, 2], "version": 1}"#.utf8)),
    (
      "out of range",
      Array(startingFile.replacingOccurrences(of: "\"mastery\": 2", with: "\"mastery\": 9").utf8)
    ),
  ]

  /// A file this version cannot use at the default path (our own folder) is renamed aside byte for
  /// byte, reported in one line, and never written over; the next save starts a new file, and a
  /// second session leaves the kept file alone. (At a path given with `--progress` such a file is
  /// left where it is: see `ReliabilitySafetyTests`.)
  @Test(arguments: damagedFiles.map(\.0))
  func damagedFileIsKeptAsideNotOverwritten(_ kind: String) throws {
    let bytes = try #require(Self.damagedFiles.first { $0.0 == kind }?.1)
    let scratch = try ScratchDirectory("academy-damaged")
    let folder = scratch.url.appendingPathComponent("data/sudoku-academy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let progress = folder.appendingPathComponent("progress.json").path
    try Data(bytes).write(to: URL(fileURLWithPath: progress))
    let names = { try fileNames(in: folder) }

    let first = try runAcademy([], input: "reset x-wing --yes\nprogress\nquit\n", in: scratch)
    #expect(first.status == 0 && first.exitedNormally)
    let kept = try names().filter { $0.hasPrefix("progress.json.corrupt-") }
    try #require(kept.count == 1, "expected one kept file, found \(kept)")
    #expect(try Data(contentsOf: folder.appendingPathComponent(kept[0])) == Data(bytes))
    #expect(first.errorLines.count == 1, "expected one line on stderr: \(first.errors)")
    #expect(first.errors.hasPrefix("sudoku-academy: progress file \(progress) "))
    #expect(first.errors.contains("it was kept as \(kept[0]) and a new one started."))
    #expect(first.output.contains("Hidden single"))
    #expect(try readProgressFile(progress) == ProgressState.empty)

    let second = try runAcademy([], input: "reset all --yes\nquit\n", in: scratch)
    #expect(second.status == 0 && second.errors.isEmpty)
    #expect(try names().filter { $0.hasPrefix("progress.json.corrupt-") } == kept)
    #expect(try Data(contentsOf: folder.appendingPathComponent(kept[0])) == Data(bytes))
  }

  // MARK: Read-only directory

  /// As an unprivileged user, in a directory it cannot write: one message, the session goes on in
  /// memory (the skip shows in `progress`), and the file and directory are exactly as they were.
  ///
  /// With the lock file missing the lock cannot be created; with a lock file anyone may open, the
  /// lock succeeds and writing the temp file fails instead.
  @Test(
    .enabled(if: canSwitchUser, "needs root and /usr/bin/setpriv to run as uid 65534"),
    arguments: [false, true])
  func readOnlyDirectoryKeepsTheOldFile(writableLock: Bool) throws {
    let scratch = try ScratchDirectory("academy-readonly")
    let progress = scratch.path("progress.json")
    try Data(Self.startingFile.utf8).write(to: URL(fileURLWithPath: progress))
    chmod(progress, 0o644)
    if writableLock {
      _ = FileManager.default.createFile(atPath: progress + ".lock", contents: nil)
      chmod(progress + ".lock", 0o666)
    }
    let before = scratch.names()
    let result = try runAsNobody(
      ["--progress", progress, "--seed", "5"],
      input: "lesson 1\nskip\nreset x-wing --yes\nprogress\nquit\n", in: scratch)
    #expect(result.status == 0 && result.exitedNormally, "\(result.errors)")
    #expect(result.errorLines.count == 1, "expected one line on stderr: \(result.errors)")
    #expect(
      result.errors.hasPrefix("sudoku-academy: cannot save progress to \(progress) ("))
    #expect(result.errors.contains("Permission denied"))
    #expect(result.errors.contains("progress is kept in memory for this session."))
    #expect(attemptedShown(result.output) == 8, "the skip counts in memory")
    #expect(try String(contentsOfFile: progress, encoding: .utf8) == Self.startingFile)
    #expect(scratch.names() == before)
  }

  /// A damaged file in a directory the program cannot write cannot be kept aside: it is left as it
  /// is, reported once — naming the damage, not only the lock that could not be made — and never
  /// written over.
  @Test(
    .enabled(if: canSwitchUser, "needs root and /usr/bin/setpriv to run as uid 65534"),
    arguments: [true, false])
  func damagedFileInReadOnlyDirectoryIsLeftAlone(lockFileThere: Bool) throws {
    let scratch = try ScratchDirectory("academy-readonly")
    let folder = scratch.url.appendingPathComponent("data/sudoku-academy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
    chmod(folder.deletingLastPathComponent().path, 0o755)
    let progress = folder.appendingPathComponent("progress.json").path
    let bytes = Data("{\"version\": 1, \"techniques\": {".utf8)
    try bytes.write(to: URL(fileURLWithPath: progress))
    chmod(progress, 0o644)
    if lockFileThere {
      _ = FileManager.default.createFile(atPath: progress + ".lock", contents: nil)
      chmod(progress + ".lock", 0o666)
    }
    let result = try runAsNobody(
      [], input: "reset x-wing --yes\nreset all --yes\nquit\n", in: scratch)
    #expect(result.status == 0 && result.exitedNormally)
    #expect(result.errorLines.count == 1, "expected one line on stderr: \(result.errors)")
    #expect(result.errors.contains("progress file \(progress) is not valid JSON"))
    #expect(result.errors.contains("could not be kept aside"))
    #expect(result.errors.contains("it was left as it is"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: progress)) == bytes)
    #expect(
      try fileNames(in: folder)
        == (lockFileThere ? ["progress.json", "progress.json.lock"] : ["progress.json"]))
  }

  /// A damaged study save in our own folder, which the program cannot write: the line names the
  /// damage (and why it could not be kept aside), not only the lock that could not be made.
  @Test(.enabled(if: canSwitchUser, "needs root and /usr/bin/setpriv to run as uid 65534"))
  func damagedStudySaveInReadOnlyFolderIsNamedAsDamaged() throws {
    let scratch = try ScratchDirectory("academy-readonly-study")
    let folder = scratch.url.appendingPathComponent("data/sudoku-academy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
    chmod(folder.deletingLastPathComponent().path, 0o755)
    let save = folder.appendingPathComponent("study.json")
    let bytes = Data("{\"version\": 1, \"level\": ".utf8)
    try bytes.write(to: save)
    chmod(save.path, 0o644)
    let result = try runAsNobody([], input: "study\nquit\n", in: scratch)
    #expect(result.status == 0 && result.exitedNormally, "\(result.errors)")
    let lines = result.errorLines.filter { $0.contains("study save") }
    #expect(lines.count == 1, "\(result.errors)")
    #expect(lines.first?.contains("is not a study save: it is not valid JSON") == true)
    #expect(lines.first?.contains("could not be kept aside") == true)
    #expect(try Data(contentsOf: save) == bytes)
    #expect(try fileNames(in: folder) == ["study.json"])
  }

  /// The study save in a folder the program cannot write: `study` says so in one line and starts
  /// nothing, the shell goes on, and the folder is exactly as it was.
  @Test(.enabled(if: canSwitchUser, "needs root and /usr/bin/setpriv to run as uid 65534"))
  func studyInAReadOnlyFolderIsOneLineAndChangesNothing() throws {
    let scratch = try ScratchDirectory("academy-readonly-study")
    let progress = scratch.path("progress.json")
    try Data(Self.startingFile.utf8).write(to: URL(fileURLWithPath: progress))
    chmod(progress, 0o644)
    let before = scratch.names()
    let result = try runAsNobody(
      ["--progress", progress, "--seed", "5"], input: "study easy\nr1c1=5\nlessons\nquit\n",
      in: scratch)
    #expect(result.status == 0 && result.exitedNormally, "\(result.errors)")
    // On standard error, where every problem with a file goes.
    let refusal = result.errorLines.filter {
      $0.hasPrefix("sudoku-academy: cannot open the study save")
    }
    #expect(refusal.count == 1 && result.errorLines.count == 1, "\(result.errors)")
    #expect(result.errors.contains("Permission denied"))
    #expect(result.output.contains("1 Hidden single"), "the shell goes on")
    #expect(try String(contentsOfFile: progress, encoding: .utf8) == Self.startingFile)
    #expect(scratch.names() == before)
  }

  // MARK: Full disk

  /// On a 16 KiB tmpfs filled to the last block: one message naming the full disk, the session goes
  /// on in memory, the old file is intact and no temp file is left.
  @Test(
    .enabled(
      if: SmallTmpfs.available,
      "mounting a 16 KiB tmpfs needs root with CAP_SYS_ADMIN; the full-disk case is not run here"))
  func fullDiskKeepsTheOldFile() throws {
    let scratch = try ScratchDirectory("academy-full")
    let disk = try SmallTmpfs(in: scratch)
    let progress = disk.url.appendingPathComponent("progress.json").path
    try Data(Self.startingFile.utf8).write(to: URL(fileURLWithPath: progress))
    _ = FileManager.default.createFile(atPath: progress + ".lock", contents: nil)
    try disk.fill()
    let before = disk.names()
    let result = try runAcademy(
      ["--progress", progress, "--seed", "5"],
      input: "lesson 1\nskip\nreset x-wing --yes\nprogress\nquit\n", in: scratch)
    #expect(result.status == 0 && result.exitedNormally, "\(result.errors)")
    #expect(result.errorLines.count == 1, "expected one line on stderr: \(result.errors)")
    #expect(result.errors.hasPrefix("sudoku-academy: cannot save progress to \(progress) ("))
    #expect(result.errors.contains("No space left on device"))
    #expect(attemptedShown(result.output) == 8, "the skip counts in memory")
    #expect(try String(contentsOfFile: progress, encoding: .utf8) == Self.startingFile)
    #expect(disk.names() == before)
  }

  // MARK: Helpers

  /// The drills column of the `progress` table's hidden-single row (`1 Hidden single ■■□□□ 8 …`).
  func attemptedShown(_ output: String) -> Int? {
    guard
      let row = output.split(separator: "\n").last(where: { $0.hasPrefix("   1  Hidden single") })
    else { return nil }
    let columns = row.split(separator: " ")
    return columns.count > 4 ? Int(columns[4]) : nil
  }

  /// Runs the binary as uid/gid 65534 with no groups; if that user cannot run it where it was
  /// built, a copy in `directory` is run instead.
  func runAsNobody(_ arguments: [String], input: String, in directory: ScratchDirectory) throws
    -> RunResult
  {
    var binary = try AcademyBinary.require()
    let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
    let copies = try ScratchDirectory("academy-binary")
    let probe = try runProgram(
      setpriv, asNobody + [binary.path, "--version"], in: copies, timeout: 30)
    if probe.status != 0 {
      let copy = copies.url.appendingPathComponent("sudoku-academy")
      try FileManager.default.copyItem(at: binary, to: copy)
      chmod(copy.path, 0o755)
      binary = copy
    }
    return try withExtendedLifetime(copies) {
      try runProgram(
        setpriv, asNobody + [binary.path] + arguments, input: Data(input.utf8), in: directory,
        timeout: 60)
    }
  }
}

/// A 16 KiB tmpfs mounted on `disk` in a scratch directory, unmounted when released (before the
/// directory, which it keeps alive).
final class SmallTmpfs {
  let url: URL
  private let parent: ScratchDirectory

  /// Whether this process can mount one (probed once with a throw-away mount).
  static let available: Bool = {
    guard getuid() == 0, let probe = try? ScratchDirectory("academy-mount-probe") else {
      return false
    }
    return (try? SmallTmpfs(in: probe)) != nil
  }()

  init(in parent: ScratchDirectory) throws {
    self.parent = parent
    url = parent.url.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    guard mount("tmpfs", url.path, "tmpfs", 0, "size=16k,mode=0755") == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
    }
  }

  deinit {
    if umount(url.path) != 0 { umount2(url.path, Int32(MNT_DETACH)) }
  }

  /// Writes a filler file until the file system has no block left.
  func fill() throws {
    let fd = open(url.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o644)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    defer { close(fd) }
    let block = [UInt8](repeating: 0x2E, count: 512)
    while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    guard errno == ENOSPC else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }
}
