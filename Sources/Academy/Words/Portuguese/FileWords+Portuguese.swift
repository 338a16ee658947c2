struct PortugueseFileWords: FileWords {
  func examining(_ path: String) -> String { "ao examinar \(path)" }
  func readingLink(_ path: String) -> String { "ao ler a ligação \(path)" }
  func followingLinks(from path: String) -> String { "ao seguir as ligações de \(path)" }
  func reading(_ path: String) -> String { "ao ler \(path)" }
  func creatingDirectory(_ path: String) -> String { "ao criar a pasta \(path)" }
  func openingLockFile(_ path: String) -> String { "ao abrir o ficheiro de bloqueio \(path)" }
  func openingLinkedLock(_ path: String) -> String { "ao abrir \(path)" }
  func locking(_ path: String) -> String { "ao bloquear \(path)" }
  func writing(_ path: String) -> String { "ao escrever \(path)" }
  func settingMode(of path: String) -> String { "ao mudar as permissões de \(path)" }
  func syncing(_ path: String) -> String { "ao sincronizar \(path)" }
  func closing(_ path: String) -> String { "ao fechar \(path)" }
  func renaming(_ path: String, to target: String) -> String {
    "ao mudar o nome de \(path) para \(target)"
  }
  func creating(_ path: String) -> String { "ao criar \(path)" }
  func creatingTemporary(_ prefix: String) -> String {
    "ao criar um ficheiro temporário \(prefix)-…"
  }
  func renamingAside(to name: String) -> String { "ao mudar-lhe o nome para \(name)" }
  func openingDirectory(_ path: String) -> String { "ao abrir a pasta \(path)" }
  func syncingDirectory(_ path: String) -> String { "ao sincronizar a pasta \(path)" }
  func opening(_ path: String) -> String { "ao abrir \(path)" }
  func keepingAside(_ path: String) -> String { "ao pôr \(path) de lado" }

  func kind(_ kind: FileKind) -> String {
    switch kind {
    case .directory: "uma pasta"
    case .fifo: "um FIFO"
    case .socket: "um socket"
    case .characterDevice: "um dispositivo de caracteres"
    case .blockDevice: "um dispositivo de blocos"
    case .special: "um ficheiro especial"
    }
  }

  func notRegularFile(_ path: String, kind: String) -> String {
    "\(path) é \(kind), não um ficheiro normal"
  }

  func tooLarge(_ path: String, size: Int, limit: String) -> String {
    "\(path) passa o limite de \(limit) (\(size) bytes)"
  }

  func symbolicLink(_ path: String, to target: String) -> String {
    "\(path) é uma ligação simbólica para \(target), um ficheiro noutro sítio que não nos cabe "
      + "mover"
  }

  func heldElsewhere(_ path: String, pid: Int32?, seconds: Int) -> String {
    "\(path) está bloqueado há mais de \(seconds) s por outro shell do sudoku-academy"
      + (pid.map { " (pid \($0))" } ?? "") + ", talvez suspenso com Ctrl-Z"
  }

  func linkedLock(_ path: String) -> String {
    "o ficheiro de bloqueio \(path) é uma ligação simbólica; um bloqueio nunca segue ligações, "
      + "por isso nada foi criado onde ela aponta"
  }
}
