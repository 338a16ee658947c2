import Foundation
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// The durable-file component on its own: the rules progress, history and the study save share.
@Suite struct DurableFileTests {
  @Test(arguments: [
    (DurableFile.BaseDirectory.data, ["XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/sudoku-academy"),
    (.data, ["XDG_DATA_HOME": "d", "HOME": "/h"], "/h/.local/share/sudoku-academy"),
    (.state, ["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/sudoku-academy"),
    (.state, ["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/sudoku-academy"),
  ])
  func folderFollowsXDG(
    base: DurableFile.BaseDirectory, environment: [String: String], path: String
  ) {
    #expect(DurableFile.folder(base, environment: environment).path == path)
  }

  @Test func readOfNothingIsNilAndCreatesNothing() throws {
    try withTemporaryDirectory { directory throws in
      let file = DurableFile(path: directory.appendingPathComponent("a/b/save.json").path)
      #expect(try file.read() == nil)
      #expect(try fileNames(in: directory) == [])
    }
  }

  @Test func createDirectoryUsesTheMode() throws {
    try withTemporaryDirectory { directory throws in
      let file = DurableFile(path: directory.appendingPathComponent("a/b/save.json").path)
      try file.createDirectory(mode: 0o700)
      for folder in ["a", "a/b"] {
        var status = stat()
        #expect(stat(directory.appendingPathComponent(folder).path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o700)
      }
    }
  }

  /// A FIFO is refused before it is opened (an open for reading would wait for a writer).
  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.appendingPathComponent("save.json").path
      try makeSpecialFile("a FIFO", at: path)
      let file = DurableFile(path: path)
      #expect(throws: DurableFileError(notRegular: path, kind: "a FIFO")) { try file.read() }
      #expect(throws: DurableFileError(notRegular: path, kind: "a FIFO")) { try file.lock() }
      #expect(try fileNames(in: directory) == ["save.json"])
    }
  }

  /// The study save's "open elsewhere": while one holder has the lock, `tryLock()` is nil; after it
  /// is released, the lock is free again.
  @Test func tryLockSaysWhenTheFileIsHeldElsewhere() throws {
    try withTemporaryDirectory { directory throws in
      let file = DurableFile(path: directory.appendingPathComponent("study.json").path)
      let held = try #require(try file.tryLock())
      #expect(try file.tryLock() == nil)
      held.release()
      let again = try #require(try file.tryLock())
      again.release()
    }
  }

  /// Replacing writes the target of a link, keeps the file's own mode, and leaves no temp file.
  @Test func replaceWritesTheLinkTargetAndKeepsItsMode() throws {
    try withTemporaryDirectory { directory throws in
      let target = directory.appendingPathComponent("real.json")
      try Data("old".utf8).write(to: target)
      chmod(target.path, 0o640)
      let link = directory.appendingPathComponent("save.json")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "real.json")
      let file = DurableFile(path: link.path)
      #expect(try file.target() == target.path)
      let lock = try file.lock()
      try lock.replace(with: Array("new".utf8))
      lock.release()
      #expect(try String(contentsOf: target, encoding: .utf8) == "new")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
      var status = stat()
      #expect(stat(target.path, &status) == 0 && status.st_mode & 0o777 == 0o640)
      #expect(try fileNames(in: directory) == ["real.json", "save.json", "save.json.lock"])
    }
  }

