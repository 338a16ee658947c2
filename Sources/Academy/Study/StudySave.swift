import Foundation
import SudokuCore

/// The saved study game (`study.json` beside the progress file): everything needed to resume, undo list
/// included. The solution is not stored: it is solved again from the givens, which also proves them.
///
/// ```json
/// {"version": 1, "level": "hard", "seed": 8812, "givens": "..3.2.6..…", "placements": "…",
///  "eliminations": ["537", "911"], "undo": [{"reveal": false, "changes": [{"cell": "r3c5", "from": 0,
///  "to": 7}], "eliminated": [], "restored": []}], "moves": 12, "mistakes": 1, "hints": 2,
///  "reveals": 1, "secondsPlayed": 412.5, "gaveUp": false}
/// ```
/// Candidates are HoDoKu's `<digit><row><col>`; `givens` and `placements` are 81 characters, `.` for
/// none.
public struct StudySave: Codable, Hashable, Sendable {
  public struct Move: Codable, Hashable, Sendable {
    public var reveal: Bool
    public var changes: [Change]
    public var eliminated: [String]
    public var restored: [String]
  }

  public struct Change: Codable, Hashable, Sendable {
    public var cell: String
    public var from: Int
    public var to: Int
  }

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
}

/// Why a save can't be resumed, in one line.
public struct StudySaveProblem: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}

extension StudyGame {
  /// The game as a save value.
  public var save: StudySave {
    StudySave(
      version: 1, level: level.rawValue, seed: seed,
      givens: givens.description, placements: placed.description,
      eliminations: eliminations.sorted().map(\.libraryCode),
      undo: undoList.map { move in
        StudySave.Move(
          reveal: move.isReveal,
          changes: move.changes.map { .init(cell: $0.cell.description, from: $0.from, to: $0.to) },
          eliminated: move.eliminated.sorted().map(\.libraryCode),
          restored: move.restored.sorted().map(\.libraryCode))
      },
      moves: moves, mistakes: mistakes, hints: hints, reveals: reveals,
      secondsPlayed: secondsPlayed, gaveUp: gaveUp)
  }

  /// The save as JSON (sorted keys, so equal games give equal bytes).
  public func saveData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(save)
  }

  /// Reads a save's JSON.
  /// - Throws: `StudySaveProblem` for JSON of another shape or a save that doesn't hold together.
  public init(saveData data: Data) throws(StudySaveProblem) {
    let save: StudySave
    do {
      save = try JSONDecoder().decode(StudySave.self, from: data)
    } catch let DecodingError.keyNotFound(key, _) {
      throw StudySaveProblem(message: "not a study save: the field \(key.stringValue) is missing")
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw StudySaveProblem(message: "not a study save: the field \(path) has the wrong type")
    } catch {
      throw StudySaveProblem(message: "not a study save: it is not valid JSON")
    }
    try self.init(save: save)
  }

  /// Rebuilds a game from a save value, checking that it holds together.
  /// - Throws: `StudySaveProblem` naming the first field at fault.
  public init(save: StudySave) throws(StudySaveProblem) {
    func fail(_ text: String) -> StudySaveProblem {
      StudySaveProblem(message: "bad study save: \(text)")
    }
    guard save.version == 1 else {
      throw fail("version \(save.version) is not one this program reads")
    }
    guard let level = StudyLevel(rawValue: save.level) else {
      throw fail("level \(save.level) is not easy, medium, hard, expert or beyond-the-six")
    }
    guard let givens = Puzzle(text: save.givens) else { throw fail("givens is not 81 digits") }
    guard let placed = Puzzle(text: save.placements) else {
      throw fail("placements is not 81 digits")
    }
    guard let solution = Solver.solve(givens) else {
      throw fail("the givens have no single solution")
    }
    if let cell = Cell.all.first(where: { givens[$0.index] != 0 && placed[$0.index] != 0 }) {
      throw fail("\(cell) has both a given and a placement")
    }
    let counters = [save.moves, save.mistakes, save.hints, save.reveals]
    guard counters.allSatisfy({ $0 >= 0 }), save.secondsPlayed.isFinite, save.secondsPlayed >= 0
    else { throw fail("a counter or the time is negative") }
    guard save.undo.count <= Self.undoLimit else {
      throw fail("the undo list has \(save.undo.count) moves (at most \(Self.undoLimit))")
    }
    func candidates(_ codes: [String]) throws(StudySaveProblem) -> Set<Candidate> {
      var result = Set<Candidate>()
      for code in codes {
        guard let candidate = Candidate(libraryCode: code) else {
          throw fail("“\(code)” is not a candidate")
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
          throw fail("an undo move changes “\(change.cell)” from \(change.from) to \(change.to)")
        }
        changes.append(.init(cell: cell, from: change.from, to: change.to))
      }
      undo.append(
        StudyMove(
          isReveal: move.reveal, changes: changes, eliminated: try candidates(move.eliminated),
          restored: try candidates(move.restored)))
    }
    self.init(
      givens: givens, solution: solution, level: level, seed: save.seed, placed: placed,
      eliminations: try candidates(save.eliminations))
    if let (first, second) = board.conflicts.first {
      throw fail("\(first) and \(second) hold the same digit in one house")
    }
    undoList = undo
    moves = save.moves
    mistakes = save.mistakes
    hints = save.hints
    reveals = save.reveals
    secondsPlayed = save.secondsPlayed
    gaveUp = save.gaveUp
  }
}
