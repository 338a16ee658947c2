import Academy
import SudokuCore

/// The words of the command line's declaration, in the run's language (`Language.current`): each
/// command's summary and help paragraph, each option's help line, what the program is, the input
/// formats and the exit status.
///
/// The declaration itself (`Declaration.swift`) holds only formats — names, arguments, values and
/// where each option applies — so the table is built once; its prose is computed here on every
/// use, once per language in an exhaustive `switch`, so a language left out does not compile.
/// What is typed stays English in both (`--count N`, `<technique>`, `easy`, `beyond the twelve`).
extension Command {
  /// How the command is written in messages: `drill`, or `the shell` (`o shell`).
  var spoken: String { self == .shell ? inLanguage(en: "the shell", pt: "o shell") : rawValue }

  /// The command's one line in the program's help and in completion menus.
  var summary: String {
    switch Language.current {
    case .english: englishSummary
    case .portuguese: portugueseSummary
    }
  }

  /// The paragraph of the command's help and of its entry in the man page.
  var details: String {
    switch Language.current {
    case .english: englishDetails
    case .portuguese: portugueseDetails
    }
  }

  private var englishSummary: String {
    switch self {
    case .shell: "the Sudoku Academy shell"
    case .drill: "drills: header with seed, HoDoKu library line, board"
    case .review: "review drills: mixed, of a technique the seed chooses"
    case .find: "every instance of the technique(s) in a position"
    case .grade: "the hardest technique a puzzle needs, with its steps"
    case .solve: "the unique solution of each puzzle"
    case .generate: "unique puzzles of a difficulty, one per line"
    case .progress: "mastery, drills done and first-try rate"
    case .completions: "a Tab-completion script for bash, zsh or fish"
    case .manpage: "the manual page, in roff"
    case .help: "this text, or a subcommand's"
    }
  }

  private var portugueseSummary: String {
    switch self {
    case .shell: "o shell da Sudoku Academy"
    case .drill: "exercícios: cabeçalho com a semente, linha da biblioteca HoDoKu, grelha"
    case .review: "exercícios de revisão, variados: a semente escolhe a técnica"
    case .find: "todas as ocorrências da técnica (ou das técnicas) numa posição"
    case .grade: "a técnica mais difícil de que um puzzle precisa, com os passos"
    case .solve: "a solução única de cada puzzle"
    case .generate: "puzzles de solução única de uma dificuldade, um por linha"
    case .progress: "domínio, exercícios feitos e acertos à primeira tentativa"
    case .completions: "um script de completação com Tab para bash, zsh ou fish"
    case .manpage: "a página de manual, em roff"
    case .help: "este texto, ou o de um subcomando"
    }
  }

  private var englishDetails: String {
    switch self {
    case .shell:
      "With no subcommand, starts the Sudoku Academy shell (type help inside it): lessons and their drills, review of what you learnt, whole puzzles to study with teaching hints, a ladder of challenge levels that earn stars, and a mastery meter per technique. New to Sudoku? Type rules in it: how to play, from the rule and the board to answers, hints and undo. On a terminal it has line editing, history and Tab completion, and rings the terminal bell on a refused conflicting digit and on a solved puzzle in a study game (sound off silences it, and the choice is kept); with standard input or output not a terminal it reads commands line by line, without a prompt or a bell, so it can be scripted."
    case .drill:
      "Prints N drills for the technique: a header with the drill's seed, its HoDoKu library line and its board. With --json, one object per drill: technique, seed, position, puzzle, solution and every valid answer. A drill's seed rebuilds it: drill <technique> --seed D --count 1."
    case .review:
      "Prints N review drills like drill does, each cut for a technique its seed alone chooses; the header names no technique. With --json, one object per drill: the technique it was cut for, seed, position, puzzle, solution, and every step of all twelve as answers, each with the technique it is credited to. review --seed D --count 1 rebuilds the review drill whose seed is D (the shell's review drills print it when they close)."
    case .find:
      "Lists every instance of the technique (or of all twelve) in each position. A library line's own technique code is ignored: the technique argument says what to look for."
    case .grade:
      "Solves each puzzle or position simplest-first with the twelve techniques and prints the hardest one it needs (or \"beyond the twelve\"), the number of steps and the step path."
    case .solve:
      "Prints the unique solution of each puzzle or position (81 digits), or says on standard error that it has none or several."
    case .generate:
      "Unique puzzles, one per line. easy (about 40 clues) and medium (about 32) need singles only; hard (about 26) needs pointing, claiming or a naked pair; expert (25 or fewer) needs an X-Wing, and the six techniques up to it suffice; master (25 or fewer) needs one of lessons 7-12 (hidden pair to XY-Wing), and the twelve suffice."
    case .progress:
      "Mastery (0-5), drills attempted and first-try rate per technique."
    case .completions:
      "Prints the completion script for the shell. make install puts all three in their standard places; to try one at once: source <(sudoku-academy completions bash)."
    case .manpage:
      "Prints the manual page (make install puts it in share/man/man1). To read it without installing: sudoku-academy manpage | man -l -"
    case .help:
      "Prints the help of the program, or of a subcommand."
    }
  }

