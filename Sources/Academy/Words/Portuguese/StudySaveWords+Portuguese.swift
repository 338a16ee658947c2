/// After "o ficheiro de estudo <path>".
struct PortugueseStudySaveWords: StudySaveWords {
  func notAStudySave(_ detail: String) -> String { "não é um ficheiro de estudo: " + detail }
  func badStudySave(_ detail: String) -> String { "está danificado: " + detail }
  func newerVersion(_ version: Int, reads: Int) -> String {
    "foi escrito por uma versão mais recente do Sudoku Academy (versão \(version) do ficheiro; "
      + "esta lê a versão \(reads))"
  }
  func shouldBeObject(found: String) -> String { "devia ser um objeto, mas é \(found)" }
  func fieldMissing(_ name: String) -> String { "falta o campo \(name)" }
  func field(_ name: String) -> String { "o campo \(name)" }
  func badSeed(_ value: String, largest: UInt64) -> String {
    "seed é \(value); devia ser um número inteiro de 0 a \(largest)"
  }
  func undoTooLong(_ count: Int, limit: Int) -> String {
    "a lista undo tem \(PortugueseGrammar().count(count, .move)) (no máximo \(limit))"
  }
  func changesShouldHoldObjects(_ path: String) -> String {
    "o campo \(path).changes devia conter objetos"
  }
  func secondsOutOfRange(_ value: String, longest: Int) -> String {
    "secondsPlayed é \(value); devia ser de 0 a \(longest) (um século)"
  }
  func versionNotRead(_ version: Int) -> String { "este programa não lê a versão \(version)" }
  func unknownLevel(_ level: String, keys: [String]) -> String {
    "o nível \(level) não é " + keys.dropLast().joined(separator: ", ") + " nem " + keys.last!
  }
  var givensNot81: String { "givens não tem 81 dígitos" }
  var placementsNot81: String { "placements não tem 81 dígitos" }
  var noSingleSolution: String { "as pistas não têm uma solução única" }
  func markOnGiven(_ cell: String) -> String { "\(cell) é uma pista e tem uma nota" }

  func givenAndPlacement(_ cell: String) -> String {
    "\(cell) tem ao mesmo tempo uma pista e uma colocação"
  }
  var counterOutOfRange: String { "um contador ou o tempo está fora dos limites" }
  func notACandidate(_ code: String) -> String { "«\(code)» não é um candidato" }
  func badUndoChange(_ cell: String, from: Int, to: Int) -> String {
    "uma jogada de undo muda «\(cell)» de \(from) para \(to)"
  }
  func notAChallengeLevel(_ number: Int, count: Int) -> String {
    "challenge \(number) não é um nível (de 1 a \(count))"
  }
  func challengePlaysAs(_ number: Int, _ level: String, not saved: String) -> String {
    "challenge \(number) joga-se como \(level), não como " + saved
  }
  func sameDigitInHouse(_ first: String, _ second: String) -> String {
    "\(first) e \(second) têm o mesmo dígito numa unidade"
  }
  func undoMismatch(_ number: Int, cell: String, to: Int, now: Int) -> String {
    "a jogada \(number) de undo muda \(cell) para \(to), mas ali a grelha "
      + (now == 0 ? "não tem nenhum dígito" : "tem o \(now)")
  }
  func undoConflict(_ number: Int, _ first: String, _ second: String) -> String {
    "a jogada \(number) de undo deixaria \(first) e \(second) com o mesmo dígito numa unidade"
  }
  var solveWithoutSolvedBoard: String {
    "indica uma resolução, mas a grelha não está resolvida"
  }

  func cannotKeepAside(_ path: String, problem: String, error: String) -> String {
    "o ficheiro de estudo \(path) \(problem) e não pôde ser posto de lado (\(error)); ficou como "
      + "estava."
  }
  func newerSave(_ path: String, problem: String) -> String {
    "o ficheiro de estudo \(path) \(problem); ficou como estava e não se pode guardar nenhum jogo "
      + "ali. Indique outra pasta com --progress."
  }
  func leftWhereItIs(_ path: String, problem: String) -> String {
    "o ficheiro de estudo \(path) \(problem); ficou onde está. Mude-o de sítio, ou indique outra "
      + "pasta com --progress."
  }
  func keptAside(_ path: String, problem: String, as kept: String) -> String {
    "o ficheiro de estudo \(path) \(problem); foi posto de lado como \(kept). Escreva study easy, "
      + "medium, hard, expert, master ou grandmaster para começar um jogo novo."
  }
  func openElsewhere(_ path: String) -> String {
    "o ficheiro de estudo \(path) está aberto noutro shell"
  }
  func cannotEncode(_ error: String) -> String { "não foi possível codificar o jogo (\(error))" }
  func cannotSave(_ path: String, error: String) -> String {
    "não é possível guardar o jogo de estudo em \(path) (\(error))"
  }
  func lockNotRegular(_ lock: String, kind: String) -> String {
    "o ficheiro de bloqueio do ficheiro de estudo, \(lock), é \(kind), não um ficheiro normal; "
      + "ficou como estava e não se pode guardar nenhum jogo ali. Indique outra pasta com "
      + "--progress."
  }
  func notAStudySaveFile(_ path: String, kind: String) -> String {
    "o ficheiro de estudo \(path) é \(kind), não um ficheiro de estudo; ficou como estava e não se "
      + "pode guardar nenhum jogo ali. Indique outra pasta com --progress."
  }
  func tooLarge(_ path: String, size: Int, limit: String) -> String {
    "o ficheiro de estudo \(path) tem \(size) bytes, mais do que os \(limit) que um ficheiro de "
      + "estudo pode ter; não foi lido e nada foi alterado."
  }
  func cannotOpen(_ path: String, error: String) -> String {
    "não é possível abrir o ficheiro de estudo \(path) (\(error)); nada foi alterado."
  }

  // After "o diário de estudo <path> está"; a save's problem (`journalNotTheGame`) follows its
  // subject, as after "o ficheiro de estudo <path>".
  func journalDamagedRecord(_ number: Int) -> String {
    "danificado (o registo \(number) não está inteiro)"
  }
  var journalOfAnotherSave: String { "ligado a outro ficheiro de estudo que não o study.json" }
  func journalNotTheGame(_ problem: String) -> String {
    "danificado (o último registo \(problem))"
  }
  var journalOtherPuzzle: String { "é de outro puzzle" }
  var journalWithoutSave: String { "ali sem um ficheiro de estudo a que pertença" }
  func journalKeptAside(_ path: String, problem: String, as kept: String) -> String {
    "o diário de estudo \(path) está \(problem); foi posto de lado como \(kept), e o jogo continua "
      + "a partir do study.json tal como foi reescrito pela última vez (as jogadas desde então "
      + "estão no ficheiro posto de lado)."
  }
  func journalLeft(_ path: String, problem: String) -> String {
    "o diário de estudo \(path) está \(problem); ficou onde está e o jogo não foi retomado. "
      + "Mude-o de sítio, ou indique outra pasta com --progress."
  }
  func journalCannotKeepAside(_ path: String, problem: String, error: String) -> String {
    "o diário de estudo \(path) está \(problem) e não pôde ser posto de lado (\(error)); ficou "
      + "como estava e o jogo não foi retomado."
  }
}
