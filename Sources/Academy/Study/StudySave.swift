import Foundation
import SudokuCore

/// The saved study game (`study.json` beside the progress file): everything needed to resume, undo list
/// included. The solution is not stored: it is solved again from the givens, which also proves them.
///
/// ```json
/// {"eliminations":["537","911"],"gaveUp":false,"givens":"..3.2.6..…","hints":2,"level":"hard",
///  "mistakes":1,"moves":12,"placements":"…","reveals":1,"secondsPlayed":412.5,"seed":8812,
///  "undo":[{"changes":[{"cell":"r3c5","from":0,"to":7}],"eliminated":[],"restored":[],
///  "reveal":false}],"version":1}
/// ```
/// Candidates are HoDoKu's `<digit><row><col>`; `givens` and `placements` are 81 characters, `.` for
/// none.
///
/// The save follows the progress file's additive rule (`docs/progress.md`): top-level fields this
/// version does not know are kept (`unknownFields`) and written back unchanged, a missing `seed` is
/// a pasted puzzle, and a save whose `version` is newer than this program's is never overwritten.
/// Every number is checked against what the program writes (`FileBounds`), and the undo list
/// against the board: undoing every move in turn must give boards with no digit repeated in a
/// house, so no save that is accepted can lead the program to write one it would refuse.
public struct StudySave: Hashable, Sendable {
  public struct Move: Hashable, Sendable {
    public var reveal: Bool
    public var changes: [Change]
    public var eliminated: [String]
    public var restored: [String]
    /// Pencil marks written and taken out (added fields, absent when empty, so a move without
    /// marks is written as before).
    public var marked: [String] = []
    public var unmarked: [String] = []
    /// `fill` or `clear` for a move made by `notes fill` or `notes clear` (absent otherwise).
    public var notes: String? = nil
  }

  public struct Change: Hashable, Sendable {
    public var cell: String
    public var from: Int
    public var to: Int
  }

  /// The format version this build reads and writes.
  public static let fileVersion = 1

  public var version: Int
  public var level: String
  public var seed: UInt64?
  public var givens: String
  public var placements: String
  public var eliminations: [String]
  public var undo: [Move]
  public var moves: Int
  public var mistakes: Int
  public var hints: Int
  public var reveals: Int
  public var secondsPlayed: Double
  public var gaveUp: Bool
  /// The challenge level the game plays, nil (absent) for a study game: a field added after the
  /// first version, so an older program keeps it and plays the game as a study game.
  public var challenge: Int? = nil
  /// The solve's identity, written with the first save of the solved board (nil, absent, before
  /// the game is solved and in saves of older programs): the progress file keeps the identity of
  /// the last solve it recorded, so a solve saved here but not yet recorded there (the program was
  /// killed between the two writes) is recorded at the next start, and never twice.
  public var solve: String? = nil
  /// The learner's pencil marks (notes mode), as candidate codes: an added field, absent when
  /// there are none, so a game without marks is saved byte for byte as before.
  public var marks: [String] = []
  /// The move log (`GameLog`), one line an entry: an added field, absent in the saves of older
  /// programs (their games are reviewed without it). `logUnlogged` counts the moves made after it
  /// was full (absent when none).
  public var log: [String]? = nil
  public var logUnlogged = 0
  /// Top-level members this version does not read, written back as they were.
  var unknownFields: [String: JSONValue] = [:]
}

/// Why a save can't be resumed, in one line: `not a study save: …`, `a bad study save: …` or
/// `written by a newer Sudoku Academy …`, worded to follow "study save <path> is" (`não é um
/// ficheiro de estudo: …`, `está danificado: …`, `foi escrito por …` in Portuguese, to follow "o
/// ficheiro de estudo <path>"); or, from `StudyStore.save`, a sentence of its own.
public struct StudySaveProblem: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String
  /// The save was written by a newer program: it is left for that program, never kept aside or
  /// overwritten.
  public let isNewerVersion: Bool
  public init(message: String, isNewerVersion: Bool = false) {
    self.message = message
    self.isNewerVersion = isNewerVersion
  }
  public var description: String { message }
}

