import SudokuCore

/// What a learner types while playing: placements and eliminations in the answer notation (several at
/// once), `r3c5=0` or `clear r3c5` to clear a placed digit, `restore r3c5` to bring back the candidates
/// the learner removed from a cell; in notes mode, `r3c5+47` to write pencil marks, and `<>` takes
/// marks out instead of eliminating.
extension StudyGame {
  /// One change a learner asked for.
  enum Operation: Hashable {
    case place(Candidate)
    case clear(Cell)
    case eliminate(Candidate)
    case restore(Cell)
    /// `r3c5+47`: a pencil mark written (notes mode).
    case mark(Candidate)
  }

  /// Reads a line of moves.
  /// - Throws: `StudyMoveError`: what was expected where.
  static func operations(_ text: String) throws(StudyMoveError) -> [Operation] {
    let words = text.lowercased().split(whereSeparator: { " \t,;".contains($0) }).map(String.init)
    if let first = words.first, let command = StudyMoveError.Command(rawValue: first) {
      guard words.count > 1 else { throw .needsCell(command) }
      var result: [Operation] = []
      for word in words.dropFirst() {
        guard let cell = Notation.parseCell(word) else {
          throw .notACell(word, command: command)
        }
        result.append(command == .clear ? .clear(cell) : .restore(cell))
      }
      return result
    }
    // `r3c5=0` (or `r3c5:0`, spaces allowed) clears; the text between clears is the answer notation.
    let characters = Array(text.lowercased())
    func digit(_ index: Int) -> Int? {
      guard index < characters.count, characters[index].isASCII,
        let value = characters[index].wholeNumberValue, (1...9).contains(value)
      else { return nil }
      return value
    }
    func skipSpaces(_ index: Int) -> Int {
      var index = index
      while index < characters.count, characters[index] == " " || characters[index] == "\t" {
        index += 1
      }
      return index
    }
    func answer(_ segment: ArraySlice<Character>) throws(StudyMoveError) -> [Operation] {
      guard segment.contains(where: { !" \t,;".contains($0) }) else { return [] }
      let parsed: Answer
      do {
        parsed = try Answer(parsing: String(segment))
      } catch {
        throw .notation(error)
      }
      return parsed.parts.flatMap { part in
        part.candidates.map { part.kind == .placement ? .place($0) : .eliminate($0) }
      }
    }
    var result: [Operation] = []
    var segmentStart = 0
    var start = 0
    while start < characters.count {
      defer { start += 1 }
      guard characters[start] == "r", let row = digit(start + 1), start + 2 < characters.count,
        characters[start + 2] == "c", let column = digit(start + 3)
      else { continue }
      let sign = skipSpaces(start + 4)
      // `r3c5+47`: marks, the digits after the plus (spaces allowed after it).
      if sign < characters.count, characters[sign] == "+" {
        var end = skipSpaces(sign + 1)
        var digits: [Int] = []
        while let value = digit(end) {
          digits.append(value)
          end += 1
        }
        guard !digits.isEmpty, end == characters.count || characters[end].wholeNumberValue == nil
        else {
          throw .marksNeedDigits(String(characters[start..<min(end + 1, characters.count)]))
        }
        result += try answer(characters[segmentStart..<start])
        let cell = Cell(row: row - 1, column: column - 1)
        result += digits.map { .mark(Candidate(cell, $0)) }
        segmentStart = end
        start = end - 1
        continue
      }
      guard sign < characters.count, characters[sign] == "=" || characters[sign] == ":" else {
        continue
      }
      let zero = skipSpaces(sign + 1)
      guard zero < characters.count, characters[zero] == "0",
        zero + 1 == characters.count || characters[zero + 1].wholeNumberValue == nil
      else { continue }
      result += try answer(characters[segmentStart..<start])
      result.append(.clear(Cell(row: row - 1, column: column - 1)))
      segmentStart = zero + 1
      start = zero
    }
    return result + (try answer(characters[segmentStart...]))
  }

