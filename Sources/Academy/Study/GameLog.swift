import SudokuCore

/// The study game's move log: every move the learner made, with the game time it was made at, and
/// every hint's lead, for the game review (`GameReview`). Kept in the save (`study.json`'s `log`,
/// an added field) and so in every journal record; an undone move leaves it as it leaves the board.
///
/// An entry is one short line, so a long game stays a small save (about 12 bytes a move):
///
///     412.5 m =735 -517 -518 +429
///
/// The game time in seconds (`StudyGame.secondsPlayed`, one decimal), the kind — `m` a typed move,
/// `r` a reveal (its changes, then the keys of its steps' techniques), `n` a pencil-mark move (kept so that undo takes the right entry back; the review
/// skips it), `h` a hint's lead, `s` the position the game started from when it was pasted — then
/// the changes as candidates in HoDoKu's library code (digit, row, column): `=` a digit placed (`=0`
/// and the cell for a cleared one), `-` a candidate eliminated, `+` one restored. A hint's lead names
/// its technique's key, and `@` and the cell for `hint <cell>`. At most `capacity` entries; the
/// moves after that are counted (`unlogged`), and the review says the log is not whole.
public struct GameLog: Hashable, Sendable {
  /// What one entry records.
  public enum Event: Hashable, Sendable {
    /// A move of the board: digits placed or cleared, candidates eliminated and restored; for a
    /// reveal, `reveal` holds the techniques of the steps it applied, in order (nil for a move the
    /// learner typed).
    case move(Changes, reveal: [Technique]?)
    /// A move that changed only the learner's pencil marks.
    case notes
    /// A hint's first rung: the technique it pointed to (nil for a fix-it hint) and the cell of
    /// `hint <cell>`.
    case hint(Technique?, cell: Cell?)
    /// The position a pasted game started from (digits and eliminations the learner brought).
    case start(Changes)
  }

  /// A digit written into a cell; 0 clears it.
  public struct Placement: Hashable, Sendable {
    public let cell: Cell
    public let digit: Int
    public init(_ cell: Cell, _ digit: Int) {
      self.cell = cell
      self.digit = digit
    }
  }

  /// What a move changed on the board.
  public struct Changes: Hashable, Sendable {
    /// Digits placed (or cleared), in order.
    public var placed: [Placement]
    public var eliminated: [Candidate]
    public var restored: [Candidate]

    public init(placed: [Placement] = [], eliminated: [Candidate] = [], restored: [Candidate] = [])
    {
      self.placed = placed
      self.eliminated = eliminated
      self.restored = restored
    }

    public var isEmpty: Bool { placed.isEmpty && eliminated.isEmpty && restored.isEmpty }
  }

  public struct Entry: Hashable, Sendable {
    /// The game time, in seconds, when it happened.
    public let seconds: Double
    public let event: Event

    public init(seconds: Double, event: Event) {
      self.seconds = (max(0, seconds.isFinite ? seconds : 0) * 10).rounded(.down) / 10
      self.event = event
    }

    public var isMove: Bool {
      switch event {
      case .move, .notes: true
      case .hint, .start: false
      }
    }
  }

  /// The most entries a log keeps.
  public static let capacity = 2_000

  public private(set) var entries: [Entry] = []
  /// Moves made after the log was full (undo takes these back first).
  public private(set) var unlogged = 0

  public init() {}

  /// Every move of the game is in the log.
  public var isWhole: Bool { unlogged == 0 }

  mutating func append(_ entry: Entry) {
    guard entries.count < Self.capacity else {
      if entry.isMove { unlogged = FileBounds.count(unlogged, plus: 1) }
      return
    }
    entries.append(entry)
  }

  /// The last move was undone: its entry goes (hints after it stay, as hints given).
  mutating func undoLast() {
    if unlogged > 0 {
      unlogged -= 1
      return
    }
    if let last = entries.lastIndex(where: \.isMove) { entries.remove(at: last) }
  }

  mutating func record(_ move: StudyMove, at seconds: Double, techniques: [Technique] = []) {
    let changes = Changes(
      placed: move.changes.map { Placement($0.cell, $0.to) },
      eliminated: move.eliminated.sorted(), restored: move.restored.sorted())
    let reveal = move.isReveal ? techniques : nil
    append(
      Entry(seconds: seconds, event: changes.isEmpty ? .notes : .move(changes, reveal: reveal)))
  }