  /// A failed write leaves the old file and no temp file, and says which step failed.
  @Test func aFailedWriteLeavesTheOldFile() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.appendingPathComponent("save.json").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      let lock = try DurableFile(path: path).lock()
      #expect {
        try lock.replace(with: Array("new".utf8)) { _, _ in
          errno = ENOSPC
          return -1
        }
      } throws: { error in
        guard let error = error as? DurableFileError, case .system(ENOSPC) = error.reason else {
          return false
        }
        return error.action.hasPrefix("writing \(path).tmp-\(getpid())-")
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
      #expect(try fileNames(in: directory) == ["save.json", "save.json.lock"])
    }
  }

  @Test func keepAsideNamesByTimeAndNeverOverwrites() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.appendingPathComponent("save.json").path
      let file = DurableFile(path: path)
      let monday = Date(timeIntervalSince1970: 1_796_025_600)
      var names: [String] = []
      for text in ["one", "two"] {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let lock = try file.lock()
        names.append(try lock.keepAside(tag: "corrupt", now: monday))
      }
      #expect(
        names == ["save.json.corrupt-20261130T080000Z", "save.json.corrupt-20261130T080000Z-2"])
      #expect(
        try String(
          contentsOf: directory.appendingPathComponent(names[1]), encoding: .utf8) == "two")
    }
  }

  // MARK: - Hostile files (issue 19)

  /// A holder stopped with Ctrl-Z made the next `lock()` wait forever: the wait is bounded, and
  /// the error names the holder's pid, which it wrote into the lock file.
  @Test func aLockHeldPastTheWaitNamesItsHolder() throws {
    try withTemporaryDirectory { directory throws in
      let file = DurableFile(path: directory.appendingPathComponent("progress.json").path)
      let held = try file.lock()
      defer { held.release() }
      let start = Date()
      #expect {
        _ = try file.lock(waitingAtMost: 0.3)
      } throws: {
        ($0 as? DurableFileError)?.reason == .heldElsewhere(pid: getpid(), seconds: 1)
          && "\($0)"
            == "\(file.path).lock has been held for over 1 s by another sudoku-academy shell "
            + "(pid \(getpid())), stopped with Ctrl-Z perhaps"
      }
      #expect(Date().timeIntervalSince(start) < 3)
    }
  }

  /// A dangling link at `<path>.lock` would have had its target created by the lock's `O_CREAT`:
  /// the lock is never followed, the link is refused by name, and nothing appears where it points.
  @Test func aLinkAtTheLockIsRefusedAndItsTargetNeverCreated() throws {
    try withTemporaryDirectory { directory throws in
      let ours = directory.appendingPathComponent("ours")
      try FileManager.default.createDirectory(at: ours, withIntermediateDirectories: false)
      let outside = directory.appendingPathComponent("outside.txt").path
      let path = ours.appendingPathComponent("progress.json").path
      try FileManager.default.createSymbolicLink(
        atPath: path + ".lock", withDestinationPath: outside)
      let file = DurableFile(path: path)
      for take in [{ _ = try file.lock() }, { _ = try file.tryLock() }] {
        #expect {
          try take()
        } throws: {
          ($0 as? DurableFileError)?.reason == .linkedLock
            && "\($0)"
              == "the lock file \(path).lock is a symbolic link; a lock never follows links, so "
              + "nothing was created where it points"
        }
      }
      #expect(try fileNames(in: directory) == ["ours"])
      var status = stat()
      #expect(lstat(path + ".lock", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    }
  }

  /// Through a symbolic link in our folder, a file elsewhere is not ours: keeping it aside is
  /// refused with the reason, and it stays exactly where and what it was.
  @Test func keepAsideRefusesAFileALinkPointsAt() throws {
    try withTemporaryDirectory { directory throws in
      let notes = directory.appendingPathComponent("notes.txt")
      try Data("my notes".utf8).write(to: notes)
      let ours = directory.appendingPathComponent("ours")
      try FileManager.default.createDirectory(at: ours, withIntermediateDirectories: false)
      let link = ours.appendingPathComponent("progress.json")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: notes.path)
      let lock = try DurableFile(path: link.path).lock()
      #expect {
        _ = try lock.keepAside(tag: "corrupt", now: Date())
      } throws: {
        ($0 as? DurableFileError)?.reason == .symbolicLink(target: notes.path)
          && "\($0)"
            == "\(link.path) is a symbolic link to \(notes.path), a file elsewhere that is not "
            + "ours to move"
      }
      lock.release()
      #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
      // Nothing beside the file elsewhere: the lock is beside the link.
      #expect(try fileNames(in: directory) == ["notes.txt", "ours"])
      #expect(try fileNames(in: ours) == ["progress.json", "progress.json.lock"])
    }
  }

  /// A file over the size the caller reads is refused before it is read, saying how big it is.
  @Test func aFileOverTheLimitIsNotRead() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.appendingPathComponent("progress.json").path
      try Data(repeating: 0x20, count: 2 << 20).write(to: URL(fileURLWithPath: path))
      let file = DurableFile(path: path, maximumSize: DurableFile.largestDataFile)
      #expect(throws: DurableFileError(tooLarge: path, size: 2 << 20, limit: 1 << 20)) {
        try file.read()
      }
      #expect(
        "\(DurableFileError(tooLarge: path, size: 2 << 20, limit: 1 << 20))"
          == "\(path) is over the 1 MB limit (2097152 bytes)")
      #expect(try DurableFile(path: path).read()?.count == 2 << 20)
    }
  }

  /// A writer that changes the temp file's mode (libedit's `H_SAVE_FP` makes it 0600) does not
  /// change the file's: a 0644 file stays 0644.
  @Test func aWriterThatChangesTheModeDoesNotChangeTheFiles() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.appendingPathComponent("history").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      chmod(path, 0o644)
      let lock = try DurableFile(path: path, mode: 0o600).lock()
      try lock.replace { fd, _ throws(DurableFileError) in
        fchmod(fd, 0o600)
        _ = write(fd, "new", 3)
      }
      lock.release()
      var status = stat()
      #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o644)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    }
  }

  /// Temp files have names of this process's own, made with `O_EXCL`: files already there with
  /// temp-like names (`save.json.tmp`, even `save.json.tmp-<our pid>`) are never touched.
  @Test func tempFilesNeverTouchFilesAlreadyThere() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.appendingPathComponent("save.json").path
      let theirs = ["save.json.tmp", "save.json.tmp-\(getpid())"]
      for name in theirs {
        try Data("theirs".utf8).write(to: directory.appendingPathComponent(name))
      }
      let lock = try DurableFile(path: path).lock()
      try lock.replace(with: Array("new".utf8))
      #expect(throws: DurableFileError.self) {
        try lock.replace(with: Array("newer".utf8)) { _, _ in
          errno = EIO
          return -1
        }
      }
      lock.release()
      for name in theirs {
        #expect(
          try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            == "theirs")
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
      #expect(try fileNames(in: directory) == ["save.json", "save.json.lock"] + theirs)
    }
  }
}
