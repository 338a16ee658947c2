import Academy
import SudokuCore

struct PortugueseCommandWords: CommandWords {
  var lessonsSummary: String {
    "as lições e os seus medidores de domínio"
  }

  var lessonsDetails: String {
    "lista as \(techniqueCount) lições com os seus medidores de domínio "
      + "(\(counted(TechniqueProgress.maximumMastery, .step)) cada); a próxima a aprender "
      + "vem assinalada"
  }

  var lessonSummary: String {
    "uma lição: a introdução e o primeiro exercício"
  }

  var lessonDetails: String {
    "a breve introdução de uma lição e o seu primeiro exercício (lesson 3, "
      + "lesson pointing)"
  }

  var guideSummary: String {
    "a lição completa, com um exemplo resolvido"
  }

  var guideDetails: String {
    "a lição completa: a ideia, o exemplo resolvido na sua grelha, como responder, "
      + "os erros comuns; num ecrã baixo demais para ela, uma parte de cada vez (Enter, ou "
      + "guide pointing 2".keptTogether + ", para a seguinte)"
  }

  var drillSummary: String {
    "o exercício seguinte da lição (ou da revisão)"
  }

  var drillDetails: String {
    "abre o exercício seguinte da lição atual (ou o exercício de revisão seguinte)"
  }

  var reviewSummary: String {
    "um exercício que não diz a técnica"
  }

  var reviewDetails: String {
    "um exercício misto que não diz a técnica: primeiro as revisões pendentes, depois "
      + "a sua lição mais fraca"
  }

  var studySummary: String {
    "jogar um puzzle inteiro (help study)"
  }

  var studyDetails: String {
    "um puzzle inteiro, jogado com as \(techniqueCount) técnicas: study " + ShellCommand.levelKeys
      + " (um novo), study <puzzle> (um puzzle seu); study sozinho retoma o jogo; "
      + "study review revê o jogo acabado de terminar (help study)"
  }

  var boardSummary: String {
    "a grelha outra vez, a vista, ou um só dígito"
  }

  var boardDetails: String {
    "mostra a grelha outra vez; board compact/full/auto escolhe a vista; board 4 "
      + "mostra onde o 4 pode ficar"
  }

  var hintSummary: String {
    "onde procurar; outra vez: o padrão marcado"
  }

  var hintSummaryInStudy: String {
    "onde procurar; outra vez: revela o passo"
  }

  var hintDetails: String {
    "onde procurar; depois, o padrão marcado (custa o passo de domínio)"
  }

  var hintDetailsInStudy: String {
    "onde procurar; hint outra vez revela o passo (marcado na grelha e aplicado). hint "
      + "r3c5: o mesmo para a casa que não consegue descobrir, a cadeia mais curta que a coloca"
  }

  var showSummary: String {
    "uma ocorrência, marcada e explicada"
  }

  var showSummaryInStudy: String {
    "revelar já o passo seguinte"
  }

  var showDetails: String {
    "revela uma ocorrência, marcada na grelha (custa o passo de domínio)"
  }

  var showDetailsInStudy: String {
    "revela já o passo seguinte (revelações por jogo: " + ShellCommand.revealCaps + ")"
  }

  var skipSummary: String {
    "revelar uma ocorrência e fechar o exercício"
  }

  var skipDetails: String {
    "revela uma ocorrência e fecha o exercício"
  }

  var skipElsewhere: String {
    "skip é para os exercícios; num jogo de estudo, show revela o passo seguinte e "
      + "steps desiste do jogo."
  }

  var undoSummary: String {
    "anular a última jogada ou revelação"
  }

  var undoDetails: String {
    "anula a última jogada ou revelação (até \(StudyGame.undoLimit))"
  }

  var clearSummary: String {
    "apagar um dígito que colocou"
  }

  var clearDetails: String {
    "apaga um dígito que colocou (clear r3c5, ou r3c5=0)"
  }

  var restoreSummary: String {
    "repor candidatos que eliminou"
  }

  var restoreDetails: String {
    "repõe os candidatos que eliminou de uma casa"
  }

  var checkSummary: String {
    "apontar dígitos errados (conta como dica)"
  }

  var checkDetails: String {
    "as casas com um dígito errado ou a que falta um candidato necessário "
      + "(conta como dica)"
  }

  var stepsSummary: String {
    "o caminho mais simples (desiste do jogo)"
  }

