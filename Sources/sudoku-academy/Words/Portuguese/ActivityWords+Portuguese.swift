import Academy
import SudokuCore

struct PortugueseActivityWords: ActivityWords {
  func heading(_ kind: ActivityKind) -> String {
    switch kind {
    case .drill: "Num exercício"
    case .study: "Num jogo de estudo"
    }
  }

  func within(_ kinds: [ActivityKind]) -> String {
    // Portuguese repeats the preposition, joined to the article: "num exercício ou num jogo".
    let places = kinds.map(joinedIn).joined(separator: " ou ")
    return places.prefix(1).uppercased() + places.dropFirst()
  }

  func place(_ kind: ActivityKind) -> String {
    switch kind {
    case .drill: "um exercício"
    case .study: "um jogo de estudo"
    }
  }

  var noDrillOpen: String {
    "Não há nenhum exercício aberto. Escreva lesson <número> para começar um, ou drill "
      + "para o seguinte."
  }

  func noStudyOpen(command: String) -> String {
    "\(command) é para um puzzle de estudo, e não há nenhum aberto. Escreva "
      + "study para começar ou retomar um."
  }

  /// "num exercício": Portuguese joins "in" to the article (*em* + *um*).
  private func joinedIn(_ kind: ActivityKind) -> String {
    switch kind {
    case .drill: "num exercício"
    case .study: "num jogo de estudo"
    }
  }
}
