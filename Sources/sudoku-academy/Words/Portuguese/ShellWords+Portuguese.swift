import Academy
import SudokuCore

struct PortugueseShellWords: ShellWords {
  func didYouMean(_ suggestion: String) -> String {
    " Queria dizer «\(suggestion)»?"
  }

  func welcome(dash: String) -> String {
    "Sudoku Academy \(dash) \(techniqueCount) técnicas de resolução em puzzles sempre novos.\n"
      + "Escreva help, ou prima Tab. Nunca jogou Sudoku? Escreva rules."
  }

  func unfinishedGameSaved(level: String) -> String {
    "O seu jogo de estudo por acabar (\(level)) está guardado: escreva "
      + "study para o retomar."
  }

  var noDrillOpen: String {
    "Não há nenhum exercício aberto a que responder. Escreva lesson <número> para "
      + "começar um, ou drill para o seguinte."
  }

  func takesNoArgument(name: String, usage: String) -> String {
    "\(name) não leva argumentos: escreva \(name) sozinho (uso: \(usage))."
  }

  func tooManyArguments(name: String, usage: String) -> String {
    "Demasiados argumentos para \(name): uso \(usage)."
  }

  func forTheStudyPuzzle(command: String) -> String {
    "\(command) é para o seu puzzle de estudo: escreva back para voltar a ele."
  }

  func lineTooLong(most: Int) -> String {
    "Linha demasiado longa (mais de \(most) bytes); os comandos e as respostas são "
      + "curtos, como r3c5=7."
  }

  func gameSaved(level: String) -> String {
    "O seu jogo de estudo (\(level)) está guardado: escreva study "
      + "para o retomar."
  }

  var languageSpoken: String {
    "O shell fala português. language en muda todas as mensagens, lições e ajudas "
      + "para inglês (English)."
  }

  func notALanguage(_ word: String) -> String {
    "language aceita en (English) ou pt (português), e não «\(word)»; "
      + "language sozinho diz qual está em uso."
  }

  func languageChosen(kept: Bool) -> String {
    "Português a partir de agora"
      + (kept ? ", só nesta sessão." : ", nesta sessão e nas seguintes.")
      + " language en volta ao inglês."
  }

  func soundOn(from: String) -> String {
    "Som ligado, \(from): "
  }

  func soundOff(from: String) -> String {
    "Som desligado, \(from): sem sinal sonoro. sound on volta a ligá-lo."
  }

  func soundAll(from: String) -> String {
    "Som em todas as jogadas, \(from): "
  }

  func notASoundSetting(_ word: String) -> String {
    "sound aceita on, all ou off, e não «\(word)»; sound sozinho diz qual está escolhido."
  }

  var whenItRings: String {
    "o terminal dá um sinal sonoro quando um jogo de estudo recusa um dígito que repete "
      + "outro da sua linha, coluna ou caixa, e quando o puzzle fica resolvido."
  }

  var whenItRingsOnEveryMove: String {
    "o terminal dá um sinal sonoro a cada dígito que um jogo de estudo aceita e a cada "
      + "revelação, e também quando recusa um dígito que repete outro da sua linha, coluna ou "
      + "caixa, e quando o puzzle fica resolvido."
  }

  var soundIsOn: String {
    "O som está ligado: " + whenItRings
      + " sound all fá-lo soar também a cada colocação e revelação; sound off desliga-o."
  }

  var soundIsAll: String {
    "O som está ligado em todas as jogadas: " + whenItRingsOnEveryMove
      + " sound on deixa-o soar só num dígito recusado e no Resolvido; sound off desliga-o."
  }

  var notesAreOn: String {
    "O modo de notas está ligado: as grelhas de estudo mostram só as notas que escreveu. "
      + "r3c5+47 escreve notas, r3c5<>4 retira uma, notes fill escreve todos os candidatos; "
      + "notes off volta a mostrá-los todos."
  }

  var notesAreOff: String {
    "O modo de notas está desligado: as grelhas de estudo mostram todos os candidatos, "
      + "deduzidos dos dígitos. notes on deixa-o escrever as suas próprias notas."
  }

  func notesOn(from: String) -> String {
    "Modo de notas ligado, \(from). As grelhas de estudo mostram só as notas que escreveu; "
      + "r3c5+47 escreve notas, r3c5<>4 retira uma, notes fill escreve todos os candidatos de "
      + "uma vez."
  }

  func notesOff(from: String) -> String {
    "Modo de notas desligado, \(from). As grelhas de estudo voltam a mostrar todos os "
      + "candidatos; as suas notas ficam guardadas para notes on."
  }

  func notANotesArgument(_ word: String) -> String {
    "notes aceita on, off, fill, clear ou uma casa, e não «\(word)»; notes sozinho diz se está "
      + "ligado."
  }

  var soundIsOff: String {
    "O som está desligado: sem sinal sonoro. sound on volta a ligá-lo."
  }

  var forThisSessionOnly: String {
    "só nesta sessão"
  }

  var nowAndLater: String {
    "agora e nas sessões seguintes"
  }

  var scriptStaysSilent: String {
    " Só soa num terminal, por isso esta sessão em script fica em silêncio."
  }

  func boardsWillBeDrawn(view: String) -> String {
    "A partir de agora, as grelhas serão desenhadas \(view)."
  }

  func boardsAreDrawn(view: String) -> String {
    "A partir de agora, as grelhas são desenhadas \(view):"
  }

  func notABoardArgument(_ word: String) -> String {
    "board aceita full, compact ou auto (como as grelhas são desenhadas), ou um dígito de "
      + "1 a 9 (board 4: onde o 4 está colocado e onde ainda pode ir), e não «\(word)»."
  }

  func notARulesPage(_ word: String, count: Int) -> String {
    "rules aceita um número de página, de 1 a \(count), e não "
      + "«\(word)»."
  }

  func unknownCommand(_ word: String, suggestion: String?) -> String {
    let hint = suggestion.map(didYouMean) ?? ""
    return "Comando desconhecido: «\(word)».\(hint) Escreva help para ver os comandos, ou "
      + "responda como r3c5=7 ou r1c7<>5."
  }

  func sessionSummary(drills: Int, steps: Int) -> String {
    let earned = steps == 0 ? "nenhum passo de domínio" : counted(steps, .shellMasteryStep)
    return "Nesta sessão: \(counted(drills, .drill)), \(earned). Até à próxima."
  }

  func boardView(_ view: BoardView) -> String {
    switch view {
    case .full: "na vista completa"
    case .compact: "na vista compacta"
    case .auto: "na vista completa quando cabem, senão na compacta"
    }
  }

  var yesAndNo: [String] {
    ["sim", "não"]
  }

  func confirms(_ word: String) -> Bool {
    ["sim", "s", "yes", "y"].contains(word)
  }
}
