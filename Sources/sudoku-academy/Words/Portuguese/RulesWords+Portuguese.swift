import Academy
import SudokuCore

struct PortugueseRulesWords: RulesWords {
  var ruleTopic: String {
    "a regra"
  }

  var candidatesTopic: String {
    "os candidatos"
  }

  var boardTopic: String {
    "a grelha"
  }

  var answersTopic: String {
    "as respostas"
  }

  var stuckTopic: String {
    "dicas, revelações e undo"
  }

  var howToPlay: String {
    "Como jogar"
  }

  func pageNumber(_ page: Int, of count: Int) -> String {
    "\(page) de \(count)"
  }

  var lastFooter: String {
    "É tudo: lesson 1 começa a primeira lição, study easy um puzzle inteiro."
  }

  var theRule: String {
    "Um Sudoku é uma grelha de 81 casas: 9 linhas, 9 colunas e 9 caixas de 3×3 casas (a que "
      + "muitos jogadores chamam blocos ou quadrados). Linhas, colunas e caixas chamam-se "
      + "unidades. Preencha cada casa vazia com um dígito de "
      + "1 a 9, de modo que cada unidade tenha cada dígito uma só vez. Um bom puzzle tem "
      + "uma única solução, e só o raciocínio lá chega: nunca é preciso adivinhar."
  }

  var cellNames: String {
    "Uma casa é designada pela sua linha e coluna: r3c5 é a casa da linha 3 (a "
      + "contar de cima) e da coluna 5 (a contar da esquerda). As caixas contam-se pela ordem de "
      + "leitura: " + "caixa 1".keptTogether + " em cima à esquerda, "
      + "caixa 3".keptTogether + " em cima à direita, " + "caixa 9".keptTogether
      + " em baixo à direita."
  }

  var givenTerm: String {
    "pista"
  }

  var givenMeaning: String {
    "um dígito com que o puzzle começa; nunca muda"
  }

  var placedTerm: String {
    "colocado"
  }

  var placedMeaning: String {
    "um dígito escrito depois: por si, por uma revelação ou pelos passos antes de um "
      + "exercício"
  }

  var conflictTerm: String {
    "conflito"
  }

  var conflictMeaning: String {
    "um dígito que repete outro da sua linha, coluna ou caixa: não pode estar certo. "
      + "Um jogo de estudo recusa-o e conta um erro; um dígito errado que não repete "
      + "nenhum fica até que check ou uma dica o encontre"
  }

  var candidatesIntro: String {
    "Um candidato é um dígito que uma casa ainda pode receber. A grelha escreve em "
      + "cada casa vazia os seus candidatos; eis o topo de uma, na vista compacta:"
  }

  func candidatesExample(
    given: String, placed: String, candidates: [String], cell: Cell, row: [String], box: [String],
    columnOnly: [String]
  ) -> String {
    "\(given) é uma pista, \(placed) um dígito colocado, e \(candidates.joined()) são "
      + "os candidatos de \(cell): a sua linha tem \(listed(row)) e a sua caixa "
      + "\(listed(box)); a sua coluna, mais abaixo, "
      + (columnOnly.isEmpty
        ? "não acrescenta nenhum outro dígito" : "acrescenta \(listed(columnOnly))")
      + ", por isso só restam \(listed(candidates))."
  }

  var solving: String {
    "Resolver é eliminar candidatos, pelo raciocínio, até que uma casa fique com um "
      + "só, ou um dígito com um só lugar numa unidade; então esse dígito é colocado. Uma "
      + "técnica é um padrão de candidatos que prova uma eliminação ou uma colocação: "
      + "cada lição ensina uma, primeiro as mais simples."
  }

  var drillCandidates: String {
    "Num exercício, a grelha vem de um puzzle resolvido em parte, e passos anteriores "
      + "podem já ter eliminado alguns candidatos: as respostas são avaliadas pelos "
      + "candidatos mostrados."
  }

  var boardLayout: String {
    "A grelha compacta tem uma linha de texto por linha: os números das linhas descem "
      + "pela esquerda, os das colunas estão no topo, e a moldura marca as caixas. A grelha "
      + "completa dá a cada dígito o seu lugar na casa: o 1 em cima à esquerda, o 5 ao "
      + "meio, o 9 em baixo à direita. De novo a linha 1, completa:"
  }

