import Foundation

/// Runs the built `sudoku-academy` binary (the one `swift build` put next to the test bundle) with
/// piped standard input, for end-to-end tests.
struct BinaryRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// `<repo>/.build/debug/sudoku-academy` (or whichever configuration built the tests).
  static var binaryURL: URL {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent("sudoku-academy"),
      bundle.appendingPathComponent("sudoku-academy"),
      repository.appendingPathComponent(".build/debug/sudoku-academy"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates
      .last!
  }

  static func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = binaryURL
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["LANG"] = "C.UTF-8"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = ErrorCollector(stderr.fileHandleForReading)
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errorData.finish(), as: UTF8.self))
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "academy-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Reads a pipe to its end on another thread, so neither pipe can fill up and block the child.
final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}
