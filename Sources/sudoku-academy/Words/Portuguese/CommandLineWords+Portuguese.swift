import Academy
import SudokuCore

struct PortugueseCommandLineWords: CommandLineWords {
  func summary(of command: Command) -> String {
    switch command {
    case .shell: "o shell da Sudoku Academy"
    case .drill: "exercícios: cabeçalho com a semente, linha da biblioteca HoDoKu, grelha"
    case .review: "exercícios de revisão, variados: a semente escolhe a técnica"
    case .find: "todas as ocorrências da técnica (ou das técnicas) numa posição"
    case .grade: "a técnica mais difícil de que um puzzle precisa, com os passos"
    case .solve: "a solução única de cada puzzle"
    case .generate: "puzzles de solução única de uma dificuldade, um por linha"
    case .progress: "domínio, exercícios feitos e acertos à primeira tentativa"
    case .reviewGame: "em que assentou cada jogada de um jogo, e o que praticar"
    case .completions: "um script de completação com Tab para bash, zsh ou fish"
    case .manpage: "a página de manual, em roff"
    case .help: "este texto, ou o de um subcomando"
    }
  }

  func details(of command: Command) -> String {
    switch command {
    case .shell:
      "Sem subcomando, abre o shell da Sudoku Academy (escreva help lá dentro): as lições e os seus exercícios, a revisão do que aprendeu, puzzles completos para estudar com dicas que ensinam e com as suas próprias notas (notes on), uma escada de níveis de desafio que dão estrelas e um medidor de domínio por técnica. Novo no Sudoku? Escreva rules no shell: como se joga, da regra e da grelha às respostas, às dicas e ao undo. Num terminal tem edição da linha, histórico e completação com Tab, e dá o sinal sonoro do terminal quando recusa um dígito em conflito e quando um puzzle de um jogo de estudo fica resolvido (sound all fá-lo soar também a cada colocação e revelação, sound off silencia-o, e a escolha fica guardada); quando a entrada ou a saída padrão não é um terminal, lê os comandos linha a linha, sem prompt nem sinal sonoro, para poder ser usado em scripts."
    case .drill:
      "Escreve N exercícios da técnica: um cabeçalho com a semente do exercício, a sua linha da biblioteca HoDoKu e a sua grelha. Com --json, um objeto por exercício: técnica, semente, posição, puzzle, solução e todas as respostas válidas. A semente de um exercício reconstrói-o: drill <técnica> --seed D --count 1."
    case .review:
      "Escreve N exercícios de revisão como drill, cada um feito para uma técnica que só a sua semente escolhe; o cabeçalho não diz qual. Com --json, um objeto por exercício: a técnica para que foi feito, semente, posição, puzzle, solução e, como respostas, todos os passos das \(techniqueCount) técnicas, cada um com a técnica a que é atribuído. review --seed D --count 1 reconstrói o exercício de revisão de semente D (os exercícios de revisão do shell mostram-na quando terminam)."
    case .find:
      "Lista todas as ocorrências da técnica (ou das \(techniqueCount)) em cada posição. O código de técnica de uma linha da biblioteca é ignorado: procura-se a técnica dada no comando."
    case .grade:
      "Resolve cada puzzle ou posição com as \(techniqueCount) técnicas, das mais simples para as mais difíceis, e escreve a chave da mais difícil de que precisa (ou beyond the eighteen, «além das \(techniqueCount)», se as \(techniqueCount) não bastam), o número de passos e a sequência dos passos."
    case .solve:
      "Escreve a solução única de cada puzzle ou posição (81 dígitos), ou diz na saída de erro que não tem nenhuma ou que tem várias."
    case .generate:
      "Puzzles de solução única, um por linha. Os níveis easy (cerca de 40 pistas) e medium (cerca de 32) só precisam de únicos; hard (cerca de 26) precisa de um apontamento, de uma reivindicação ou de um par nu; expert (25 ou menos) precisa de um X-Wing, e as seis técnicas até ele bastam; master (25 ou menos) precisa de uma das lições 7-12 (do par escondido ao XY-Wing), e as \(techniqueCount) bastam."
    case .progress:
      "Domínio (0-5), exercícios tentados e taxa de acerto à primeira tentativa, por técnica."
    case .reviewGame:
      "Revê um jogo jogado em qualquer lado, como study review faz na shell: em que assentou cada colocação e cada eliminação (um único, um único depois de eliminações, um palpite, um erro), as esperas mais longas e o que havia para encontrar, os momentos-chave com os seus tabuleiros e as lições a praticar. O jogo é um ficheiro (ou - para a entrada padrão): o puzzle na primeira linha, depois uma jogada por linha, como a shell de estudo as aceita (r3c5=7, r1c7<>5, r3c5=0, restore r3c5, hint, hint r3c5, show, undo), cada uma depois do seu tempo de jogo, quando se sabe (3:12 r3c5=7). As linhas que começam por # são ignoradas. Com --json, um objeto: cada jogada com os seus factos, as esperas, as contagens e as lições a praticar."
    case .completions:
      "Escreve o script de completação para o shell indicado. make install põe os três nos seus lugares habituais; para experimentar um já: source <(sudoku-academy completions bash)."
    case .manpage:
      "Escreve a página de manual na língua da execução (make install põe a portuguesa em share/man/pt/man1 e a inglesa em share/man/man1). Para a ler sem instalar: sudoku-academy manpage | man -l -"
    case .help:
      "Escreve a ajuda do programa, ou a de um subcomando."
    }
  }