  /// Plays a line of moves: all of it, or (when a part is refused) none of it.
  ///
  /// A placement repeating a digit of its row, column or box is refused naming the cells and counts as
  /// a mistake; a given can't be changed. Eliminations of candidates the board doesn't show are skipped;
  /// a line that changes nothing is refused saying why.
  public mutating func enter(_ text: String) -> StudyReply {
    guard !isOver else { return .refused(StudyText.gameOver) }
    let operations: [Operation]
    do {
      operations = try Self.operations(text)
    } catch {
      return .refused(ReadingErrorWords.text(error))
    }
    var move = StudyMove()
    var problems: [String] = []
    var skipped: [StudySkip] = []
    var conflicts = 0
    var removedThenPlaced: [Candidate] = []
    // Marks a placed digit took out of its row, column and box, said apart from what was typed.
    var clearedByPlacing: Set<Candidate> = []
    // Simulated as the line goes, so later parts see earlier ones.
    var trial = self
    for operation in operations {
      switch operation {
      case .place(let candidate):
        let cell = candidate.cell
        if givens[cell.index] != 0 {
          problems.append(StudyText.given(cell))
          continue
        }
        let clashes = cell.peers.filter { trial.digit(at: $0) == candidate.digit }
        if !clashes.isEmpty {
          problems.append(StudyText.conflict(candidate, clashes))
          conflicts += 1
          continue
        }
        guard trial.placed[cell.index] != candidate.digit else {
          skipped.append(.alreadyHolds(candidate))
          continue
        }
        // The learner removed this digit from the cell before: the placement stands, and is said.
        if trial.eliminations.contains(candidate) { removedThenPlaced.append(candidate) }
        move.changes.append(.init(cell: cell, from: trial.placed[cell.index], to: candidate.digit))
        trial.placed[cell.index] = candidate.digit
        // The digit leaves the marks of its row, column and box (as on paper, as the model app).
        for peer in cell.peers {
          let mark = Candidate(peer, candidate.digit)
          guard trial.marks.contains(mark) else { continue }
          trial.marks.remove(mark)
          if !move.marked.contains(mark) { move.unmarked.insert(mark) }
          move.marked.remove(mark)
          clearedByPlacing.insert(mark)
        }
      case .clear(let cell):
        if givens[cell.index] != 0 {
          problems.append(StudyText.given(cell))
          continue
        }
        guard trial.placed[cell.index] != 0 else {
          skipped.append(.alreadyEmpty(cell))
          continue
        }
        move.changes.append(.init(cell: cell, from: trial.placed[cell.index], to: 0))
        trial.placed[cell.index] = 0
      case .eliminate(let candidate) where notesMode:
        // In notes mode `<>` takes a mark out; the board's candidates stay as they are.
        guard trial.digit(at: candidate.cell) == 0 else {
          skipped.append(.filled(candidate.cell))
          continue
        }
        guard trial.marks.contains(candidate) else {
          skipped.append(.notMarked(candidate))
          continue
        }
        if !move.marked.contains(candidate) { move.unmarked.insert(candidate) }
        move.marked.remove(candidate)
        trial.marks.remove(candidate)
      case .mark(let candidate):
        guard notesMode else {
          if !problems.contains(StudyText.marksNeedNotesMode) {
            problems.append(StudyText.marksNeedNotesMode)
          }
          continue
        }
        guard trial.digit(at: candidate.cell) == 0 else {
          skipped.append(.filled(candidate.cell))
          continue
        }
        guard !trial.marks.contains(candidate) else {
          skipped.append(.alreadyMarked(candidate))
          continue
        }
        if !move.unmarked.contains(candidate) { move.marked.insert(candidate) }
        move.unmarked.remove(candidate)
        trial.marks.insert(candidate)
      case .eliminate(let candidate):
        let cell = candidate.cell
        guard trial.digit(at: cell) == 0 else {
          skipped.append(.filled(cell))
          continue
        }
        guard trial.board.candidates(at: cell).contains(candidate.digit) else {
          skipped.append(.notShown(candidate))
          continue
        }
        move.eliminated.insert(candidate)
        trial.eliminations.insert(candidate)
      case .restore(let cell):
        let removed = trial.eliminations.filter { $0.cell == cell }
        guard !removed.isEmpty else {
          skipped.append(.nothingRemoved(cell))
          continue
        }
        // A candidate removed earlier in this same line just stops being removed.
        move.restored.formUnion(removed.subtracting(move.eliminated))
        move.eliminated.subtract(removed)
        trial.eliminations.subtract(removed)
      }
    }
    guard problems.isEmpty else {
      mistakes = FileBounds.count(mistakes, plus: conflicts)
      return .refused(StudyText.refused(problems, ofSeveral: operations.count > 1))
    }
    guard !move.isEmpty else {
      return .refused(StudyText.nothingChanged(skipped))
    }
    apply(move)
    record(move)
    moves = FileBounds.count(moves, plus: 1)
    let note =
      removedThenPlaced.isEmpty ? "" : " " + StudyText.placedAfterRemoving(removedThenPlaced)
    var typed = move
    typed.unmarked.subtract(clearedByPlacing)
    let cleared = move.unmarked.intersection(clearedByPlacing)
    let marksNote = cleared.isEmpty ? "" : " " + StudyText.marksCleared(cleared.sorted())
    return .applied(typed.description + note + marksNote, solved: isSolved ? summary : nil)
  }
}

/// A part of a line of moves that changed nothing, and why (the words: `StudyText.nothingChanged`).
enum StudySkip: Hashable, Sendable {
  case alreadyHolds(Candidate)
  case alreadyEmpty(Cell)
  case filled(Cell)
  case notShown(Candidate)
  case nothingRemoved(Cell)
  /// `r3c5<>4` in notes mode where r3c5 has no mark 4.
  case notMarked(Candidate)
  /// `r3c5+4` where r3c5 has the mark 4 already.
  case alreadyMarked(Candidate)
}