  var stepsDetails: String {
    "os passos da solução, sempre o mais simples primeiro; antes de o puzzle estar "
      + "resolvido, desiste do jogo (pergunta primeiro)"
  }

  var practiseSummary: String {
    "a lição da técnica da última dica"
  }

  var practiseDetails: String {
    "abre a lição da técnica que a última dica do jogo de estudo indicou"
  }

  var backSummary: String {
    "voltar ao puzzle de estudo"
  }

  var backDetails: String {
    "volta ao puzzle de estudo tal como estava"
  }

  var exportSummary: String {
    "a posição como linha da biblioteca"
  }

  var exportDetails: String {
    "a posição como linha da biblioteca HoDoKu (sem a resposta)"
  }

  var exportDetailsInStudy: String {
    "a posição como linha da biblioteca (study <linha> volta a abri-la)"
  }

  var progressSummary: String {
    "domínio, exercícios e acertos à primeira"
  }

  var progressDetails: String {
    "domínio, exercícios feitos e taxa de acerto à primeira tentativa, por técnica"
  }

  var resetSummary: String {
    "pôr o progresso a zero"
  }

  var resetDetails: String {
    "põe a zero o progresso de uma técnica (ou de todas, ou os registos do estudo ou "
      + "do desafio); num terminal, pergunta primeiro"
  }

  var soundSummary: String {
    "o som: conflitos e Resolvido, ou cada jogada"
  }

  var soundDetails: String {
    "sound sozinho diz qual a escolha do sinal sonoro do terminal; sound on, sound all ou "
      + "sound off escolhe-a, e a escolha fica guardada no ficheiro de progresso. Com on (por "
      + "omissão), num jogo de estudo o sinal toca quando um dígito é recusado por repetir "
      + "outro da sua linha, coluna ou caixa, e quando o puzzle fica resolvido; com all, "
      + "também a cada dígito colocado e a cada revelação (um sinal por linha); off "
      + "desliga-o. Só num terminal, nunca num script; os exercícios nunca tocam"
  }

  var notesSummary: String {
    "as suas notas: on, off, fill, as de uma casa"
  }

  var notesDetails: String {
    "notes sozinho diz se o modo de notas está ligado; notes on ou notes off escolhe-o, e a "
      + "escolha fica guardada no ficheiro de progresso (desligado por omissão). Com notes on, a "
      + "grelha de um jogo de estudo mostra só as notas que escreveu — r3c5+47 (ou note r3c5 47) "
      + "escreve notas, r3c5<>4 retira uma, notes r3c5 mostra as de uma casa, notes fill escreve "
      + "todos os candidatos de uma vez, notes clear r3c5 apaga as de uma casa. Um dígito "
      + "colocado sai das notas da sua linha, coluna e caixa; undo repõe-nas. As dicas continuam "
      + "a partir dos candidatos verdadeiros e dizem onde as suas notas diferem; check também "
      + "indica as notas que deixam de fora o dígito da solução de uma casa"
  }

  var noteSummary: String {
    "escrever notas (como r3c5+47)"
  }

  var noteDetails: String {
    "note r3c5 47 escreve as notas 4 e 7 em r3c5, como r3c5+47 (com notes on)"
  }

  var languageSummary: String {
    "inglês ou português (en ou pt)"
  }

  var languageDetails: String {
    "language sozinho diz que língua o shell fala; language pt (português) ou "
      + "language en (English) muda todas as mensagens, lições e ajudas, e a escolha fica "
      + "guardada no ficheiro de progresso para as sessões seguintes"
  }

  var helpSummary: String {
    "esta lista; help all, help <comando>"
  }

  var helpDetails: String {
    "os comandos do que está aberto; help all lista todos, help <comando> explica um"
  }

  var rulesSummary: String {
    "como jogar, para um primeiro Sudoku"
  }

  var rulesDetails: String {
    "como jogar, para quem nunca resolveu um Sudoku, em "
      + "\(RulesPage.allCases.count) páginas: " + ShellCommand.rulesTopics
      + " (rules 2 para a segunda; help rules é a primeira)"
  }

  var quitSummary: String {
    "sair (também com Ctrl-D); tudo fica guardado"
  }

  var quitDetails: String {
    "sai do shell (também com Ctrl-D); o progresso e o jogo de estudo ficam guardados"
  }
}