  private var portugueseDetails: String {
    switch self {
    case .shell:
      "Sem subcomando, abre o shell da Sudoku Academy (escreva help lá dentro): as lições e os seus exercícios, a revisão do que aprendeu, puzzles completos para estudar com dicas que ensinam, uma escada de níveis de desafio que dão estrelas e um medidor de domínio por técnica. Novo no Sudoku? Escreva rules no shell: como se joga, da regra e da grelha às respostas, às dicas e ao undo. Num terminal tem edição da linha, histórico e completação com Tab, e toca a campainha do terminal quando recusa um dígito em conflito e quando um puzzle de um jogo de estudo fica resolvido (sound off silencia-a, e a escolha fica guardada); quando a entrada ou a saída padrão não é um terminal, lê os comandos linha a linha, sem prompt nem campainha, para poder ser usado em scripts."
    case .drill:
      "Escreve N exercícios da técnica: um cabeçalho com a semente do exercício, a sua linha da biblioteca HoDoKu e a sua grelha. Com --json, um objeto por exercício: técnica, semente, posição, puzzle, solução e todas as respostas válidas. A semente de um exercício reconstrói-o: drill <technique> --seed D --count 1."
    case .review:
      "Escreve N exercícios de revisão como drill, cada um feito para uma técnica que só a sua semente escolhe; o cabeçalho não diz qual. Com --json, um objeto por exercício: a técnica para que foi feito, semente, posição, puzzle, solução e, como respostas, todos os passos das doze técnicas, cada um com a técnica a que é atribuído. review --seed D --count 1 reconstrói o exercício de revisão de semente D (os exercícios de revisão do shell mostram-na quando terminam)."
    case .find:
      "Lista todas as ocorrências da técnica (ou das doze) em cada posição. O código de técnica de uma linha da biblioteca é ignorado: o argumento technique diz o que procurar."
    case .grade:
      "Resolve cada puzzle ou posição com as doze técnicas, das mais simples para as mais difíceis, e escreve a mais difícil de que precisa (ou \"beyond the twelve\", se as doze não bastam), o número de passos e a sequência dos passos."
    case .solve:
      "Escreve a solução única de cada puzzle ou posição (81 dígitos), ou diz na saída de erro que não tem nenhuma ou que tem várias."
    case .generate:
      "Puzzles de solução única, um por linha. easy (cerca de 40 pistas) e medium (cerca de 32) só precisam de únicos; hard (cerca de 26) precisa de um apontamento, de uma reivindicação ou de um par nu; expert (25 ou menos) precisa de um X-Wing, e as seis técnicas até ele bastam; master (25 ou menos) precisa de uma das lições 7-12 (do par escondido ao XY-Wing), e as doze bastam."
    case .progress:
      "Domínio (0-5), exercícios tentados e taxa de acerto à primeira tentativa, por técnica."
    case .completions:
      "Escreve o script de completação para o shell indicado. make install põe os três nos seus lugares habituais; para experimentar um já: source <(sudoku-academy completions bash)."
    case .manpage:
      "Escreve a página de manual na língua da execução (make install põe a portuguesa em share/man/pt/man1 e a inglesa em share/man/man1). Para a ler sem instalar: sudoku-academy manpage | man -l -"
    case .help:
      "Escreve a ajuda do programa, ou a de um subcomando."
    }
  }
}