extension StudySave {
  /// The save as one line of JSON with sorted keys (equal saves give equal bytes), unknown fields
  /// included.
  var json: JSONValue {
    func codes(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    var top = unknownFields
    top["version"] = .number("\(version)")
    top["level"] = .string(level)
    top["seed"] = seed.map { .number("\($0)") }
    top["givens"] = .string(givens)
    top["placements"] = .string(placements)
    top["eliminations"] = codes(eliminations)
    top["undo"] = .array(
      undo.map { move in
        var members: [String: JSONValue] = [
          "reveal": .bool(move.reveal),
          "changes": .array(
            move.changes.map { change in
              .object([
                "cell": .string(change.cell), "from": .number("\(change.from)"),
                "to": .number("\(change.to)"),
              ])
            }),
          "eliminated": codes(move.eliminated), "restored": codes(move.restored),
        ]
        if !move.marked.isEmpty { members["marked"] = codes(move.marked) }
        if !move.unmarked.isEmpty { members["unmarked"] = codes(move.unmarked) }
        members["notes"] = move.notes.map { .string($0) }
        return .object(members)
      })
    top["moves"] = .number("\(moves)")
    top["mistakes"] = .number("\(mistakes)")
    top["hints"] = .number("\(hints)")
    top["reveals"] = .number("\(reveals)")
    top["secondsPlayed"] = .number("\(secondsPlayed)")
    top["gaveUp"] = .bool(gaveUp)
    top["challenge"] = challenge.map { .number("\($0)") }
    top["solve"] = solve.map { .string($0) }
    if !marks.isEmpty { top["marks"] = codes(marks) }
    if let log {
      var members: [String: JSONValue] = ["entries": codes(log)]
      if logUnlogged > 0 { members["unlogged"] = .number("\(logUnlogged)") }
      top["log"] = .object(members)
    }
    return .object(top)
  }

  /// Reads a save from its JSON document, checking each field's type and range.
  /// - Throws: `StudySaveProblem` naming the first field at fault.
  init(json document: JSONValue) throws(StudySaveProblem) {
    guard case .object(var top) = document else {
      throw Self.shape(Language.current.studySaveWords.shouldBeObject(found: document.summary))
    }
    func take(_ key: String) throws(StudySaveProblem) -> JSONValue {
      guard let value = top.removeValue(forKey: key), value != .null else {
        throw Self.shape(Language.current.studySaveWords.fieldMissing(key))
      }
      return value
    }
    let version = try Self.whole(take("version"), "version", 1...Int.max)
    guard version <= Self.fileVersion else {
      throw StudySaveProblem(
        message: Language.current.studySaveWords.newerVersion(version, reads: Self.fileVersion),
        isNewerVersion: true)
    }
    self.version = version
    level = try Self.text(take("level"), "level")
    if let value = top.removeValue(forKey: "seed"), value != .null {
      guard case .number(let text) = value, let seed = UInt64(text) else {
        throw Self.outOfRange(
          Language.current.studySaveWords.badSeed(value.summary, largest: UInt64.max))
      }
      self.seed = seed
    } else {
      seed = nil
    }
    givens = try Self.text(take("givens"), "givens")
    placements = try Self.text(take("placements"), "placements")
    eliminations = try Self.texts(take("eliminations"), "eliminations")
    guard case .array(let moves) = try take("undo") else {
      throw Self.shape(JSONValue.shouldBe(StudySave.field("undo"), .list))
    }
    guard moves.count <= StudyGame.undoLimit else {
      throw Self.outOfRange(Self.undoTooLong(moves.count))
    }
    var undo: [Move] = []
    for (index, move) in moves.enumerated() {
      let path = "undo.\(index)"
      guard case .object(let members) = move else {
        throw Self.shape(
          JSONValue.shouldBe(StudySave.field(path), .object, found: move))
      }
      guard case .bool(let reveal) = members["reveal"] ?? .null else {
        throw Self.shape(
          JSONValue.shouldBe(
            StudySave.field("\(path).reveal"), .trueOrFalse))
      }
      guard case .array(let list) = members["changes"] ?? .null else {
        throw Self.shape(
          JSONValue.shouldBe(StudySave.field("\(path).changes"), .list))
      }
      var changes: [Change] = []
      for change in list {
        guard case .object(let fields) = change else {
          throw Self.shape(Language.current.studySaveWords.changesShouldHoldObjects(path))
        }
        changes.append(
          Change(
            cell: try Self.text(fields["cell"] ?? .null, "\(path).cell"),
            from: try Self.whole(fields["from"] ?? .null, "\(path).from", 0...9),
            to: try Self.whole(fields["to"] ?? .null, "\(path).to", 0...9)))
      }
      var read = Move(
        reveal: reveal, changes: changes,
        eliminated: try Self.texts(members["eliminated"] ?? .null, "\(path).eliminated"),
        restored: try Self.texts(members["restored"] ?? .null, "\(path).restored"))
      if let marked = members["marked"], marked != .null {
        read.marked = try Self.texts(marked, "\(path).marked")
      }
      if let unmarked = members["unmarked"], unmarked != .null {
        read.unmarked = try Self.texts(unmarked, "\(path).unmarked")
      }
      if let notes = members["notes"], notes != .null {
        let text = try Self.text(notes, "\(path).notes")
        guard StudyMove.NotesCommand(rawValue: text) != nil else {
          throw Self.shape(
            JSONValue.shouldBe(
              StudySave.field("\(path).notes"),
              .oneOf(["\"fill\"", "\"clear\""]), found: notes))
        }
        read.notes = text
      }
      undo.append(read)
    }
    self.undo = undo
    let counts = 0...FileBounds.largestCount
    self.moves = try Self.whole(take("moves"), "moves", counts)
    mistakes = try Self.whole(take("mistakes"), "mistakes", counts)
    hints = try Self.whole(take("hints"), "hints", counts)
    reveals = try Self.whole(take("reveals"), "reveals", counts)
    let seconds = try take("secondsPlayed")
    guard case .number(let text) = seconds, let played = Double(text), played.isFinite else {
      throw Self.shape(
        JSONValue.shouldBe(
          StudySave.field("secondsPlayed"), .number, found: seconds))
    }
    guard (0...Double(FileBounds.longestSeconds)).contains(played) else {
      throw Self.outOfRange(
        Language.current.studySaveWords.secondsOutOfRange(text, longest: FileBounds.longestSeconds))
    }
    secondsPlayed = played
    guard case .bool(let gaveUp) = try take("gaveUp") else {
      throw Self.shape(
        JSONValue.shouldBe(StudySave.field("gaveUp"), .trueOrFalse))
    }
    self.gaveUp = gaveUp
    if let value = top.removeValue(forKey: "challenge"), value != .null {
      challenge = try Self.whole(value, "challenge", 1...ChallengeLevel.ladder.count)
    }
    if let value = top.removeValue(forKey: "marks"), value != .null {
      marks = try Self.texts(value, "marks")
    }
    if let value = top.removeValue(forKey: "solve"), value != .null {
      guard case .string(let text) = value, SolveIdentity.isWellFormed(text) else {
        throw Self.shape(
          JSONValue.shouldBe(
            StudySave.field("solve"), .hexIdentity, found: value))
      }
      solve = text
    }
    // The log only serves the review: one that does not read is left out (the game resumes, and
    // its review says the moves were not recorded) rather than refusing the save.
    if let value = top.removeValue(forKey: "log"), case .object(let members) = value,
      case .array(let entries) = members["entries"] ?? .null
    {
      let lines = entries.compactMap { entry -> String? in
        if case .string(let text) = entry { return text }
        return nil
      }
      var unlogged = 0
      if case .number(let text) = members["unlogged"] ?? .number("0") { unlogged = Int(text) ?? -1 }
      if lines.count == entries.count, GameLog(lines: lines, unlogged: unlogged) != nil {
        log = lines
        logUnlogged = unlogged
      }
    }
    unknownFields = top
  }

  /// `not a study save: …`, `não é um ficheiro de estudo: …`: JSON of another shape.
  static func shape(_ detail: String) -> StudySaveProblem {
    StudySaveProblem(message: Language.current.studySaveWords.notAStudySave(detail))
  }

  /// `a bad study save: …`, `está danificado: …`: a value out of range, or a save that does not
  /// hold together (after "is": `study save X is a bad study save: moves is 1e+308`).
  static func outOfRange(_ detail: String) -> StudySaveProblem {
    StudySaveProblem(message: Language.current.studySaveWords.badStudySave(detail))
  }

  /// `the field undo`, `o campo undo`.
  private static func field(_ name: String) -> String {
    Language.current.studySaveWords.field(name)
  }

  /// `the undo list has 201 moves (at most 200)`; `a lista undo tem 201 jogadas (no máximo 200)`.
  static func undoTooLong(_ count: Int) -> String {
    Language.current.studySaveWords.undoTooLong(count, limit: StudyGame.undoLimit)
  }

  private static func text(_ value: JSONValue, _ name: String) throws(StudySaveProblem) -> String {
    guard case .string(let text) = value else {
      throw shape(JSONValue.shouldBe(StudySave.field(name), .text, found: value))
    }
    return text
  }

  private static func texts(_ value: JSONValue, _ name: String) throws(StudySaveProblem)
    -> [String]
  {
    guard case .array(let elements) = value else {
      throw shape(
        JSONValue.shouldBe(StudySave.field(name), .list, found: value))
    }
    var result: [String] = []
    for element in elements { result.append(try text(element, name)) }
    return result
  }

  /// A whole number within `range` (an upper bound of `Int.max` reads "or more").
  private static func whole(_ value: JSONValue, _ name: String, _ range: ClosedRange<Int>)
    throws(StudySaveProblem) -> Int
  {
    let expected = JSONValue.range(range)
    guard case .number(let text) = value else {
      throw shape(
        JSONValue.shouldBe(
          StudySave.field(name), .wholeNumber, found: value))
    }
    guard let number = Int(text), range.contains(number) else {
      let whole = text.allSatisfy({ $0.isNumber || $0 == "-" })
      let words = Language.current.dataFileWords
      throw outOfRange(
        words.isButShouldBe(
          name, text, whole ? expected : words.expected(.wholeNumber) + ", " + expected))
    }
    return number
  }
}

extension StudyGame {
  /// The game as a save value (with the unknown fields of the save it was resumed from).
  public var save: StudySave {
    var save = StudySave(
      version: StudySave.fileVersion, level: level.rawValue, seed: seed,
      givens: givens.description, placements: placed.description,
      eliminations: eliminations.sorted().map(\.libraryCode),
      undo: undoList.map { move in
        StudySave.Move(
          reveal: move.isReveal,
          changes: move.changes.map { .init(cell: $0.cell.description, from: $0.from, to: $0.to) },
          eliminated: move.eliminated.sorted().map(\.libraryCode),
          restored: move.restored.sorted().map(\.libraryCode),
          marked: move.marked.sorted().map(\.libraryCode),
          unmarked: move.unmarked.sorted().map(\.libraryCode),
          notes: move.notesCommand?.rawValue)
      },
      moves: moves, mistakes: mistakes, hints: hints, reveals: reveals,
      secondsPlayed: secondsPlayed, gaveUp: gaveUp, challenge: challenge, solve: solve,
      marks: marks.sorted().map(\.libraryCode), log: log?.lines, logUnlogged: log?.unlogged ?? 0)
    save.unknownFields = unknownSaveFields
    return save
  }

