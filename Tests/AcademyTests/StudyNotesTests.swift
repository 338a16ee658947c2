import Foundation
import SudokuCore
import Testing

@testable import Academy

/// Notes mode (issue 28, item 2): the learner's own pencil marks — written, taken out, cleared by
/// a placement and put back by undo, filled and cleared by command, kept by the save — and what
/// hints and `check` say about them.
@Suite struct StudyNotesTests {
  /// The easy fixture in notes mode (r1c3 is empty, its solution 8; r1c4's is 7).
  static func notesGame() -> StudyGame {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    game.notesMode = true
    return game
  }

  @Test func marksAreWrittenAndTakenOutWithoutTouchingTheCandidates() {
    var game = Self.notesGame()
    #expect(game.enter("r1c3+38") == .applied("r1c3+38", solved: nil))
    #expect(game.marks(at: cell("r1c3")) == [3, 8])
    #expect(game.enter("r1c3 <> 3") == .applied("r1c3<>3", solved: nil))
    #expect(game.marks(at: cell("r1c3")) == [8])
    // In notes mode `<>` edits the marks; the board the hints reason from keeps its candidates.
    #expect(game.marksBoard.candidates(at: cell("r1c3")) == [8])
    #expect(game.enter("r1c4+367 r1c4<>3") == .applied("r1c4+67", solved: nil))
    #expect(game.eliminations.isEmpty)
    #expect(game.board.candidates(at: cell("r1c4")) == [3, 6, 7])
    #expect(game.undo().isApplied)
    #expect(
      game.enter("r1c3<>3") == .refused("Nothing changed: r1c3 has no mark 3."))
    #expect(
      game.enter("r1c3+8") == .refused("Nothing changed: r1c3 has the mark 8 already."))
    #expect(
      game.enter("r1c3+")
        == .refused("“r1c3+” needs digits 1 to 9 after the +: marks are written like r3c5+47"))
    #expect(game.enter("r1c1+3") == .refused("Nothing changed: r1c1 is filled."))
    // A filled cell is named once, however many digits the line would have marked in it.
    #expect(game.enter("r1c1+37") == .refused("Nothing changed: r1c1 is filled."))
    // Marks and moves in one line, each undoable as one move.
    #expect(game.enter("r1c4+17 r2c3+8") == .applied("r1c4+17 r2c3+8", solved: nil))
    #expect(game.undo() == .applied("Undid r1c4+17 r2c3+8.", solved: nil))
    #expect(game.marks == [Candidate(cell("r1c3"), 8)])
    #expect(game.moves == 4)
  }

  @Test func marksWaitForNotesMode() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    #expect(
      game.enter("r1c3+38")
        == .refused(
          "Your marks are for notes mode: notes on turns it on. Nothing was changed."))
    // Out of notes mode `<>` eliminates, as before.
    #expect(game.enter("r1c4<>3") == .applied("r1c4<>3", solved: nil))
    #expect(game.eliminations == [Candidate(cell("r1c4"), 3)] && game.marks.isEmpty)
  }

  @Test func aPlacementClearsItsPeersMarksAndUndoPutsThemBack() {
    var game = Self.notesGame()
    _ = game.enter("r1c4+78 r1c8+38 r2c3+8 r9c6+8 r1c3+38")
    let before = game.marks
    #expect(
      game.enter("r1c3=8")
        == .applied(
          "r1c3=8 (Taken out of your marks: the 8 in r1c4, r1c8 and r2c3.)", solved: nil))
    #expect(game.marks(at: cell("r1c4")) == [7] && game.marks(at: cell("r1c8")) == [3])
    #expect(game.marks(at: cell("r2c3")).isEmpty)
    // Not a peer: r9c6 keeps its 8; the placed cell keeps its own marks, hidden while filled.
    #expect(game.marks(at: cell("r9c6")) == [8])
    #expect(game.marks(at: cell("r1c3")) == [3, 8])
    #expect(game.marksBoard.isEmpty(cell("r1c3")) == false)
    #expect(game.undo().isApplied)
    #expect(game.marks == before && game.digit(at: cell("r1c3")) == 0)
  }

  @Test func fillWritesTheBoardsCandidatesAndClearEmptiesCells() {
    var game = Self.notesGame()
    _ = game.enter("r1c3<>5")  // a mark that isn't there yet: refused, nothing changes
    let empty = game.board.emptyCells.count
    let portuguese = Language.$current.withValue(.portuguese) {
      [StudyText.marksFilled(cells: empty), StudyText.marksFilled(cells: 1)]
    }
    #expect(
      portuguese == [
        "As suas notas têm agora todos os candidatos das \(empty) casas vazias (undo retira-os).",
        "As suas notas têm agora todos os candidatos da casa vazia (undo retira-os).",
      ])
    #expect(
      StudyText.marksFilled(cells: 1)
        == "Your marks now hold every candidate of the empty cell (undo takes them out).")
    #expect(
      game.fillNotes().message
        == "Your marks now hold every candidate of the \(empty) empty cells (undo takes them out).")
    for empty in game.board.emptyCells {
      #expect(game.marks(at: empty) == game.board.candidates(at: empty))
    }
    #expect(game.fillNotes() == .refused("Your marks already hold every candidate."))
    #expect(
      game.clearNotes([cell("r1c3"), cell("r1c4")])
        == .applied("Marks cleared in r1c3 and r1c4 (undo brings them back).", solved: nil))
    #expect(game.marks(at: cell("r1c3")).isEmpty)
    #expect(game.clearNotes([cell("r1c3")]) == .refused("No marks to clear in r1c3."))
    #expect(game.undo() == .applied("Undid notes clear r1c3 r1c4.", solved: nil))
    #expect(game.marks(at: cell("r1c3")) == game.board.candidates(at: cell("r1c3")))
    #expect(game.undo() == .applied("Undid notes fill.", solved: nil))
    #expect(game.marks.isEmpty)
    #expect(game.listNotes(cell("r1c3")) == "r1c3 has no marks yet (r1c3+47 writes some).")
    _ = game.enter("r1c3+83")
    #expect(game.listNotes(cell("r1c3")) == "Your marks in r1c3: 3 8.")
    #expect(game.listNotes(cell("r1c1")) == "r1c1 is filled: it has no marks to show.")
  }

  @Test func aRevealTakesItsEliminationsAndPlacementsOutOfTheMarks() {
    var game = Self.notesGame()
    _ = game.fillNotes()
    let steps = game.plan.steps
    _ = game.show()
    for step in steps {
      for elimination in step.eliminations { #expect(!game.marks.contains(elimination)) }
      for placement in step.placements {
        for peer in placement.cell.peers {
          #expect(!game.marks.contains(Candidate(peer, placement.digit)))
        }
      }
    }
    // Undo puts the marks back with the digits.
    #expect(game.undo().isApplied)
    for empty in game.board.emptyCells {
      #expect(game.marks(at: empty) == game.board.candidates(at: empty))
    }
  }

  // MARK: The save

  @Test func theSaveKeepsMarksAndTheirUndo() throws {
    var game = Self.notesGame()
    _ = game.enter("r1c4+78 r2c3+8 r1c3+38")
    _ = game.enter("r1c3=8")
    _ = game.fillNotes()
    _ = game.clearNotes([cell("r1c4")])
    let data = try game.saveData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"marks\":[") && text.contains("\"unmarked\":["))
    #expect(text.contains("\"notes\":\"fill\"") && text.contains("\"notes\":\"clear\""))
    var read = try StudyGame(saveData: data)
    // Notes mode is the shell's setting, not the save's.
    #expect(!read.notesMode)
    read.notesMode = true
    #expect(read == game)
    #expect(try read.saveData() == data)
    // Every move undoes after the resume as it would have before it.
    while game.undo().isApplied {
      #expect(read.undo().isApplied)
      #expect(read.marks == game.marks && read.placed == game.placed)
    }
    #expect(read.marks.isEmpty)
  }

  @Test func aSaveWithoutMarksReadsAndIsWrittenAsBefore() throws {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    _ = game.enter("r1c3=8 r1c4<>3")
    let data = try game.saveData()
    let text = String(decoding: data, as: UTF8.self)
    // An older program's save: none of the added fields.
    #expect(!text.contains("marks") && !text.contains("marked") && !text.contains("\"notes\""))
    let read = try StudyGame(saveData: data)
    #expect(read.marks.isEmpty && read == game)
    #expect(try read.saveData() == data)
  }

  @Test func aSaveWithAMarkOnAGivenIsRefused() throws {
    let game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    let text = String(decoding: try game.saveData(), as: UTF8.self)
    let edited = text.replacingOccurrences(of: "\"level\"", with: "\"marks\":[\"311\"],\"level\"")
    do {
      _ = try StudyGame(saveData: Data(edited.utf8))
    } catch {
      #expect(error.message.contains("r1c1 is a given and has a pencil mark"))
    }
    let bad = text.replacingOccurrences(of: "\"level\"", with: "\"marks\":[\"3x1\"],\"level\"")
    #expect(throws: StudySaveProblem.self) { try StudyGame(saveData: Data(bad.utf8)) }
  }

  // MARK: Hints and check

  /// Pointing 7 in box 4 on row 5, as the example names it.
  static let pointing = PlannedStep(
    step: Step(
      technique: .pointing,
      pattern: .pointing(
        digit: 7, box: .box(3), line: .row(4), cells: [cell("r5c1"), cell("r5c2")]),
      placements: [], eliminations: [Candidate(cell("r5c6"), 7)]),
    houses: [.box(3)])

  @Test func theMarksDifferSentence() {
    let lacking = MarksDifference(
      step: Self.pointing, lacking: [Candidate(cell("r5c2"), 7)], extra: [], answers: [])
    #expect(
      StudyText.marksDiffer(lacking, namingAnswers: false)
        == "Hints reason from the true candidates, and your marks in box 4 lack the 7 in r5c2; "
        + "with it, pointing applies.")
    let both = MarksDifference(
      step: Self.pointing, lacking: [Candidate(cell("r5c2"), 7)],
      extra: [Candidate(cell("r4c1"), 7), Candidate(cell("r6c3"), 7)], answers: [])
    #expect(
      StudyText.marksDiffer(both, namingAnswers: false)
        == "Hints reason from the true candidates, and your marks in box 4 lack the 7 in r5c2 "
        + "and have a 7 in r4c1 and a 7 in r6c3 that are not candidates; with that put right, "
        + "pointing applies.")
    Language.$current.withValue(.portuguese) {
      #expect(
        StudyText.marksDiffer(lacking, namingAnswers: false)
          == "As dicas partem dos candidatos verdadeiros, e as suas notas na caixa 4 não têm o 7 "
          + "de r5c2; com ele, aplica-se um apontamento.")
      #expect(
        StudyText.marksDiffer(both, namingAnswers: false)
          == "As dicas partem dos candidatos verdadeiros, e as suas notas na caixa 4 não têm o 7 "
          + "de r5c2 e têm um 7 em r4c1 e um 7 em r6c3 que não são candidatos; com isso "
          + "corrigido, aplica-se um apontamento.")
    }
  }

  /// A hint in notes mode finds where the marks hide the step it names: a true candidate left
  /// out, or a mark the board rules out, in the part of the board the step is read from; a
  /// missing answer is named by its cell only, until the reveal.
  @Test func aHintFindsWhereTheMarksDiffer() throws {
    var game = Self.notesGame()
    _ = game.fillNotes()
    let lookAt = game.plan.lookAt
    #expect(game.marksDifference(lookAt) == nil)
    let first = try #require(lookAt.first)
    let region = StudyGame.regionOfPattern(first.step).filter { game.board.isEmpty($0.0) }
    // A mark the board rules out, written in the region.
    let entry = try #require(region.first { !ruledOut(in: $0, game: game).isEmpty })
    let extraCell = entry.0
    let extraDigit = try #require(ruledOut(in: entry, game: game).first)
    var extra = game
    _ = extra.enter("\(extraCell)+\(extraDigit)")
    let found = try #require(extra.marksDifference(lookAt))
    #expect(found.extra == [Candidate(extraCell, extraDigit)] && found.lacking.isEmpty)
    #expect(
      StudyText.marksDiffer(found, namingAnswers: false).contains(
        "have \(Language.english.grammar.indefinite(digit: extraDigit)) in \(extraCell) "
          + "that is not a candidate"))
    // The answer's own mark taken out: named by its cell, not its digit.
    let single = try #require(lookAt.last?.step.placements.first)
    var lacking = game
    _ = lacking.enter("\(single.cell)<>\(single.digit)")
    if !lacking.marks(at: single.cell).isEmpty {
      let missing = try #require(lacking.marksDifference(lookAt))
      #expect(missing.lacking.contains(single))
      let sentence = StudyText.marksDiffer(missing, namingAnswers: false)
      #expect(sentence.contains("a candidate in \(single.cell)"))
      #expect(!sentence.contains("the \(single.digit) in \(single.cell)"))
      #expect(
        StudyText.marksDiffer(missing, namingAnswers: true).contains(
          "the \(single.digit) in \(single.cell)"))
    }
    // Out of notes mode nothing is said.
    extra.notesMode = false
    #expect(extra.marksDifference(lookAt) == nil)
  }

  /// The digits of a region cell the board rules out there.
  private func ruledOut(in entry: (Cell, DigitSet), game: StudyGame) -> DigitSet {
    entry.1.subtracting(game.board.candidates(at: entry.0))
  }

  @Test func checkNamesMarksThatLeaveOutTheSolution() {
    var game = Self.notesGame()
    _ = game.enter("r1c3+35 r1c4+78")
    let result = game.check()
    #expect(result.marksWithoutSolution == [cell("r1c3")])
    #expect(result.message == "Your marks in r1c3 leave out the digit that goes there.")
    Language.$current.withValue(.portuguese) {
      #expect(result.message == "As suas notas em r1c3 deixam de fora o dígito que lá vai.")
    }
    // With a wrong digit too, both are said; out of notes mode the marks are not checked.
    _ = game.enter("r2c2=6")
    let both = game.check()
    #expect(
      both.message
        == "Fix this first: r2c2 holds a wrong digit; clear it with r2c2=0. Your marks in r1c3 "
        + "leave out the digit that goes there.")
    game.notesMode = false
    _ = game.enter("r2c2=0")
    #expect(game.check().isClean)
  }

  @Test func theNotesWordsInPortuguese() {
    Language.$current.withValue(.portuguese) {
      var game = Self.notesGame()
      _ = game.enter("r1c4+78 r1c3+38")
      #expect(
        game.enter("r1c3=8")
          == .applied("r1c3=8 (Retirado das suas notas: o 8 de r1c4.)", solved: nil))
      #expect(game.listNotes(cell("r1c4")) == "As suas notas em r1c4: 7.")
      #expect(game.enter("r1c4<>3") == .refused("Nada mudou: r1c4 não tem a nota 3."))
      #expect(game.enter("r1c1+37") == .refused("Nada mudou: r1c1 está preenchida."))
      #expect(
        game.clearNotes([cell("r1c4")])
          == .applied("Notas apagadas em r1c4 (undo repõe-nas).", solved: nil))
      var off = StudyFixtures.game(StudyFixtures.easy, level: .easy)
      #expect(
        off.enter("r1c3+3") == .refused("As notas são do modo de notas; notes on liga-o."))
    }
  }

  /// Every notes sentence in Portuguese, walked: none keeps an English word.
  @Test func noNotesSentenceLeaksEnglish() {
    Language.$current.withValue(.portuguese) {
      var game = Self.notesGame()
      let difference = MarksDifference(
        step: Self.pointing, lacking: (1...5).map { Candidate(cell("r5c\($0)"), 7) },
        extra: [Candidate(cell("r4c1"), 7)], answers: [Candidate(cell("r5c1"), 7)])
      let texts = [
        game.enter("r1c3+38 r1c4+7").message, game.enter("r1c3=8").message,
        game.enter("r1c4<>5").message, game.enter("r1c4+").message,
        game.fillNotes().message, game.fillNotes().message,
        game.clearNotes([cell("r1c4")]).message, game.clearNotes([cell("r1c4")]).message,
        game.listNotes(cell("r1c4")), game.listNotes(cell("r1c1")), game.undo().message,
        StudyText.marksDiffer(difference, namingAnswers: false),
        StudyText.marksWithoutSolution([cell("r1c4"), cell("r2c2")]),
        StudyText.marksNeedNotesMode,
      ]
      for text in texts {
        #expect(!text.isEmpty)
        #expect(EnglishLeak.words(in: text).isEmpty, "\(text)")
      }
    }
  }
}
