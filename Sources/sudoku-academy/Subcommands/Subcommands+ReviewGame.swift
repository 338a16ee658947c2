import Academy
import Foundation
import SudokuCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Subcommands {
  /// `review-game FILE|-`: the review of a game played anywhere. The input is the puzzle (81
  /// digits, or a library line) on its first line, then the moves, one line each, as the study
  /// shell takes them (`r3c5=7`, `r1c7<>5 r1c8<>5`, `r3c5=0`, `restore r3c5`, `hint`, `hint
  /// r3c5`, `show`, `undo`), each after the game time it was made at if it is known (`3:12
  /// r3c5=7`, `1:02:07 hint`). Blank lines and lines starting with `#` are skipped. A line that
  /// does not read, or a move the game refuses, stops it: one message naming the line, exit 1.
  static func reviewGame(_ args: Invocation) throws -> Int32 {
    let source = args.positional.first ?? "-"
    let descriptor: Int32 = source == "-" ? 0 : open(source, O_RDONLY)
    guard descriptor >= 0 else {
      printError(
        Language.current.subcommandWords.cannotRead(source, String(cString: strerror(errno))))
      return 1
    }
    defer { if descriptor != 0 { close(descriptor) } }
    var game: StudyGame?
    var problem: String?
    var number = 0
    var latest = 0.0
    var reader = ByteLineReader(fileDescriptor: descriptor)
    reader.forEachLine {
      number += 1
      if problem == nil {
        problem =
          Input.lineLabel(number)
          + Language.current.subcommandWords.lineTooLong(limit: ByteLineReader.longestLine)
      }
    } _: { bytes in
      number += 1
      guard problem == nil else { return }
      let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { return }
      guard var playing = game else {
        do throws(StudyPasteProblem) {
          game = try StudyGame.pasted(line)
        } catch {
          problem = Input.lineLabel(number) + ": " + error.message
        }
        return
      }
      var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      if let seconds = words.first.flatMap(Self.gameTime) {
        guard seconds >= latest else {
          problem =
            Input.lineLabel(number) + ": "
            + Language.current.subcommandWords.timeGoesBack(words[0])
          return
        }
        latest = seconds
        playing.secondsPlayed = seconds
        words.removeFirst()
      }
      let move = words.joined(separator: " ")
      let refused: String?
      switch words.first?.lowercased() {
      case "hint" where words.count == 1:
        refused = playing.hint().refusal
      case "hint" where words.count == 2:
        guard let cell = Notation.parseCell(words[1]) else {
          refused = Language.current.subcommandWords.notAMove(move)
          break
        }
        refused = playing.hint(cell: cell).refusal
      case "show" where words.count == 1:
        refused = playing.show().refusal
      case "undo" where words.count == 1:
        let reply = playing.undo()
        refused = reply.isApplied ? nil : reply.message
      case nil:
        refused = Language.current.subcommandWords.notAMove(line)
      default:
        let reply = playing.enter(move)
        refused = reply.isApplied ? nil : reply.message
      }
      if let refused {
        problem = Input.lineLabel(number) + ": " + refused
        return
      }
      game = playing
    }
    if let problem {
      printError(problem)
      return 1
    }
    guard let game, let log = game.log else {
      printError(Language.current.subcommandWords.noPuzzleToReview)
      return 1
    }
    let review = GameReview(givens: game.givens, solution: game.solution, log: log)
    if args.options.json {
      var json = JSONWriter()
      OutputBuffer.standard.write(json.line(ReviewGameRecord(review, game: game)))
      OutputBuffer.standard.flush()
      return 0
    }
    let style = RenderStyle(mode: args.options.color, ascii: args.options.ascii)
    let text = GameReviewText(review, moves: game.moves)
    Screen(
      style: style, size: { TerminalSize.of(STDOUT_FILENO) },
      write: { writeStandardOutput($0 + "\n") }
    )
    .emit(GameReviewView.pieces(text, style: style).map(\.block))
    return 0
  }

  /// `3:12`, `1:02:07`, `95`: seconds; nil for a word that is no time (the move itself).
  static func gameTime(_ word: String) -> Double? {
    let parts = word.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.count > 1 || word.allSatisfy(\.isASCII),
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber }
      })
    else { return nil }
    let values = parts.compactMap { Int($0) }
    guard values.count == parts.count, values.dropFirst().allSatisfy({ $0 < 60 }) else {
      return nil
    }
    let seconds = values.reduce(0) { $0 * 60 + $1 }
    guard seconds <= FileBounds.longestSeconds else { return nil }
    return Double(seconds)
  }
}