  /// The save as one line of JSON (sorted keys, so equal games give equal bytes).
  public func saveData() throws -> Data {
    Data(save.json.compact.utf8)
  }

  /// Reads a save's JSON.
  /// - Throws: `StudySaveProblem` for text that is not JSON, JSON of another shape, a number out of
  ///   range, a newer version, or a save that doesn't hold together.
  public init(saveData data: Data) throws(StudySaveProblem) {
    let document: JSONValue
    do {
      document = try JSONValue(parsing: Array(data))
    } catch {
      throw StudySave.shape(error.phrase)
    }
    try self.init(save: try StudySave(json: document))
  }

  /// Rebuilds a game from a save value, checking that it holds together.
  /// - Throws: `StudySaveProblem` naming the first field at fault.
  public init(save: StudySave) throws(StudySaveProblem) {
    func fail(_ text: String) -> StudySaveProblem { StudySave.outOfRange(text) }
    guard save.version == StudySave.fileVersion else {
      throw fail(
        Language.current.studySaveWords.versionNotRead(save.version))
    }
    guard let level = StudyLevel(rawValue: save.level) else {
      throw fail(
        Language.current.studySaveWords.unknownLevel(
          save.level, keys: StudyLevel.allCases.map(\.rawValue)))
    }
    guard let givens = Puzzle(text: save.givens) else {
      throw fail(Language.current.studySaveWords.givensNot81)
    }
    guard let placed = Puzzle(text: save.placements) else {
      throw fail(Language.current.studySaveWords.placementsNot81)
    }
    guard let solution = Solver.solve(givens) else {
      throw fail(
        Language.current.studySaveWords.noSingleSolution)
    }
    if let cell = Cell.all.first(where: { givens[$0.index] != 0 && placed[$0.index] != 0 }) {
      throw fail(
        Language.current.studySaveWords.givenAndPlacement("\(cell)"))
    }
    let counters = [save.moves, save.mistakes, save.hints, save.reveals]
    guard counters.allSatisfy({ (0...FileBounds.largestCount).contains($0) }),
      (0...Double(FileBounds.longestSeconds)).contains(save.secondsPlayed)
    else {
      throw fail(
        Language.current.studySaveWords.counterOutOfRange)
    }
    guard save.undo.count <= Self.undoLimit else {
      throw fail(StudySave.undoTooLong(save.undo.count))
    }
    func candidates(_ codes: [String]) throws(StudySaveProblem) -> Set<Candidate> {
      var result = Set<Candidate>()
      for code in codes {
        guard let candidate = Candidate(libraryCode: code) else {
          throw fail(
            Language.current.studySaveWords.notACandidate(code))
        }
        result.insert(candidate)
      }
      return result
    }
    var undo: [StudyMove] = []
    for move in save.undo {
      var changes: [StudyMove.Change] = []
      for change in move.changes {
        guard let cell = Notation.parseCell(change.cell), givens[cell.index] == 0,
          (0...9).contains(change.from), (0...9).contains(change.to)
        else {
          throw fail(
            Language.current.studySaveWords.badUndoChange(
              change.cell, from: change.from, to: change.to))
        }
        changes.append(.init(cell: cell, from: change.from, to: change.to))
      }
      undo.append(
        StudyMove(
          isReveal: move.reveal, changes: changes, eliminated: try candidates(move.eliminated),
          restored: try candidates(move.restored), marked: try candidates(move.marked),
          unmarked: try candidates(move.unmarked),
          notesCommand: move.notes.flatMap(StudyMove.NotesCommand.init(rawValue:))))
    }
    if let number = save.challenge {
      guard let challenge = ChallengeLevel.level(number) else {
        throw fail(
          Language.current.studySaveWords.notAChallengeLevel(
            number, count: ChallengeLevel.ladder.count))
      }
      guard challenge.studyLevel == level else {
        throw fail(
          Language.current.studySaveWords.challengePlaysAs(
            number, challenge.studyLevel.rawValue, not: level.rawValue))
      }
    }
    self.init(
      givens: givens, solution: solution, level: level, seed: save.seed, placed: placed,
      eliminations: try candidates(save.eliminations), challenge: save.challenge)
    if let (first, second) = board.conflicts.first {
      throw fail(
        Language.current.studySaveWords.sameDigitInHouse("\(first)", "\(second)"))
    }
    let marks = try candidates(save.marks)
    if let mark = marks.first(where: { givens[$0.cell.index] != 0 }) {
      throw fail(Language.current.studySaveWords.markOnGiven("\(mark.cell)"))
    }
    self.marks = marks
    try Self.checkUndo(undo, from: self, fail: fail)
    undoList = undo
    moves = save.moves
    mistakes = save.mistakes
    hints = save.hints
    reveals = save.reveals
    secondsPlayed = save.secondsPlayed
    gaveUp = save.gaveUp
    if save.solve != nil {
      guard isSolved, !gaveUp else {
        throw fail(
          Language.current.studySaveWords.solveWithoutSolvedBoard)
      }
    }
    solve = save.solve
    log = save.log.flatMap { GameLog(lines: $0, unlogged: save.logUnlogged) }
    unknownSaveFields = save.unknownFields
  }

