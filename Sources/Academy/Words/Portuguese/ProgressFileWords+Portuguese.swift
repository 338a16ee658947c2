/// After "o ficheiro de progresso <path>".
struct PortugueseProgressFileWords: ProgressFileWords {
  func notJSON(details: String) -> String { "não é JSON válido" + details }
  func unexpectedShape(_ detail: String) -> String { "tem uma forma inesperada (\(detail))" }
  func outOfRange(_ detail: String) -> String { "tem um valor fora dos limites (\(detail))" }
  func newerVersion(_ version: Int, reads: Int) -> String {
    "foi escrito por uma versão mais recente do Sudoku Academy (versão \(version) do ficheiro; "
      + "esta lê a versão \(reads))"
  }

  var shouldBeProgressObject: String { "devia ser um objeto com \"version\" e \"techniques\"" }
  func missing(_ path: String) -> String { "falta \(path)" }
  func starsWithoutSolve(_ path: String, stars: Int) -> String {
    "\(path).bestStars é \(stars), mas \(path).solved é 0"
  }
  func firstTryOverAttempted(_ path: String, firstTry: Int, attempted: Int) -> String {
    "\(path).firstTry é \(firstTry), mais do que attempted (\(attempted))"
  }
  func resultsShouldBeTrueOrFalse(_ path: String, found: String) -> String {
    "\(path).recentResults devia conter true ou false, mas contém \(found)"
  }

  func unreadNothingChanged(_ path: String, problem: String) -> String {
    "o ficheiro de progresso \(path) \(problem); nada foi alterado."
  }
  func cannotReadInMemory(_ path: String, error: String) -> String {
    "não é possível ler o ficheiro de progresso \(path) (\(error)); ficou como estava e o "
      + "progresso fica em memória nesta sessão."
  }
  func leftWhereItIs(_ path: String, problem: String) -> String {
    "o ficheiro de progresso \(path) \(problem); ficou onde está. Indique outro caminho com "
      + "--progress, ou mude o ficheiro de sítio e comece de novo."
  }
  func freeAgain(_ path: String) -> String {
    "o ficheiro de progresso \(path) está livre outra vez; o progresso guardado em memória foi "
      + "gravado."
  }
  func heldElsewhere(_ path: String, error: String) -> String {
    "ficheiro de progresso \(path): \(error); esta alteração fica em memória e é gravada com a "
      + "próxima quando esse shell o libertar (retome-o com fg, ou saia dele). Se ainda o tiver "
      + "quando esta sessão acabar, a alteração não é gravada."
  }
  func keptAside(_ path: String, problem: String, as kept: String) -> String {
    "o ficheiro de progresso \(path) \(problem); foi posto de lado como \(kept) e começou-se um "
      + "novo."
  }
  func cannotKeepAside(_ path: String, problem: String, error: String) -> String {
    "o ficheiro de progresso \(path) \(problem) e não pôde ser posto de lado (\(error)); ficou "
      + "como estava e o progresso fica em memória nesta sessão."
  }
  func cannotSave(_ path: String, error: String) -> String {
    "não é possível guardar o progresso em \(path) (\(error)); o progresso fica em memória nesta "
      + "sessão."
  }
  func pendingNotSaved(_ path: String, error: String) -> String {
    "ficheiro de progresso \(path): \(error); o progresso guardado em memória desde então não foi "
      + "gravado."
  }
  func leftAsItIs(_ path: String, problem: String) -> String {
    "o ficheiro de progresso \(path) \(problem); ficou como estava e o progresso fica em memória "
      + "nesta sessão."
  }
  var inMemoryForSession: String { "O progresso fica em memória nesta sessão." }
  func notAProgressFile(_ path: String, kind: String) -> String {
    "o ficheiro de progresso \(path) é \(kind), não um ficheiro de progresso; ficou como estava. "
      + "Indique o caminho de um ficheiro com --progress."
  }
  func tooLarge(_ path: String, size: Int, limit: String) -> String {
    "o ficheiro de progresso \(path) tem \(size) bytes, mais do que os \(limit) que um ficheiro "
      + "de progresso pode ter; não foi lido e nada foi alterado."
  }
  func cannotRead(_ path: String, error: String) -> String {
    "não é possível ler o ficheiro de progresso \(path) (\(error)); nada foi alterado."
  }
}