extension StudyHint {
  /// What the game said when it refused the hint, nil when it gave one.
  fileprivate var refusal: String? {
    switch self {
    case .over, .beyondTheCurriculum: message
    default: nil
    }
  }
}

/// `review-game --json`: the whole review as one object.
struct ReviewGameRecord: JSONRecord {
  struct Fact: Encodable {
    let basis: String
    let forcedAfter: Int?
    let move: String
    let technique: String?
  }
  struct Move: Encodable {
    let facts: [Fact]
    let kind: String
    let number: Int?
    let seconds: Int
    let techniques: [String]
  }
  struct Wait: Encodable {
    let from: Int
    let seconds: Int
    let wayOn: String?
  }
  struct Practice: Encodable {
    let guesses: Int
    let hints: Int
    let lesson: Int
    let technique: String
    let waits: Int
  }
  let guesses: Int
  let hardestFound: String?
  let hardestNeeded: String?
  let logWhole: Bool
  let mistakes: Int
  let moves: [Move]
  let practise: [Practice]
  let praise: String?
  let puzzle: String
  let solved: Bool
  let solvedByCurriculum: Bool
  let unjustified: Int
  let waits: [Wait]

  init(_ review: GameReview, game: StudyGame) {
    guesses = review.guesses
    hardestFound = review.hardestFound?.rawValue
    hardestNeeded = review.hardestNeeded?.rawValue
    logWhole = review.isWhole
    mistakes = review.mistakes
    moves = review.moments.map { moment in
      switch moment.kind {
      case .move(let number, let facts):
        return Move(
          facts: facts.map(Self.fact), kind: "move", number: number, seconds: Int(moment.seconds),
          techniques: [])
      case .reveal(let number, let techniques):
        return Move(
          facts: [], kind: "reveal", number: number, seconds: Int(moment.seconds),
          techniques: techniques.map(\.rawValue))
      case .hint(let technique, _):
        return Move(
          facts: [], kind: "hint", number: nil, seconds: Int(moment.seconds),
          techniques: technique.map { [$0.rawValue] } ?? [])
      }
    }
    practise = review.practise.map {
      Practice(
        guesses: $0.guesses, hints: $0.hints, lesson: $0.technique.number,
        technique: $0.technique.rawValue, waits: $0.waits)
    }
    praise = review.praise?.rawValue
    puzzle = game.givens.description
    solved = game.isSolved
    solvedByCurriculum = review.solvedByCurriculum
    unjustified = review.unjustified
    waits = review.waits.map {
      Wait(
        from: Int($0.from), seconds: Int($0.seconds), wayOn: $0.available?.step.technique.rawValue)
    }
  }

  static func fact(_ fact: GameReview.Fact) -> Fact {
    let move = GameReviewText.notation(fact)
    switch fact.basis {
    case .single(let technique):
      return Fact(basis: "single", forcedAfter: nil, move: move, technique: technique.rawValue)
    case .chain(let hardest, _):
      return Fact(basis: "chain", forcedAfter: nil, move: move, technique: hardest.rawValue)
    case .guess(let after):
      return Fact(basis: "guess", forcedAfter: after, move: move, technique: nil)
    case .justified(let technique):
      return Fact(basis: "justified", forcedAfter: nil, move: move, technique: technique.rawValue)
    case .notJustified:
      return Fact(basis: "not-justified", forcedAfter: nil, move: move, technique: nil)
    case .mistake:
      return Fact(basis: "mistake", forcedAfter: nil, move: move, technique: nil)
    case .undone:
      return Fact(basis: "undone", forcedAfter: nil, move: move, technique: nil)
    }
  }
}
