import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// Helpers for the tests that run the real `sudoku-academy` binary: where it is, running it with
/// input and a deadline, scratch directories, and reading the progress file it writes.
enum AcademyBinary {
  /// The built program: `$SUDOKU_ACADEMY_BINARY` when set (the scripts point it at a release
  /// build), else the `sudoku-academy` beside the test bundle (`.build/<triple>/<config>/`), else
  /// `<repo>/.build/debug/sudoku-academy` found from this file's path.
  static let url: URL? = {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["SUDOKU_ACADEMY_BINARY"], !path.isEmpty {
      candidates.append(URL(fileURLWithPath: path))
    }
    if let bundle = Bundle.main.executableURL {
      candidates.append(
        bundle.deletingLastPathComponent().appendingPathComponent("sudoku-academy"))
    }
    candidates.append(
      Fixture.url(".build/debug/sudoku-academy"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The binary, or a recorded failure saying how to build it.
  static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(
      url,
      Comment(
        rawValue: "the built sudoku-academy binary was not found beside the test bundle or in "
          + ".build/debug; run `swift build` first or set SUDOKU_ACADEMY_BINARY"),
      sourceLocation: sourceLocation)
  }
}

/// What a finished run of a program left behind.
struct RunResult {
  var status: Int32
  var reason: Process.TerminationReason
  var stdout: Data
  var stderr: Data
  var timedOut: Bool

  var output: String { String(decoding: stdout, as: UTF8.self) }
  var errors: String { String(decoding: stderr, as: UTF8.self) }
  /// Standard error's lines, without empty ones.
  var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
  var exitedNormally: Bool { !timedOut && reason == .exit }
}

/// A program started with its standard input from a file (so no pipe can fill up) and its output
/// collected in files; `finish(timeout:)` waits for it, killing it at the deadline.
final class RunningProgram {
  let process: SpawnedProcess
  private let paths: [String]

  init(
    _ executable: URL, _ arguments: [String], input: Data, in directory: ScratchDirectory,
    environment: [String: String]
  ) throws {
    let id = UUID().uuidString
    paths = ["stdin", "stdout", "stderr"].map { directory.path(".\($0)-\(id)") }
    try input.write(to: URL(fileURLWithPath: paths[0]))
    _ = FileManager.default.createFile(atPath: paths[1], contents: nil)
    _ = FileManager.default.createFile(atPath: paths[2], contents: nil)
    let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0]))
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
    let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[2]))
    defer { for handle in [input, output, errors] { try? handle.close() } }
    process = try SpawnedProcess(
      executable.path, arguments,
      environment: testEnvironment(directory).merging(environment) { $1 },
      directory: directory.url.path, standardInput: input.fileDescriptor,
      standardOutput: output.fileDescriptor, standardError: errors.fileDescriptor)
  }

  deinit {
    for path in paths { unlink(path) }
  }

  func finish(timeout: TimeInterval) -> RunResult {
    var timedOut = false
    if !process.wait(timeout: timeout) {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    return RunResult(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: (try? Data(contentsOf: URL(fileURLWithPath: paths[1]))) ?? Data(),
      stderr: (try? Data(contentsOf: URL(fileURLWithPath: paths[2]))) ?? Data(),
      timedOut: timedOut)
  }
}

/// Runs `executable` to the end (see `RunningProgram`).
func runProgram(
  _ executable: URL, _ arguments: [String], input: Data = Data(), in directory: ScratchDirectory,
  environment: [String: String] = [:], timeout: TimeInterval = 60
) throws -> RunResult {
  try RunningProgram(
    executable, arguments, input: input, in: directory, environment: environment
  ).finish(timeout: timeout)
}

/// Runs the academy binary (see `runProgram`).
func runAcademy(
  _ arguments: [String], input: String, in directory: ScratchDirectory,
  environment: [String: String] = [:], timeout: TimeInterval = 60
) throws -> RunResult {
  try runProgram(
    AcademyBinary.require(), arguments, input: Data(input.utf8), in: directory,
    environment: environment, timeout: timeout)
}

/// An environment that keeps the program inside `directory`: its own HOME and XDG directories,
/// a UTF-8 locale, no color.
func testEnvironment(_ directory: ScratchDirectory) -> [String: String] {
  var environment: [String: String] = [
    "HOME": directory.url.path,
    "XDG_DATA_HOME": directory.path("data"),
    "XDG_STATE_HOME": directory.path("state"),
    "LANG": "C.UTF-8",
    "NO_COLOR": "1",
    "TERM": "xterm",
  ]
  if let path = ProcessInfo.processInfo.environment["PATH"] { environment["PATH"] = path }
  return environment
}

/// Reads a progress file the way the program does (strictly: any flaw is an error).
func readProgressFile(_ path: String) throws -> ProgressState {
  let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  return try ProgressState(fileBytes: bytes)
}

/// The first valid answer to the drill of `technique` with `seed`, from `drill --json`.
func firstAnswer(_ technique: Technique, seed: UInt64, in directory: ScratchDirectory) throws
  -> String
{
  let result = try runAcademy(
    ["drill", technique.rawValue, "--seed", String(seed), "--count", "1", "--json"], input: "",
    in: directory)
  #expect(result.status == 0, "drill --json failed: \(result.errors)")
  let object = try #require(
    try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  let answers = try #require(object["answers"] as? [String])
  return try #require(answers.first, "drill \(technique.rawValue) --seed \(seed) has no answers")
}

/// Whether this process may switch to another user (root with `setpriv` available).
let canSwitchUser: Bool =
  getuid() == 0
  && FileManager.default.isExecutableFile(
    atPath: "/usr/bin/setpriv")

/// `setpriv` arguments that run a command as `nobody` with no supplementary groups.
let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups"]

extension SplitMix64 {
  /// A uniform value in `range`, for picking delays and choices in the tests.
  mutating func pick(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(1 << 53)
      * (range.upperBound - range.lowerBound)
  }
}

/// Makes `kind` (`a directory`, `a FIFO`, `a socket`) at `path`.
func makeSpecialFile(_ kind: String, at path: String) throws {
  switch kind {
  case "a directory":
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  case "a FIFO":
    guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EIO) }
  case "a socket":
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw POSIXError(.ENAMETOOLONG)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw POSIXError(.EIO) }
  default:
    Issue.record("unknown kind \(kind)")
  }
}

/// `a directory`, `a FIFO`, `a socket`, `a character device`, `a regular file`, `a symbolic link`
/// for what is at `path` (not following a link).
func fileKind(_ path: String) throws -> String {
  var status = stat()
  guard lstat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
  switch status.st_mode & S_IFMT {
  case S_IFDIR: return "a directory"
  case S_IFIFO: return "a FIFO"
  case S_IFSOCK: return "a socket"
  case S_IFLNK: return "a symbolic link"
  case S_IFREG: return "a regular file"
  case S_IFCHR: return "a character device"
  default: return "something else"
  }
}

/// The names in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// Whether this process may make device nodes (root, without a container rule against it): probed
/// once in a scratch folder.
let canMakeDevices: Bool = {
  guard let probe = try? ScratchDirectory("academy-mknod-probe") else { return false }
  return makeNullDevice(at: probe.path("null"))
}()

/// A character device with the null device's numbers (1, 3) at `path` — a stand-in for
/// `/dev/null` inside a scratch folder, so no test ever names a system path. True on success.
func makeNullDevice(at path: String) -> Bool {
  mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
}
