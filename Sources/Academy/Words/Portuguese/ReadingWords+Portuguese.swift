import SudokuCore

struct PortugueseReadingWords: ReadingWords {
  private let grammar = PortugueseGrammar()

  var answerExample: String {
    "escreva uma colocação como \(AnswerExample.placement) ou uma eliminação como "
      + AnswerExample.elimination
  }

  func notation(_ error: NotationError) -> String {
    switch error {
    case .empty:
      return "resposta vazia — \(answerExample)"
    case .expected(let expected, let place):
      // At the end something is missing; at a character something else stands in its place.
      if case .end = place {
        // `depois de r1c1` already says where.
        let at = if case .sign = expected { "" } else { " " + self.place(place) }
        return "falta \(self.expected(expected))\(at) — \(answerExample)"
      }
      return "esperava-se \(self.expected(expected)) \(self.place(place)) — \(answerExample)"
    case .placementOfSeveral(let cells, let digits):
      return "uma colocação põe um dígito numa casa, como \(AnswerExample.placement); "
        + "\(Notation.group(cells))=\(digits.map(String.init).joined()) indica mais do que um"
    case .zeroDigit:
      return "0 não é um dígito (os dígitos vão de 1 a 9) — \(answerExample)"
    case .noSuchLine(let kind, let typed):
      return "não há \(kind.name) \(typed) (as linhas e as colunas vão de 1 a 9) — "
        + answerExample
    }
  }

  func expected(_ expected: NotationError.Expected) -> String {
    switch expected {
    case .eliminationSign: "<> para uma eliminação"
    case .sign(let cells): "= (colocação) ou <> (eliminação) depois de \(Notation.group(cells))"
    case .digit: "um dígito de 1 a 9"
    case .cell: "uma casa como r3c5"
    case .column: "c e uma coluna depois da linha"
    case .number(let kind): "um número de \(kind.name) de 1 a 9"
    }
  }

  func place(_ place: NotationError.Place) -> String {
    switch place {
    case .end: "no fim"
    case .character(let number, let shown): "em vez de «\(shown)» (carácter \(number))"
    }
  }

  func format(_ error: FormatError) -> String {
    switch error {
    case .emptyPuzzle:
      "puzzle vazio: esperavam-se 81 caracteres, linha a linha"
    case .tooManyCells(let count):
      "comprimento errado: \(count) casas (mais de 81) — um puzzle tem 81 caracteres, linha a "
        + "linha"
    case .tooFewCells(let count):
      "só \(grammar.count(count, .cell)): um puzzle tem 81 caracteres, linha a linha, com 0 ou . nas "
        + "casas vazias"
    case .plusTwice(let character):
      "carácter \(character): dois + seguidos — o + vem antes de um dígito colocado"
    case .plusBeforeEmpty(let character, let cell):
      "carácter \(character) (\(cell)): o + tem de ser seguido de um dígito de 1 a 9"
    case .endsWithPlus:
      "o puzzle acaba em +: o + vem antes de um dígito colocado"
    case .notACell(let character, let cell, let found):
      "o carácter \(character) (\(cell)) é «\(ReadingErrorWords.shown(found))»: esperava-se um dígito de 1 a 9, ou "
        + "0 ou . para uma casa vazia"
    case .repeatedDigit(let character, let cell, let digit, let clash):
      "carácter \(character) (\(cell)): o \(digit) já está em \(clash), na mesma unidade que "
        + "\(cell)"
    case .candidateStringLength(let count):
      "uma cadeia de candidatos tem 729 caracteres (9 por casa); esta tem \(count)"
    case .notACandidateCharacter(let character, let cell, let found):
      "o carácter \(character) (\(cell)) é «\(ReadingErrorWords.shown(found))»: esperava-se um dígito de 1 a 9 ou ."
    case .candidateListCount(let count):
      "uma grelha de candidatos tem 81 casas; esta tem \(count)"
    case .notACandidateList(let number, let cell, let token):
      "a casa \(number) (\(cell)) é «\(token)»: esperavam-se os seus candidatos, em dígitos de "
        + "1 a 9"
    case .bothHold(let first, let second, let digit):
      "\(first) e \(second) têm ambas o \(digit) e partilham uma unidade"
    case .noCandidates(let cell):
      "\(cell) não tem candidatos"
    case .candidateHeldByPeer(let cell, let digit, let holder):
      "\(cell) tem o \(digit) como candidato, mas "
        + "\(holder.map(\.description) ?? "uma casa que a vê") tem o \(digit)"
    case .libraryFieldCount(let count):
      "uma linha da biblioteca tem a forma :código:dígitos:pistas:candidatos apagados:"
        + "eliminações:colocações: — esta tem \(grammar.count(count, .readingLibraryField))"
    case .libraryCode(let code):
      "o código «\(code)» não é um código HoDoKu: dígitos como 0100, com uma variante opcional "
        + "como 0110-1"
    case .givensField(let inner):
      "no campo das pistas, \(format(inner))"
    case .notACandidate(let field, let token):
      "campo \(fieldName(field)): «\(token)» não é um candidato — escreva dígito, linha e coluna, "
        + "como 537 para o 5 em r3c7"
    case .deletedLeaveNoCandidate(let cell):
      "os candidatos apagados deixam \(cell) sem nenhum candidato"
    }
  }

  // After *campo*: `dos candidatos apagados`.
  func fieldName(_ field: FormatError.LibraryField) -> String {
    switch field {
    case .deletedCandidates: "dos candidatos apagados"
    case .eliminations: "das eliminações"
    case .placements: "das colocações"
    }
  }

  func needsCell(_ command: String) -> String {
    "\(command) precisa de uma casa, como \(command) r3c5"
  }

  func notACell(_ word: String, command: String) -> String {
    "«\(word)» não é uma casa: \(command) aceita casas como r3c5"
  }

  func marksNeedDigits(_ word: String) -> String {
    "«\(word)» precisa de dígitos de 1 a 9 depois do + — as notas escrevem-se como r3c5+47"
  }

  func paste(_ problem: StudyPasteProblem) -> String {
    switch problem {
    case .unreadable(let error):
      "Isto não é um puzzle. \(grammar.capitalized(format(error)))."
    case .repeatedDigit(let first, let second, let digit, let house):
      "\(first) e \(second) têm ambas o \(digit) na \(house.spelledOut): cada dígito aparece uma "
        + "só vez em cada linha, coluna e caixa."
    case .noSolution:
      "Este puzzle não tem solução: não há nada para estudar."
    case .severalSolutions:
      "Este puzzle tem mais de uma solução, por isso nenhuma dica poderia ser segura: dê-lhe "
        + "mais pistas."
    }
  }
}