  var boardViews: String {
    "A grelha aparece completa quando cabe toda no terminal, senão compacta; "
      + "board full".keptTogether + ", " + "board compact".keptTogether + " ou "
      + "board auto".keptTogether + " escolhe. Com um exercício ou um puzzle aberto, "
      + "board 4".keptTogether + " mostra só os 4: onde o 4 está colocado e onde ainda "
      + "pode ficar."
  }

  var marksIntro: String {
    "Por baixo de cada grelha, uma linha explica as marcas usadas:"
  }

  var givenMark: String {
    "uma pista"
  }

  var placedMark: String {
    "um dígito colocado"
  }

  var patternMark: String {
    "uma casa do padrão, marcada por uma dica ou por show"
  }

  var removedMark: String {
    "um candidato que o passo elimina, riscado a cores"
  }

  var targetMark: String {
    "a casa a que leva a revelação de um jogo de estudo"
  }

  var answersIntro: String {
    "As respostas usam a notação do HoDoKu (maiúsculas e espaços não contam):"
  }

  var answerForms: String {
    """
      r3c5=7           coloca o 7 em r3c5 (também r3c5:7)
      r3c5<>7          elimina o candidato 7 de r3c5 (também r3c5-7 e -7r3c5)
      r1c789<>5        elimina o 5 de r1c7, r1c8 e r1c9
      r12c1<>3         elimina o 3 de r1c1 e de r2c1
      r8c7<>39         elimina o 3 e o 9 de r8c7
      r1c7<>5 r2c7<>5  várias partes numa linha (separadas por espaços ou vírgulas)
    """
  }

  var onePlacement: String {
    "Uma colocação indica uma só casa e um só dígito: r12c1=3 é recusado."
  }

  var drillAnswers: String {
    "lesson 1 (ou lesson hidden-single) abre a primeira lição e um exercício: uma "
      + "grelha com pelo menos uma ocorrência da técnica da lição. Responda com o que uma "
      + "ocorrência faz, a sua colocação ou as suas eliminações, uma ou várias: qualquer "
      + "ocorrência verdadeira conta. review mistura as técnicas que já começou, sem "
      + "dizer qual."
  }

  var judging: String {
    "A sua primeira resposta avaliada decide o passo de domínio do exercício (uma "
      + "técnica fica dominada ao chegar a \(TechniqueProgress.maximumMastery)). O que não "
      + "se consegue ler, uma resposta do tipo errado (uma colocação quando a lição "
      + "elimina candidatos) e uma casa já preenchida não são avaliados: tente de novo. "
      + "Uma resposta errada é explicada; drill abre o exercício seguinte."
  }

  var inADrill: String {
    "Num exercício:"
  }

  var drillHint: String {
    "onde procurar: uma unidade e um dígito; hint outra vez marca o padrão na "
      + "grelha; à terceira, diz que a seguir vem show"
  }

  var drillShow: String {
    "uma ocorrência marcada na grelha, o seu passo e porque é válido"
  }

  var drillSkip: String {
    "show, e o exercício fecha"
  }

  var helpCosts: String {
    "Cada um custa o passo de domínio do exercício; depois de hint ou show ainda pode "
      + "responder."
  }

  func studyOpens(first: String, others: String) -> String {
    "study \(first) (ou \(others)) abre um puzzle inteiro, guardado à medida que "
      + "joga; as jogadas usam a notação das respostas, várias numa linha, e r3c5=0 apaga "
      + "um dígito que colocou."
  }

  func studyHint(caps: String) -> String {
    "onde procurar e com quê; hint outra vez (ou show) é uma revelação: o passo "
      + "marcado, explicado e aplicado. Revelações por jogo: " + caps
  }

  var studyUndo: String {
    "anula a última linha de jogadas ou uma revelação (até \(StudyGame.undoLimit)); "
      + "não devolve dicas nem apaga erros"
  }

  var studyCheck: String {
    "indica as casas com um dígito errado (conta como dica)"
  }

  var studyPractise: String {
    "abre a lição da técnica que a última dica indicou; back volta ao puzzle"
  }

  var lastWords: String {
    "help lista os comandos do que está aberto; sound off desliga o sinal sonoro."
  }
}
