import Foundation

/// What the durable-file component says: the step that failed, worded for the start of
/// `<step>: <system's words>` (`creating directory /x: Not a directory`), the kind of file found
/// where a regular one should be, and each `DurableFileError` as a sentence's end.
///
/// The system's own words (`strerror`) stay as the system gives them, in every language.
protocol FileWords: Sendable {
  /// `examining /x`; `ao examinar /x`.
  func examining(_ path: String) -> String
  /// `reading link /x`; `ao ler a ligação /x`.
  func readingLink(_ path: String) -> String
  /// `following links from /x`; `ao seguir as ligações de /x`.
  func followingLinks(from path: String) -> String
  /// `reading /x`; `ao ler /x`.
  func reading(_ path: String) -> String
  /// `creating directory /x`; `ao criar a pasta /x`.
  func creatingDirectory(_ path: String) -> String
  /// `opening lock file /x.lock`; `ao abrir o ficheiro de bloqueio /x.lock`.
  func openingLockFile(_ path: String) -> String
  /// `opening lock file /x.lock` for a lock that is a symbolic link; `ao abrir /x.lock`.
  func openingLinkedLock(_ path: String) -> String
  /// `locking /x.lock`; `ao bloquear /x.lock`.
  func locking(_ path: String) -> String
  /// `writing /x.tmp-1-a`; `ao escrever /x.tmp-1-a`.
  func writing(_ path: String) -> String
  /// `setting the mode of /x.tmp-1-a`; `ao mudar as permissões de /x.tmp-1-a`.
  func settingMode(of path: String) -> String
  /// `syncing /x.tmp-1-a`; `ao sincronizar /x.tmp-1-a`.
  func syncing(_ path: String) -> String
  /// `closing /x.tmp-1-a`; `ao fechar /x.tmp-1-a`.
  func closing(_ path: String) -> String
  /// `renaming /x.tmp-1-a to /x`; `ao mudar o nome de /x.tmp-1-a para /x`.
  func renaming(_ path: String, to target: String) -> String
  /// `creating /x.tmp-1-a`; `ao criar /x.tmp-1-a`.
  func creating(_ path: String) -> String
  /// `creating a temp file /x.tmp-1-…`; `ao criar um ficheiro temporário /x.tmp-1-…`.
  func creatingTemporary(_ prefix: String) -> String
  /// `renaming it to x.corrupt-…`; `ao mudar-lhe o nome para x.corrupt-…`.
  func renamingAside(to name: String) -> String
  /// `opening directory /d`; `ao abrir a pasta /d`.
  func openingDirectory(_ path: String) -> String
  /// `syncing directory /d`; `ao sincronizar a pasta /d`.
  func syncingDirectory(_ path: String) -> String
  /// `opening /x`; `ao abrir /x`.
  func opening(_ path: String) -> String
  /// `keeping /x aside`; `ao pôr /x de lado`.
  func keepingAside(_ path: String) -> String

  /// What stands where a regular file should: `a directory`, `a FIFO`; `uma pasta`, `um FIFO`.
  func kind(_ kind: FileKind) -> String

  /// `/x is a FIFO, not a regular file`; `/x é um FIFO, não um ficheiro normal`.
  func notRegularFile(_ path: String, kind: String) -> String
  /// `/x is over the 1 MB limit (2097152 bytes)`; `/x passa o limite de 1 MB (2097152 bytes)`.
  func tooLarge(_ path: String, size: Int, limit: String) -> String
  /// `/x is a symbolic link to /y, a file elsewhere that is not ours to move`.
  func symbolicLink(_ path: String, to target: String) -> String
  /// `/x.lock has been held for over 5 s by another sudoku-academy shell (pid 12), stopped with
  /// Ctrl-Z perhaps`.
  func heldElsewhere(_ path: String, pid: Int32?, seconds: Int) -> String
  /// `the lock file /x.lock is a symbolic link; a lock never follows links, so nothing was
  /// created where it points`.
  func linkedLock(_ path: String) -> String
}

/// What a path names when it is not a regular file.
enum FileKind: Hashable, Sendable {
  case directory, fifo, socket, characterDevice, blockDevice, special
}

extension FileWords {
  /// The error as the end of a sentence: which of the sentences above, or for a failed system
  /// call the step and the system's words (`creating directory /x: Not a directory`).
  func describe(_ error: DurableFileError) -> String {
    switch error.reason {
    case .notRegularFile(let kind): notRegularFile(error.path, kind: kind)
    case .system(let code): "\(error.action): \(String(cString: strerror(code)))"
    case .tooLarge(let size, let limit):
      tooLarge(error.path, size: size, limit: DurableFileError.bytes(limit))
    case .symbolicLink(let target): symbolicLink(error.path, to: target)
    case .heldElsewhere(let pid, let seconds): heldElsewhere(error.path, pid: pid, seconds: seconds)
    case .linkedLock: linkedLock(error.path)
    }
  }
}