  // MARK: Text

  /// The entries as the save keeps them, one line each.
  public var lines: [String] { entries.map(Self.line) }

  static func line(_ entry: Entry) -> String {
    let time = Self.time(entry.seconds)
    switch entry.event {
    case .move(let changes, let reveal):
      return ([time, reveal == nil ? "m" : "r"] + tokens(changes) + (reveal ?? []).map(\.rawValue))
        .joined(separator: " ")
    case .notes:
      return "\(time) n"
    case .hint(let technique, let cell):
      var parts = [time, "h"]
      if let technique { parts.append(technique.rawValue) }
      if let cell { parts.append("@\(cell.row + 1)\(cell.column + 1)") }
      return parts.joined(separator: " ")
    case .start(let changes):
      return ([time, "s"] + tokens(changes)).joined(separator: " ")
    }
  }

  private static func time(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded(.down))
    return "\(tenths / 10).\(tenths % 10)"
  }

  private static func tokens(_ changes: Changes) -> [String] {
    changes.placed.map { "=\($0.digit)\($0.cell.row + 1)\($0.cell.column + 1)" }
      + changes.eliminated.map { "-" + $0.libraryCode }
      + changes.restored.map { "+" + $0.libraryCode }
  }

  /// Reads a log back; nil when any line does not read (the review then says the log is damaged).
  public init?(lines: [String], unlogged: Int) {
    guard lines.count <= Self.capacity, (0...FileBounds.largestCount).contains(unlogged) else {
      return nil
    }
    var entries: [Entry] = []
    for line in lines {
      guard let entry = Self.entry(line) else { return nil }
      entries.append(entry)
    }
    self.entries = entries
    self.unlogged = unlogged
  }

  static func entry(_ line: String) -> Entry? {
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard words.count >= 2, let seconds = Double(words[0]), seconds.isFinite, seconds >= 0,
      seconds <= Double(FileBounds.longestSeconds)
    else { return nil }
    let rest = words.dropFirst(2)
    switch words[1] {
    case "r":
      // A reveal's changes, then the keys of its steps' techniques.
      let keys = rest.filter { !"=-+".contains($0.first ?? "=") }
      let techniques = keys.compactMap { Technique(rawValue: $0) }
      guard techniques.count == keys.count, let changes = changes(rest.dropLast(keys.count)),
        !changes.isEmpty
      else { return nil }
      return Entry(seconds: seconds, event: .move(changes, reveal: techniques))
    case "m", "s":
      guard let changes = changes(rest), !changes.isEmpty else { return nil }
      if words[1] == "s" { return Entry(seconds: seconds, event: .start(changes)) }
      return Entry(seconds: seconds, event: .move(changes, reveal: nil))
    case "n":
      guard rest.isEmpty else { return nil }
      return Entry(seconds: seconds, event: .notes)
    case "h":
      var technique: Technique?
      var cell: Cell?
      for word in rest {
        if word.hasPrefix("@"), cell == nil, let found = Self.cell(word.dropFirst()) {
          cell = found
        } else if technique == nil, cell == nil, let found = Technique(rawValue: word) {
          technique = found
        } else {
          return nil
        }
      }
      return Entry(seconds: seconds, event: .hint(technique, cell: cell))
    default:
      return nil
    }
  }

  private static func cell(_ text: Substring) -> Cell? {
    let digits = text.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
    guard text.count == 2, digits.count == 2, (1...9).contains(digits[0]),
      (1...9).contains(digits[1])
    else { return nil }
    return Cell(row: digits[0] - 1, column: digits[1] - 1)
  }

  private static func changes(_ words: ArraySlice<String>) -> Changes? {
    var changes = Changes()
    for word in words {
      guard let sign = word.first, word.count == 4 else { return nil }
      let digits = word.dropFirst().compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
      guard digits.count == 3, (0...9).contains(digits[0]), (1...9).contains(digits[1]),
        (1...9).contains(digits[2])
      else { return nil }
      let cell = Cell(row: digits[1] - 1, column: digits[2] - 1)
      switch sign {
      case "=": changes.placed.append(Placement(cell, digits[0]))
      case "-" where digits[0] != 0: changes.eliminated.append(Candidate(cell, digits[0]))
      case "+" where digits[0] != 0: changes.restored.append(Candidate(cell, digits[0]))
      default: return nil
      }
    }
    return changes
  }
}