  /// Undoes every move of `undo` in turn on `game`, last first, as `undo` would: each change must
  /// find the digit it says it put there, and no board on the way may repeat a digit in a house.
  /// A save that passes can be undone to its first move without the program ever writing a save it
  /// would itself refuse.
  private static func checkUndo(
    _ undo: [StudyMove], from game: StudyGame, fail: (String) -> StudySaveProblem
  ) throws(StudySaveProblem) {
    var trial = game
    for (number, move) in undo.enumerated().reversed() {
      for change in move.changes.reversed() {
        let now = trial.placed[change.cell.index]
        guard now == change.to else {
          throw fail(
            Language.current.studySaveWords.undoMismatch(
              number + 1, cell: "\(change.cell)", to: change.to, now: now))
        }
        trial.placed[change.cell.index] = change.from
      }
      trial.eliminations.subtract(move.eliminated)
      trial.eliminations.formUnion(move.restored)
      trial.marks.subtract(move.marked)
      trial.marks.formUnion(move.unmarked)
      if let mark = trial.marks.first(where: { game.givens[$0.cell.index] != 0 }) {
        throw fail(Language.current.studySaveWords.markOnGiven("\(mark.cell)"))
      }
      if let (first, second) = trial.board.conflicts.first {
        throw fail(
          Language.current.studySaveWords.undoConflict(number + 1, "\(first)", "\(second)"))
      }
    }
  }
}
