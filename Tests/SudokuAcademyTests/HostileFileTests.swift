import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// Files made by hand, by a newer program or by someone else, at the paths the program uses,
/// through the real binary (issue 19): nothing crashes, no file that is not ours is moved,
/// replaced or deleted, and each problem is one line.
@Suite struct HostileFileTests {
  static let puzzle = StudyShellTests.puzzle

  static func folder(_ scratch: ScratchDirectory) throws -> URL {
    let url = scratch.url.appendingPathComponent("data/sudoku-academy")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A number the validator used to accept (2^63 − 1) trapped on the next `+ 1`; now the file is
  /// refused with one line naming the field, and nothing dies.
  @Test func hugeCountersInTheProgressFileAreRefusedNotATrap() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let progress = scratch.path("progress.json")
    let text =
      "{\"version\": 1, \"techniques\": {\"hidden-single\": {\"mastery\": 1, "
      + "\"attempted\": 92233720368547759, \"firstTry\": 92233720368547759}}}"
    try Data(text.utf8).write(to: URL(fileURLWithPath: progress))
    let shown = try runAcademy(["progress", "--progress", progress], input: "", in: scratch)
    #expect(shown.reason == .exit && shown.status == 1)
    #expect(
      shown.errors
        == "sudoku-academy: progress file \(progress) has a value out of range "
        + "(techniques.hidden-single.attempted is 92233720368547759; it should be 0 to "
        + "1000000000); nothing was changed.\n")
    // At the default path it is ours: kept aside, and the session runs (lesson 1, skip).
    let folder = try Self.folder(scratch)
    try Data(text.utf8).write(to: folder.appendingPathComponent("progress.json"))
    let session = try runAcademy(["--seed", "5"], input: "lesson 1\nskip\nquit\n", in: scratch)
    #expect(session.reason == .exit && session.status == 0, "\(session.errors)")
    #expect(session.errorLines.count == 1 && session.errors.contains("it was kept as"))
    #expect(try readProgressFile(folder.path + "/progress.json")[.hiddenSingle].attempted == 1)
  }

  /// Study counters at 2^63 − 1 and a time of 9.3e18 s trapped on the next move or on resume; the
  /// save is now refused when read (kept aside, at the default path) and the shell goes on.
  @Test(arguments: [("moves", "9223372036854775807"), ("secondsPlayed", "9.3e18")])
  func hugeNumbersInTheStudySaveAreRefusedNotATrap(field: String, number: String) throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let folder = try Self.folder(scratch)
    let first = try runAcademy(
      ["--seed", "3"], input: "study \(Self.puzzle)\nquit\n", in: scratch)
    #expect(first.status == 0)
    let save = folder.appendingPathComponent("study.json")
    var text = try String(contentsOf: save, encoding: .utf8)
    let pattern = try Regex("\"\(field)\":[0-9.e+]+")
    text = text.replacing(pattern, with: "\"\(field)\":\(number)")
    try Data(text.utf8).write(to: save)
    let result = try runAcademy(["--seed", "3"], input: "study\nhint\nquit\n", in: scratch)
    #expect(result.reason == .exit && result.status == 0, "\(result.errors)")
    #expect(result.errorLines.count == 1, "\(result.errors)")
    #expect(result.errors.contains("is a bad study save: \(field) is "), "\(result.errors)")
    #expect(result.errors.contains("it was kept as study.json.corrupt-"))
  }

  /// The default progress path linked to a text file elsewhere: the text file is not moved, not
  /// rewritten as progress, and gets no lock beside it; one line says why and the session runs in
  /// memory.
  @Test func aLinkAtTheDefaultPathToAForeignFileLeavesItAlone() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let elsewhere = scratch.url.appendingPathComponent("documents")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
    let notes = elsewhere.appendingPathComponent("notes.txt")
    try Data("not progress\n".utf8).write(to: notes)
    let folder = try Self.folder(scratch)
    for name in ["progress.json", "study.json"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(name).path, withDestinationPath: notes.path)
    }
    let result = try runAcademy(
      ["--seed", "5"], input: "lesson 1\nskip\nstudy\nstudy easy\nquit\n", in: scratch)
    #expect(result.reason == .exit && result.status == 0)
    #expect(try String(contentsOf: notes, encoding: .utf8) == "not progress\n")
    #expect(try fileNames(in: elsewhere) == ["notes.txt"])
    #expect(result.errors.contains("is a symbolic link to \(notes.path), a file elsewhere"))
    #expect(result.errorLines.count == 3, "progress once, study twice: \(result.errors)")
    #expect(try fileKind(folder.appendingPathComponent("progress.json").path) == "a symbolic link")
    // With --progress <link>, the lock is beside the link, not beside the file elsewhere.
    let given = scratch.path("mine.json")
    try FileManager.default.createSymbolicLink(atPath: given, withDestinationPath: notes.path)
    let refused = try runAcademy(["--progress", given], input: "quit\n", in: scratch)
    #expect(refused.status == 1 && refused.errors.contains("it was left where it is"))
    #expect(try fileNames(in: elsewhere) == ["notes.txt"])
  }

  /// `thesis.json.tmp` and `study.json.tmp` beside `--progress thesis.json` are someone's files:
  /// saving progress and a study game leaves them exactly as they were.
  @Test func filesNamedLikeTempFilesAreNeverDeleted() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let theirs = ["thesis.json.tmp", "study.json.tmp"]
    for name in theirs {
      try Data("chapter 3".utf8).write(to: scratch.url.appendingPathComponent(name))
    }
    let result = try runAcademy(
      ["--progress", scratch.path("thesis.json"), "--seed", "5"],
      input: "lesson 1\nskip\nstudy \(Self.puzzle)\nr1c2=5\nquit\n", in: scratch)
    #expect(result.status == 0, "\(result.errors)")
    for name in theirs {
      #expect(try String(contentsOfFile: scratch.path(name), encoding: .utf8) == "chapter 3")
    }
    #expect(
      scratch.names().filter { !$0.hasPrefix(".") }
        == [
          "study.journal", "study.json", "study.json.lock", "study.json.tmp", "thesis.json",
          "thesis.json.lock", "thesis.json.tmp",
        ])
  }

  /// A save of a newer version is the newer program's: not resumed, not kept aside, not replaced
  /// by a new game; one line names the version. Unknown fields of a version-1 save survive.
  @Test func aNewerSaveIsLeftForItsProgramAndUnknownFieldsSurvive() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let folder = try Self.folder(scratch)
    _ = try runAcademy(["--seed", "3"], input: "study \(Self.puzzle)\nquit\n", in: scratch)
    let save = folder.appendingPathComponent("study.json")
    let original = try String(contentsOf: save, encoding: .utf8)
    let added = original.replacingOccurrences(
      of: "\"version\":1", with: "\"version\":1,\"zzz\":{\"from\":\"later\"}")
    try Data(added.utf8).write(to: save)
    let kept = try runAcademy(["--seed", "3"], input: "study\nr1c2=5\nquit\n", in: scratch)
    #expect(kept.output.contains("Resumed your saved"), "\(kept.errors)")
    #expect(try String(contentsOf: save, encoding: .utf8).contains("\"zzz\":{\"from\":\"later\"}"))

    let newer = original.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")
    try Data(newer.utf8).write(to: save)
    let result = try runAcademy(
      ["--seed", "3"], input: "study\nstudy easy --yes\nquit\n", in: scratch)
    #expect(result.status == 0)
    #expect(result.errorLines.count == 2, "\(result.errors)")
    #expect(result.errors.contains("(save version 2; this one reads version 1)"))
    #expect(try String(contentsOf: save, encoding: .utf8) == newer)
    #expect(try fileNames(in: folder).filter { $0.contains("corrupt") }.isEmpty)
  }

  /// A FIFO at `study.json.lock` is named as the lock, not as the save.
  @Test func aFIFOAtTheLockIsNamedAsTheLock() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let folder = try Self.folder(scratch)
    let lock = folder.appendingPathComponent("study.json.lock").path
    try makeSpecialFile("a FIFO", at: lock)
    let result = try runAcademy(["--seed", "5"], input: "study easy\nquit\n", in: scratch)
    #expect(result.status == 0)
    #expect(
      result.errors.contains("the study save's lock \(lock) is a FIFO, not a regular file"),
      "\(result.errors)")
    #expect(try fileKind(lock) == "a FIFO")
  }

  /// A dangling link at `progress.json.lock` or `study.json.lock` pointing outside the folder:
  /// the link's target used to be created by the lock's `O_CREAT`. Now nothing appears there, one
  /// line names the link, and the session goes on.
  @Test(arguments: ["progress.json.lock", "study.json.lock"])
  func aLinkAtALockCreatesNothingOutsideTheFolder(lock: String) throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let folder = try Self.folder(scratch)
    let outside = scratch.path("outside.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(lock).path, withDestinationPath: outside)
    let result = try runAcademy(
      ["--seed", "5"], input: "lesson 1\nskip\nstudy easy\nquit\n", in: scratch)
    #expect(result.reason == .exit, "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: outside))
    #expect(result.errorLines.count == 1, "\(result.errors)")
    #expect(result.errors.contains("\(lock) is a symbolic link; a lock never follows links"))
  }

  /// A 2 MB progress file is refused in one line before it is parsed, and left as it is.
  @Test func aProgressFileOverOneMegabyteIsRefused() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let progress = scratch.path("progress.json")
    let bytes = Data(repeating: UInt8(ascii: " "), count: 2 << 20)
    try bytes.write(to: URL(fileURLWithPath: progress))
    let result = try runAcademy(["progress", "--progress", progress], input: "", in: scratch)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "sudoku-academy: progress file \(progress) is 2097152 bytes, over the 1 MB a progress "
        + "file may hold; it was not read and nothing was changed.\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: progress)) == bytes)
  }

  /// `--lessons` naming a FIFO (or a file) says it is not a folder, not "NSCocoaErrorDomain".
  @Test func lessonsThatIsNotAFolderSaysSo() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    try makeSpecialFile("a FIFO", at: scratch.path("lessons"))
    let result = try runAcademy(
      ["--lessons", scratch.path("lessons")], input: "quit\n", in: scratch)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "sudoku-academy: \(scratch.path("lessons")): is not a folder; give --lessons the "
        + "folder that holds the lesson files\n")
  }
}
