import Foundation
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// What is ours and what is not, through the real binary (issue 9): read-only commands change
/// nothing on disk; only a regular file is opened as the progress file; a file that is not a
/// progress file at a path the learner gave is left where it is; symbolic links stay links.
@Suite struct ReliabilitySafetyTests {
  static let puzzle =
    "...1.6...4....3.81....2.943...3......36.95...12.6.4....5..6...2.1..7...82.4....5."

  /// Every read-only command, with `--progress` where it takes one.
  static let readOnlyCommands: [[String]] = [
    ["progress"],
    ["progress", "--json"],
    ["progress", "--progress", "given/progress.json"],
    ["progress", "--json", "--progress", "given/progress.json"],
    ["--help"],
    ["progress", "--help"],
    ["find", "all", puzzle],
    ["solve", puzzle],
    ["grade", puzzle],
    ["generate", "--seed", "4"],
    ["drill", "pointing", "--seed", "7", "--json"],
    ["drill", "pointing", "--seed", "7"],
  ]

  /// A good progress file at the default path and at a given one: each read-only command leaves the
  /// whole folder (names, kinds, link targets, contents) exactly as it was — no lock file either.
  @Test(arguments: readOnlyCommands)
  func readOnlyCommandChangesNothingOnDisk(_ arguments: [String]) throws {
    let scratch = try ScratchDirectory("academy-readonly-command")
    try writeGoodFiles(in: scratch)
    let before = try snapshot(scratch)
    let result = try runAcademy(arguments, input: "", in: scratch, timeout: 60)
    #expect(result.status == 0 && result.exitedNormally, "\(arguments): \(result.errors)")
    #expect(result.errors.isEmpty, "\(arguments): \(result.errors)")
    #expect(try snapshot(scratch) == before, "\(arguments) changed the folder")
  }

  /// An option refused for a subcommand (`drill` has no progress file) touches nothing either.
  @Test func aRefusedOptionChangesNothingOnDisk() throws {
    let scratch = try ScratchDirectory("academy-readonly-refused")
    try writeGoodFiles(in: scratch)
    let before = try snapshot(scratch)
    let result = try runAcademy(
      ["drill", "pointing", "--seed", "7", "--progress", "given/progress.json"], input: "",
      in: scratch, timeout: 60)
    #expect(result.status == 2)
    #expect(try snapshot(scratch) == before)
  }

