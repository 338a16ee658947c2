import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A finished child process: its standard output, wall clock from spawn to reaping, and its own
/// resource usage from `wait4` (user + system CPU, maximum resident set size).
struct Child {
  var output: String
  var time: Timing
  /// Maximum resident set size in KiB. Beware: on Linux it is at least this process's own peak
  /// when the child started (see `peakMemory`).
  var maxRSS: Double
  var status: Int32
}

struct SpawnError: Error, CustomStringConvertible {
  let description: String
}

/// Runs `program` to completion with `posix_spawn` and `wait4`, feeding `input` (or `/dev/null`) on
/// standard input from another thread and reading standard output until it closes.
///
/// Not `Process`: its `waitUntilExit` on Linux polls the run loop in 50 ms steps, which added up to
/// 50 ms to every wall-clock figure of a short child (a `quit` session read 62 ms instead of 14).
func runChild(_ program: URL, _ arguments: [String], input: String?) throws -> Child {
  var outputPipe: [Int32] = [0, 0]
  var inputPipe: [Int32] = [-1, -1]
  guard pipe(&outputPipe) == 0, input == nil || pipe(&inputPipe) == 0 else {
    throw SpawnError(description: "pipe failed: errno \(errno)")
  }
  for descriptor in outputPipe + inputPipe where descriptor >= 0 {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
  #if os(Linux)
    var actions = posix_spawn_file_actions_t()
  #else
    var actions: posix_spawn_file_actions_t?
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if input == nil {
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  } else {
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
  }
  posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
  let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let start = Timing.now()
  let spawned = posix_spawn(&pid, program.path, &actions, nil, argv, environ)
  close(outputPipe[1])
  if input != nil { close(inputPipe[0]) }
  guard spawned == 0 else {
    close(outputPipe[0])
    if input != nil { close(inputPipe[1]) }
    throw SpawnError(description: "cannot start \(program.path): error \(spawned)")
  }
  if let input {
    let writer = inputPipe[1]
    let bytes = Array(input.utf8)
    let thread = Thread {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        if written <= 0 { break }
        offset += written
      }
      close(writer)
    }
    thread.start()
  }
  var data = [UInt8]()
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(outputPipe[0], $0.baseAddress, $0.count) }
    if count > 0 {
      data += buffer[0..<count]
    } else if count == 0 || errno != EINTR {
      break
    }
  }
  close(outputPipe[0])
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let wall = (Timing.now() - start).wall
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  #if os(Linux)
    let maxRSS = Double(usage.ru_maxrss)  // KiB
  #else
    let maxRSS = Double(usage.ru_maxrss) / 1024  // bytes
  #endif
  return Child(
    output: String(decoding: data, as: UTF8.self),
    time: Timing(cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), wall: wall),
    maxRSS: maxRSS, status: status)
}
