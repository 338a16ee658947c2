import Foundation

/// The one rule for a file of ours that cannot be read (a progress file or study save that is not
/// JSON, has the wrong shape or a value out of range): whose it is decides what is done with it.
///
/// - At our own path (`ownsPath`: the default one, in our XDG folder) it is ours: it is renamed
///   aside, under the lock, to `<target>.corrupt-20261130T080000Z`, and the caller starts afresh.
/// - At a path the learner gave, it is theirs: it is left where it is.
/// - A file of a newer version is the newer program's: it is left for it, wherever it is.
/// - A path that is a symbolic link leads to a file elsewhere: `FileLock.keepAside` refuses it,
///   and the failure is returned.
enum DamagedFile {
  /// What became of the file.
  enum Outcome {
    /// Renamed aside to this name (without its directory).
    case keptAside(String)
    /// Left where it is: a path the learner gave.
    case notOurs
    /// Left where it is: written by a newer program.
    case newerVersion
    /// Ours, but renaming it failed; it was left as it is.
    case failed(DurableFileError)
  }

  /// The tag a damaged file is kept aside with: `progress.json.corrupt-20261130T080000Z`.
  static let tag = "corrupt"

  /// Keeps the damaged file guarded by `lock` aside when it is ours to move.
  ///
  /// - Parameters:
  ///   - lock: the file's lock, held; nil when it could not be taken (the file is left alone).
  ///   - ownsPath: whether the path is our own default one.
  ///   - isNewerVersion: whether the file was written by a newer program.
  ///   - now: the time that names the kept file.
  static func setAside(
    under lock: FileLock?, ownsPath: Bool, isNewerVersion: Bool, now: Date
  ) -> Outcome {
    if isNewerVersion { return .newerVersion }
    guard ownsPath, let lock else { return .notOurs }
    do {
      return .keptAside(try lock.keepAside(tag: tag, now: now))
    } catch {
      return .failed(error)
    }
  }
}