  func help(of option: OptionSpec) -> String {
    switch option.name {
    case .progress:
      "ficheiro de progresso (por omissão $XDG_DATA_HOME/sudoku-academy/progress.json)"
    case .seed: "exercícios e puzzles reproduzíveis: a mesma semente dá o mesmo resultado"
    case .color: "cores na grelha: auto (num terminal, sem NO_COLOR), always ou never"
    case .ascii: "grelha, medidores e marcas em ASCII simples"
    case .lessons: "lê os textos das lições de DIR em vez dos que vêm no programa"
    case .count: "quantos fazer (por omissão 1)"
    case .difficulty: "o nível: easy, medium (por omissão), hard, expert, master ou grandmaster"
    case .symmetric: "pistas dispostas com simetria de rotação de 180 graus"
    case .json: "um objeto JSON por linha"
    case .language:
      "a língua de todas as mensagens, en ou pt (por omissão, a escolhida com language no "
        + "shell, senão a do ambiente, LC_ALL, LC_MESSAGES ou LANG, senão en)"
    case .help: "esta ajuda, ou a de um subcomando"
    case .version: "a versão"
    }
  }

  var theShell: String {
    "o shell"
  }

  var about: String {
    "aprender \(techniqueCount) técnicas de resolução de Sudoku: lições, exercícios, revisão e puzzles "
      + "completos para estudar"
  }

  func formats(keys: String, count: Int, libraryFields: String) -> String {
    "Técnicas: \(keys) (ou 1-\(count)). Um puzzle escreve-se em 81 caracteres, linha a linha: 0 ou . numa casa vazia, + antes de um dígito colocado. Uma posição é um puzzle, uma linha da biblioteca HoDoKu (\(libraryFields), com qualquer código que o HoDoKu escreva), uma cadeia de 729 caracteres de candidatos ou 81 listas de candidatos. - lê uma por linha da entrada padrão."
  }

  var exitStatus: String {
    "0 sucesso, 1 uma falha na execução (com uma mensagem), 2 uso incorreto."
  }

  func message(_ problem: UsageProblem) -> String {
    switch problem {
    case .unknownOption(let written, let suggestion):
      "opção desconhecida «\(written)»." + didYouMean(suggestion)
    case .unknownCommand(let word, let suggestion):
      "subcomando desconhecido «\(word)»." + didYouMean(suggestion)
    case .unknownTechnique(let word, let suggestion):
      "técnica desconhecida «\(word)»." + didYouMean(suggestion)
    case .takesNoValue(let flag): "\(flag) não leva valor"
    case .needsValue(let flag, let synopsis): "\(flag) precisa de um valor (\(synopsis))"
    case .notApplicable(let flag, let command, let places):
      "\(flag) não serve para \(command.spoken) (só para \(listed(places.map(\.spoken))))"
    case .notAChoice(let flag, let choices, let value, let suggestion):
      "\(flag) é \(listed(choices, or: true)), e não «\(value)»" + orDidYouMean(suggestion)
    case .namesAFolder(let flag, let value):
      "\(flag) leva um ficheiro, e «\(value)» termina em / e por isso indica uma pasta; indique "
        + "um ficheiro dentro dela, por exemplo «\(value)progress.json»"
    case .notANumber(let flag, let range, let value):
      "\(flag) leva um número inteiro de \(range.lowerBound) a \(range.upperBound), e não «\(value)»"
    case .notASeed(let flag, let value):
      "\(flag) leva um número inteiro, 0 ou maior, e não «\(value)»"
    case .notAnArgumentChoice(let name, let choices, let value):
      "\(name) é \(listed(choices, or: true)), e não «\(value)»"
    case .noArguments(let command, let extra):
      "\(command) não leva argumentos, só opções (recebeu «\(extra)»)"
    case .tooManyArguments(let command, let count, let extra):
      "\(command) leva \(count == 1 ? "um argumento" : "\(count) argumentos") (recebeu também «\(extra)»)"
    case .needsTechnique(let command):
      "\(command) precisa de uma técnica, por exemplo \(command) pointing"
    case .needsTechniqueAndPosition(let command):
      "\(command) precisa de uma técnica (ou all) e de uma posição"
    case .needsInput(let command, let first):
      "\(command) precisa de \(first ? "um puzzle" : "uma posição") ou -"
    case .needsChoice(let command, let name, let choices):
      "\(command) precisa de um \(name): \(listed(choices, or: true))"
    case .needsCommand(let command): "\(command) precisa de um subcomando"
    }
  }

  var usageHeading: String {
    "Uso:"
  }

  var optionsHeading: String {
    "Opções:"
  }

  func subcommandsHeading(program: String) -> String {
    "Subcomandos (\(program) help <subcomando> para os pormenores):"
  }

  var allOptionsHeading: String {
    "Opções (antes ou depois do subcomando; cada uma diz a que comandos se aplica):"
  }

  var exitStatusHeading: String {
    "Estado de saída: "
  }

  func seeHelp(program: String, topic: String) -> String {
    "Veja «\(program) \(topic)»."
  }

  func completionHeader(program: String) -> String {
    "gerado por `\(program) completions`; não o edite"
  }
}
