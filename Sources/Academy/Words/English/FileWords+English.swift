struct EnglishFileWords: FileWords {
  func examining(_ path: String) -> String { "examining \(path)" }
  func readingLink(_ path: String) -> String { "reading link \(path)" }
  func followingLinks(from path: String) -> String { "following links from \(path)" }
  func reading(_ path: String) -> String { "reading \(path)" }
  func creatingDirectory(_ path: String) -> String { "creating directory \(path)" }
  func openingLockFile(_ path: String) -> String { "opening lock file \(path)" }
  func openingLinkedLock(_ path: String) -> String { "opening lock file \(path)" }
  func locking(_ path: String) -> String { "locking \(path)" }
  func writing(_ path: String) -> String { "writing \(path)" }
  func settingMode(of path: String) -> String { "setting the mode of \(path)" }
  func syncing(_ path: String) -> String { "syncing \(path)" }
  func closing(_ path: String) -> String { "closing \(path)" }
  func renaming(_ path: String, to target: String) -> String { "renaming \(path) to \(target)" }
  func creating(_ path: String) -> String { "creating \(path)" }
  func creatingTemporary(_ prefix: String) -> String { "creating a temp file \(prefix)-…" }
  func renamingAside(to name: String) -> String { "renaming it to \(name)" }
  func openingDirectory(_ path: String) -> String { "opening directory \(path)" }
  func syncingDirectory(_ path: String) -> String { "syncing directory \(path)" }
  func opening(_ path: String) -> String { "opening \(path)" }
  func keepingAside(_ path: String) -> String { "keeping \(path) aside" }

  func kind(_ kind: FileKind) -> String {
    switch kind {
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .special: "a special file"
    }
  }

  func notRegularFile(_ path: String, kind: String) -> String {
    "\(path) is \(kind), not a regular file"
  }

  func tooLarge(_ path: String, size: Int, limit: String) -> String {
    "\(path) is over the \(limit) limit (\(size) bytes)"
  }

  func symbolicLink(_ path: String, to target: String) -> String {
    "\(path) is a symbolic link to \(target), a file elsewhere that is not ours to move"
  }

  func heldElsewhere(_ path: String, pid: Int32?, seconds: Int) -> String {
    "\(path) has been held for over \(seconds) s by another sudoku-academy shell"
      + (pid.map { " (pid \($0))" } ?? "") + ", stopped with Ctrl-Z perhaps"
  }

  func linkedLock(_ path: String) -> String {
    "the lock file \(path) is a symbolic link; a lock never follows links, so nothing was "
      + "created where it points"
  }
}
