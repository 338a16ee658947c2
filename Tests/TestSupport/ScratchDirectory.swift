import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory for one test, removed when the value is released.
///
/// Every scratch directory lives in one folder of this test process under the system temporary
/// directory (`sa-<pid>`), which is itself removed when the process exits, so a
/// directory a helper hands out as a plain URL (and a test that fails half-way) leaves nothing
/// behind either. `make test` runs the tests with `TMPDIR` set to a folder of its own and fails when
/// anything is left there (`Scripts/run-tests.sh`). Mode 0755 all the way down, so an unprivileged
/// user (`setpriv --reuid=65534`) can enter it.
public final class ScratchDirectory: Sendable {
  public let url: URL

  public init(_ label: String = "scratch") throws {
    url = try Self.fresh(label)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  public var path: String { url.path }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The URL of `relative` inside the directory.
  public func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

  /// The names in the directory, sorted.
  public func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// A new empty directory that lives until the test process exits (for helpers that hand out a
  /// URL and no owner to remove it). Names stay short (`label-Ab3xYz`): a Unix socket's path has
  /// at most 107 bytes, and messages that quote a path should not wrap.
  public static func fresh(_ label: String) throws -> URL {
    var template = Array("\(processFolder.path)/\(label)-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else { throw POSIXError(.EIO) }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    chmod(path, 0o755)
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// This process's folder of scratch directories (`sa-<pid>`), removed at exit.
  static let processFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sa-\(getpid())", isDirectory: true)
    try? FileManager.default.removeItem(at: url)  // left by an earlier process with this pid
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    chmod(url.path, 0o755)
    atexit { try? FileManager.default.removeItem(at: ScratchDirectory.processFolder) }
    return url
  }()
}
