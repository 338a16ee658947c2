import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, for the tests that run programs, in place of
/// Foundation's `Process`: on Linux this toolchain's `Process.run()` now and then crashes the
/// test runner with a bad pointer dereference in a `memcpy` (a 256-byte over-read of the
/// `/proc/self/fd` entries in `findMaximumOpenFromProcSelfFD`, swift-corelibs-foundation pull
/// request 5472, fixed after it) — about one clean-clone CI run in five here.
///
/// The child gets `environment` alone, `directory` as its working directory, the three given
/// descriptors as its standard input, output and error, no blocked signals and every signal's
/// default action (the runner ignores SIGPIPE; the program must not inherit that).
final class SpawnedProcess: @unchecked Sendable {
  let processIdentifier: pid_t
  private let ended = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var status: Int32?

  init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    directory: String, standardInput: Int32, standardOutput: Int32, standardError: Int32,
    onExit: (@Sendable () -> Void)? = nil
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    guard Self.addChdir(&actions, directory) == 0 else { throw POSIXError(.EINVAL) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL)
    }
    processIdentifier = pid
    // One thread per child waits for it, so the wait holds none of the test runner's.
    let ended = self.ended
    let child = pid
    Thread.detachNewThread { [self] in
      var status: Int32 = 0
      while waitpid(child, &status, 0) == -1, errno == EINTR {}
      lock.withLock { self.status = status }
      ended.signal()
      onExit?()
    }
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which the Glibc module does
  /// not declare: looked up once by name.
  private static let addChdir:
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32 =
      {
        guard
          let symbol = dlsym(
            UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        else { fatalError("glibc 2.29 or later is needed: posix_spawn_file_actions_addchdir_np") }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (
            UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
          ) -> Int32).self)
      }()

  /// Waits until the child ends or `timeout` passes; whether it ended.
  func wait(timeout: TimeInterval) -> Bool {
    guard ended.wait(timeout: .now() + timeout) == .success else { return false }
    ended.signal()
    return true
  }

  func waitUntilExit() {
    ended.wait()
    ended.signal()
  }

  var isRunning: Bool { lock.withLock { status == nil } }

  /// The exit code, or the signal that ended the child (as `Process` has it).
  var terminationStatus: Int32 {
    let status = lock.withLock { self.status } ?? 0
    return status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
  }

  var terminationReason: Process.TerminationReason {
    (lock.withLock { self.status } ?? 0) & 0x7f == 0 ? .exit : .uncaughtSignal
  }
}
