import SudokuCore

struct EnglishReadingWords: ReadingWords {
  var answerExample: String {
    "type a placement like \(AnswerExample.placement) or an elimination like "
      + AnswerExample.elimination
  }

  func notation(_ error: NotationError) -> String {
    switch error {
    case .empty:
      return "empty answer — \(answerExample)"
    case .expected(let expected, let place):
      // At the end something is missing; at a character something else stands in its place.
      if case .end = place {
        // `after r1c1` already says where.
        let at = if case .sign = expected { "" } else { " " + self.place(place) }
        return "missing \(self.expected(expected))\(at) — \(answerExample)"
      }
      return "expected \(self.expected(expected)) \(self.place(place)) — \(answerExample)"
    case .placementOfSeveral(let cells, let digits):
      return "a placement puts one digit in one cell, like \(AnswerExample.placement); "
        + "\(Notation.group(cells))=\(digits.map(String.init).joined()) names more than one"
    case .zeroDigit:
      return "0 is not a digit (digits go from 1 to 9) — \(answerExample)"
    case .noSuchLine(let kind, let typed):
      return
        "there is no \(kind.name) \(typed) (rows and columns go from 1 to 9) — \(answerExample)"
    }
  }

  func expected(_ expected: NotationError.Expected) -> String {
    switch expected {
    case .eliminationSign: "<> for an elimination"
    case .sign(let cells): "= (placement) or <> (elimination) after \(Notation.group(cells))"
    case .digit: "a digit 1–9"
    case .cell: "a cell like r3c5"
    case .column: "c and a column after the row"
    case .number(let kind): "a \(kind.name) number 1–9"
    }
  }

  func place(_ place: NotationError.Place) -> String {
    switch place {
    case .end: "at the end"
    case .character(let number, let shown): "at “\(shown)” (character \(number))"
    }
  }

  func format(_ error: FormatError) -> String {
    switch error {
    case .emptyPuzzle:
      "empty puzzle: expected 81 characters, row by row"
    case .tooManyCells(let count):
      "wrong length: \(count) cells (more than 81 cells) — a puzzle is 81 characters, row by row"
    case .tooFewCells(let count):
      "only \(count) cells: a puzzle is 81 characters, row by row, with 0 or . for empty cells"
    case .plusTwice(let character):
      "character \(character): two + in a row — + goes before a placed digit"
    case .plusBeforeEmpty(let character, let cell):
      "character \(character) (\(cell)): + must be followed by a digit 1–9"
    case .endsWithPlus:
      "the puzzle ends with +: + goes before a placed digit"
    case .notACell(let character, let cell, let found):
      "character \(character) (\(cell)) is “\(ReadingErrorWords.shown(found))”: expected a digit 1–9, or 0 or . "
        + "for an empty cell"
    case .repeatedDigit(let character, let cell, let digit, let clash):
      "character \(character) (\(cell)): \(digit) is already in \(clash), in the same house as "
        + "\(cell)"
    case .candidateStringLength(let count):
      "a candidate string has 729 characters (9 per cell); this one has \(count)"
    case .notACandidateCharacter(let character, let cell, let found):
      "character \(character) (\(cell)) is “\(ReadingErrorWords.shown(found))”: expected a digit 1–9 or ."
    case .candidateListCount(let count):
      "a candidate grid has 81 cells; this one has \(count)"
    case .notACandidateList(let number, let cell, let token):
      "cell \(number) (\(cell)) is “\(token)”: expected its candidates as digits 1–9"
    case .bothHold(let first, let second, let digit):
      "\(first) and \(second) both hold \(digit) and share a house"
    case .noCandidates(let cell):
      "\(cell) has no candidates"
    case .candidateHeldByPeer(let cell, let digit, let holder):
      "\(cell) lists \(digit) as a candidate, but \(holder.map(\.description) ?? "a peer") "
        + "holds \(digit)"
    case .libraryFieldCount(let count):
      "a library line has the form :code:digits:givens:deleted candidates:eliminations:"
        + "placements: — this one has \(count) fields"
    case .libraryCode(let code):
      "library code “\(code)” is not a HoDoKu code: digits such as 0100, optionally with a "
        + "variant such as 0110-1"
    case .givensField(let inner):
      "in the givens field, \(format(inner))"
    case .notACandidate(let field, let token):
      "\(fieldName(field)) field: “\(token)” is not a candidate — write digit, row and column, like "
        + "537 for 5 in r3c7"
    case .deletedLeaveNoCandidate(let cell):
      "deleted candidates leave \(cell) with no candidate"
    }
  }

  func fieldName(_ field: FormatError.LibraryField) -> String {
    switch field {
    case .deletedCandidates: "deleted candidates"
    case .eliminations: "eliminations"
    case .placements: "placements"
    }
  }

  func needsCell(_ command: String) -> String { "\(command) needs a cell, like \(command) r3c5" }

  func notACell(_ word: String, command: String) -> String {
    "“\(word)” is not a cell: \(command) takes cells like r3c5"
  }

  func marksNeedDigits(_ word: String) -> String {
    "“\(word)” needs digits 1 to 9 after the +: marks are written like r3c5+47"
  }

  func paste(_ problem: StudyPasteProblem) -> String {
    switch problem {
    case .unreadable(let error):
      "That is not a puzzle. \(Phrasing.capitalized(format(error)))."
    case .repeatedDigit(let first, let second, let digit, let house):
      "\(first) and \(second) both hold \(digit) in \(house.spelledOut): a digit goes once in "
        + "each row, column and box."
    case .noSolution:
      "This puzzle has no solution: nothing to study."
    case .severalSolutions:
      "This puzzle has more than one solution, so no hint could be sure: give it more clues."
    }
  }
}
