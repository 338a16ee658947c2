import Academy
import SudokuCore

struct PortugueseManPageWords: ManPageWords {
  var userCommands: String {
    "Comandos do utilizador"
  }

  var nameHeading: String {
    "NOME"
  }

  var synopsisHeading: String {
    "SINOPSE"
  }

  var descriptionHeading: String {
    "DESCRIÇÃO"
  }

  var optionsAnywhere: String {
    "As opções podem vir antes ou depois do subcomando e significam o mesmo nos dois lugares; uma opção que nada significa para o comando é recusada com o estado de saída 2."
  }

  var subcommandsHeading: String {
    "SUBCOMANDOS"
  }

  var optionsHeading: String {
    "OPÇÕES"
  }

  var forCommands: String {
    " Para "
  }

  var formatsHeading: String {
    "FORMATOS"
  }

  var filesHeading: String {
    "FICHEIROS"
  }

  var progressFile: String {
    "O domínio e os contadores de cada técnica, os registos de estudo e a escolha do som (por omissão; usa-se ~/.local/share quando XDG_DATA_HOME não está definida). Muda-se com --progress."
  }

  var historyFile: String {
    "O histórico de linhas do shell (~/.local/state quando XDG_STATE_HOME não está "
      + "definida)."
  }

  var studyFile: String {
    "O jogo de estudo por acabar, guardado depois de cada jogada; study retoma-o. Fica ao lado do ficheiro de progresso (ao lado de PATH com --progress)."
  }

  var studyJournal: String {
    "Cada jogada de estudo desde a última gravação completa, para que um kill não perca nenhuma; junta-se a study.json quando um jogo começa, acaba ou é deixado, no quit e a cada 32 jogadas. Um diário danificado no caminho por omissão é posto de parte como study.journal.corrupt-HORA e o jogo continua a partir de study.json; ao lado de PATH fica como está e o jogo é recusado."
  }

  var lockFiles: String {
    "Ao lado de cada ficheiro, para que dois shells nunca o escrevam ao mesmo tempo; ficam quando o shell termina e podem ser apagados enquanto nenhum shell estiver a correr."
  }

  var environmentHeading: String {
    "AMBIENTE"
  }

  var noColor: String {
    "Quando está definida e não está vazia, --color auto não dá cores."
  }

  var term: String {
    "Quando não está definida ou vale dumb, --color auto não dá cores."
  }

  var locale: String {
    "Um locale que não seja UTF-8 dá uma saída em ASCII simples, como --ascii, e o texto "
      + "no seu conjunto de caracteres: Latin-1 para ISO-8859-1 ou -15, senão ASCII sem "
      + "acentos."
  }

  var exitStatusHeading: String {
    "ESTADO DE SAÍDA"
  }

  var examplesHeading: String {
    "EXEMPLOS"
  }
}