extension OptionSpec {
  /// The option's help line: `how many to make (default 1)`, `quantos gerar (por omissão 1)`.
  var help: String {
    switch Language.current {
    case .english: englishHelp
    case .portuguese: portugueseHelp
    }
  }

  private var englishHelp: String {
    switch name {
    case .progress: "progress file (default $XDG_DATA_HOME/sudoku-academy/progress.json)"
    case .seed: "reproducible drills and puzzles: the same seed gives the same output"
    case .color: "colour the board: auto (a terminal and NO_COLOR unset), always or never"
    case .ascii: "plain ASCII board, meters and marks"
    case .lessons: "read lesson texts from DIR instead of the built-in ones"
    case .count: "how many to make (default 1)"
    case .difficulty: "easy, medium (the default), hard, expert or master"
    case .symmetric: "givens placed with 180-degree rotational symmetry"
    case .json: "one JSON object per line"
    case .language:
      "en or pt: the language of every message (default: the one chosen with language in "
        + "the shell, else the locale's, LC_ALL, LC_MESSAGES or LANG, else en)"
    case .help: "this help, or a subcommand's"
    case .version: "the version"
    }
  }

  private var portugueseHelp: String {
    switch name {
    case .progress:
      "ficheiro de progresso (por omissão $XDG_DATA_HOME/sudoku-academy/progress.json)"
    case .seed: "exercícios e puzzles reproduzíveis: a mesma semente dá o mesmo resultado"
    case .color: "cores na grelha: auto (num terminal, sem NO_COLOR), always ou never"
    case .ascii: "grelha, medidores e marcas em ASCII simples"
    case .lessons: "lê os textos das lições de DIR em vez dos que vêm no programa"
    case .count: "quantos fazer (por omissão 1)"
    case .difficulty: "easy, medium (por omissão), hard, expert ou master"
    case .symmetric: "pistas dispostas com simetria de rotação de 180 graus"
    case .json: "um objeto JSON por linha"
    case .language:
      "en ou pt: a língua de todas as mensagens (por omissão: a escolhida com language no "
        + "shell, senão a do ambiente, LC_ALL, LC_MESSAGES ou LANG, senão en)"
    case .help: "esta ajuda, ou a de um subcomando"
    case .version: "a versão"
    }
  }
}

extension CommandLineDeclaration {
  /// What the program is, in the man page's NAME.
  static var about: String {
    inLanguage(
      en: "learn twelve Sudoku solving techniques: lessons, drills, review and whole puzzles to "
        + "study",
      pt: "aprender doze técnicas de resolução de Sudoku: lições, exercícios, revisão e puzzles "
        + "completos para estudar")
  }

  /// What the arguments are, told once for the help and the man page.
  static var formats: String {
    let keys = Technique.allCases.map(\.rawValue).joined(separator: ", ")
    let count = Technique.allCases.count
    return inLanguage(
      en:
        "Techniques: \(keys) (or 1-\(count)). A puzzle is 81 characters row by row, 0 or . for empty, + before a placed digit. A position is a puzzle, a HoDoKu library line (\(libraryFields), any code HoDoKu writes), a 729-character candidate string or 81 candidate lists. - reads one per line from standard input.",
      pt:
        "Técnicas: \(keys) (ou 1-\(count)). Um puzzle escreve-se em 81 caracteres, linha a linha: 0 ou . numa casa vazia, + antes de um dígito colocado. Uma posição é um puzzle, uma linha da biblioteca HoDoKu (\(libraryFields), com qualquer código que o HoDoKu escreva), uma cadeia de 729 caracteres de candidatos ou 81 listas de candidatos. - lê uma por linha da entrada padrão."
    )
  }

  /// The fields of a HoDoKu library line, as HoDoKu names them: a format, the same in every
  /// language.
  static let libraryFields = ":code:digits:givens:deleted:eliminations:placements:"

  /// The exit statuses, after `Exit status:`.
  static var exitStatus: String {
    inLanguage(
      en: "0 success, 1 a runtime failure (with a message), 2 bad usage.",
      pt: "0 sucesso, 1 uma falha na execução (com uma mensagem), 2 uso incorreto.")
  }
}