  /// `progress` on a damaged file — at the default path too, where the shell would keep it aside —
  /// says so in one line, exits 1 and changes nothing.
  @Test(arguments: [false, true])
  func progressOnADamagedFileIsOneLineAndExitOne(given: Bool) throws {
    let scratch = try ScratchDirectory("academy-readonly-damaged")
    let path = given ? scratch.path("notes.txt") : scratch.path("data/sudoku-academy/progress.json")
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("shopping: eggs, flour\n".utf8).write(to: URL(fileURLWithPath: path))
    let before = try snapshot(scratch)
    for json in [false, true] {
      let result = try runAcademy(
        ["progress"] + (json ? ["--json"] : []) + (given ? ["--progress", path] : []), input: "",
        in: scratch)
      #expect(result.status == 1 && result.exitedNormally)
      #expect(result.output.isEmpty)
      #expect(
        result.errors
          == "sudoku-academy: progress file \(path) is not valid JSON (line 1); nothing was changed.\n"
      )
    }
    #expect(try snapshot(scratch) == before)
  }

  // MARK: Paths that are not regular files

  /// A directory, FIFO or socket at `--progress` (or at the default path): `progress` and the
  /// shell each print one line naming what it is and exit 1 at once — no hang on the FIFO — and the
  /// folder is exactly as it was.
  @Test(arguments: ["a directory", "a FIFO", "a socket"], [false, true])
  func specialFileIsRefusedWithoutBlocking(kind: String, given: Bool) throws {
    let scratch = try ScratchDirectory("academy-special")
    let path = given ? scratch.path("special") : scratch.path("data/sudoku-academy/progress.json")
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try makeSpecialFile(kind, at: path)
    let before = try snapshot(scratch)
    let option = given ? ["--progress", path] : []
    for arguments in [["progress"] + option, option] {
      let result = try runAcademy(arguments, input: "progress\nquit\n", in: scratch, timeout: 20)
      #expect(!result.timedOut, "\(arguments) blocked on \(kind)")
      #expect(result.status == 1 && result.exitedNormally, "\(arguments): \(result.errors)")
      #expect(
        result.errors
          == "sudoku-academy: progress file \(path) is \(kind), not a progress file; it was left "
          + "as it is. Give the path of a file with --progress.\n")
    }
    #expect(try snapshot(scratch) == before)
    #expect(try fileKind(path) == kind)
  }

  /// The first report: `progress --progress /dev/null` renamed the device. A null device
  /// made in a scratch folder is refused in one line by `progress` and the shell, and stays.
  @Test(.enabled(if: canMakeDevices, "needs permission to make a device node (mknod)"))
  func characterDeviceIsRefusedAndNeverRenamed() throws {
    let scratch = try ScratchDirectory("academy-device")
    let device = scratch.path("null")
    try #require(makeNullDevice(at: device))
    let before = try snapshot(scratch)
    for arguments in [["progress", "--progress", device], ["--progress", device]] {
      let result = try runAcademy(arguments, input: "quit\n", in: scratch, timeout: 20)
      #expect(result.status == 1 && !result.timedOut, "\(arguments): \(result.errors)")
      #expect(
        result.errors
          == "sudoku-academy: progress file \(device) is a character device, not a progress "
          + "file; it was left as it is. Give the path of a file with --progress.\n")
    }
    #expect(try snapshot(scratch) == before)
    #expect(try fileKind(device) == "a character device")
  }

  /// A symbolic link to a directory is refused like the directory; the link stays.
  @Test func symbolicLinkToADirectoryIsRefused() throws {
    let scratch = try ScratchDirectory("academy-link-dir")
    try FileManager.default.createDirectory(
      atPath: scratch.path("folder"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("progress.json"), withDestinationPath: "folder")
    let before = try snapshot(scratch)
    let result = try runAcademy(
      ["--progress", scratch.path("progress.json")], input: "quit\n", in: scratch, timeout: 20)
    #expect(result.status == 1)
    #expect(result.errors.contains("is a directory, not a progress file"))
    #expect(try snapshot(scratch) == before)
  }

  // MARK: Files that are not progress files

  /// A text file given with `--progress` (a typo for another path) is left exactly where it is;
  /// the shell says so in one line, with how to go on, and does not start (exit 1).
  @Test func foreignFileAtAGivenPathIsLeftAndTheShellDoesNotStart() throws {
    let scratch = try ScratchDirectory("academy-foreign")
    let notes = scratch.path("notes.txt")
    try Data("call the plumber\n".utf8).write(to: URL(fileURLWithPath: notes))
    let before = try snapshot(scratch)
    let result = try runAcademy(["--progress", notes], input: "lesson 1\nquit\n", in: scratch)
    #expect(result.status == 1 && result.exitedNormally)
    #expect(result.output.isEmpty, "the shell should not start")
    #expect(
      result.errors
        == "sudoku-academy: progress file \(notes) is not valid JSON (line 1); it was left where "
        + "it is. Give another path with --progress, or move the file away yourself and start "
        + "again.\n")
    #expect(try snapshot(scratch) == before)
  }

  /// An empty file is a new progress file: the shell starts and the first save fills it.
  @Test func emptyFileIsANewProgressFile() throws {
    let scratch = try ScratchDirectory("academy-empty")
    let path = scratch.path("progress.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data())
    let result = try runAcademy(
      ["--progress", path], input: "reset x-wing --yes\nquit\n", in: scratch)
    #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
    #expect(try readProgressFile(path) == ProgressState.empty)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)) == Data(ProgressState.empty.fileText.utf8))
  }

  // MARK: Symbolic links

  /// A progress file kept in a dotfiles folder and linked: the link stays a link, its target gets
  /// the new content (the temp file goes beside it), and the lock goes beside the link.
  @Test(arguments: [false, true])
  func symbolicLinkedProgressFileStaysALink(given: Bool) throws {
    let scratch = try ScratchDirectory("academy-link")
    let dotfiles = scratch.url.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: false)
    let target = dotfiles.appendingPathComponent("progress.json")
    try Data(ReliabilityProgressTests.startingFile.utf8).write(to: target)
    let link =
      given ? scratch.path("progress.json") : scratch.path("data/sudoku-academy/progress.json")
    try FileManager.default.createDirectory(
      atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    let result = try runAcademy(
      (given ? ["--progress", link] : []) + ["--seed", "5"], input: "lesson 1\nskip\nquit\n",
      in: scratch)
    #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
    #expect(try fileKind(link) == "a symbolic link")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target.path)
    #expect(try readProgressFile(target.path)[.hiddenSingle].attempted == 8)
    // The lock is beside the link (the path given), never beside a file elsewhere.
    #expect(try fileNames(in: dotfiles) == ["progress.json"])
    #expect(
      try fileNames(in: URL(fileURLWithPath: (link as NSString).deletingLastPathComponent))
        == (given
          ? ["dotfiles", "progress.json", "progress.json.lock"]
          : ["progress.json", "progress.json.lock"]))
  }

  // MARK: Helpers

  /// A good progress file at the default path and at `given/progress.json`, and a history file.
  func writeGoodFiles(in scratch: ScratchDirectory) throws {
    for folder in ["data/sudoku-academy", "given", "state/sudoku-academy"] {
      try FileManager.default.createDirectory(
        atPath: scratch.path(folder), withIntermediateDirectories: true)
    }
    let good = Data(ReliabilityProgressTests.startingFile.utf8)
    try good.write(to: URL(fileURLWithPath: scratch.path("data/sudoku-academy/progress.json")))
    try good.write(to: URL(fileURLWithPath: scratch.path("given/progress.json")))
    try Data("_HiStOrY_V2_\nhelp\n".utf8).write(
      to: URL(fileURLWithPath: scratch.path("state/sudoku-academy/history")))
  }
}

/// Everything under the scratch folder except the harness's own stdin/stdout/stderr files: each
/// entry's path, kind, link target and (for a regular file) contents.
func snapshot(_ scratch: ScratchDirectory) throws -> [String] {
  var entries: [String] = []
  func walk(_ relative: String) throws {
    let full = relative.isEmpty ? scratch.url.path : scratch.path(relative)
    for name in try FileManager.default.contentsOfDirectory(atPath: full).sorted() {
      if relative.isEmpty, name.hasPrefix(".std") { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      let kind = try fileKind(scratch.path(path))
      switch kind {
      case "a directory":
        entries.append("\(path)/")
        try walk(path)
      case "a symbolic link":
        entries.append(
          "\(path) -> \(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path(path)))"
        )
      case "a regular file":
        let contents = try Data(contentsOf: URL(fileURLWithPath: scratch.path(path)))
        entries.append("\(path): \(contents.base64EncodedString())")
      default:
        entries.append("\(path): \(kind)")
      }
    }
  }
  try walk("")
  return entries
}
