/// What a learner typed: one or more placements or eliminations.
///
/// Accepted forms (case-insensitive, spaces allowed around the parts): placements `r3c5=7`, `r3c5:7`;
/// eliminations `r3c5<>7`, `r3c5-7`, `-7r3c5`; grouped cells `r1c789<>5`, `r12c1<>3`; several digits
/// `r8c7<>39` or `r8c7<>3,9`; several parts separated by spaces or commas.
public struct Answer: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    case placement, elimination
  }

  /// One written part, such as `r1c789<>5`, expanded to its candidates.
  public struct Part: Hashable, Sendable, CustomStringConvertible {
    public let kind: Kind
    public let candidates: [Candidate]
    /// HoDoKu's canonical spelling of the part.
    public var description: String {
      kind == .placement
        ? Notation.format(placements: candidates) : Notation.format(eliminations: candidates)
    }
  }

  public let parts: [Part]

  /// Every candidate named, in the order written.
  public var candidates: [Candidate] { parts.flatMap(\.candidates) }
  public var kind: Kind? {
    parts.allSatisfy { $0.kind == .placement }
      ? .placement : parts.allSatisfy { $0.kind == .elimination } ? .elimination : nil
  }

  /// The canonical HoDoKu form of the whole answer.
  public var description: String { parts.map(\.description).joined(separator: " ") }

  /// Parses an answer.
  /// - Throws: `NotationError`: what was expected where, or what names no cell or digit.
  public init(parsing text: String) throws(NotationError) {
    var scanner = AnswerScanner(text)
    var parts: [Part] = []
    scanner.skipSeparators()
    while !scanner.atEnd {
      parts.append(try scanner.part())
      scanner.skipSeparators()
    }
    guard !parts.isEmpty else { throw .empty }
    self.parts = parts
  }
}

private struct AnswerScanner {
  let characters: [Character]
  var position = 0

  init(_ text: String) { characters = Array(text.lowercased()) }

  var atEnd: Bool { position >= characters.count }
  var current: Character? { atEnd ? nil : characters[position] }

  mutating func skipSpaces() {
    while let character = current, character == " " || character == "\t" { position += 1 }
  }
  mutating func skipSeparators() {
    while let character = current,
      character == " " || character == "\t" || character == ","
        || character == ";"
    {
      position += 1
    }
  }

  /// `expected` was not found where the scanner stands.
  func fail(_ expected: NotationError.Expected) -> NotationError {
    let shown = String(characters[min(position, characters.count)...].prefix(12))
    return .expected(expected, at: atEnd ? .end : .character(position + 1, shown: shown))
  }

  mutating func part() throws(NotationError) -> Answer.Part {
    if current == "-" {
      // -7r3c5
      position += 1
      skipSpaces()
      let digits = try digitList()
      skipSpaces()
      let cells = try cellGroup()
      return Answer.Part(kind: .elimination, candidates: expand(cells, digits))
    }
    let cells = try cellGroup()
    skipSpaces()
    let kind: Answer.Kind
    switch current {
    case "=", ":":
      position += 1
      kind = .placement
    case "<":
      position += 1
      guard current == ">" else { throw fail(.eliminationSign) }
      position += 1
      kind = .elimination
    case "-":
      position += 1
      kind = .elimination
    case "≠":
      position += 1
      kind = .elimination
    default:
      throw fail(.sign(after: cells))
    }
    skipSpaces()
    let digits = try digitList()
    if kind == .placement && (cells.count > 1 || digits.count > 1) {
      throw .placementOfSeveral(cells: cells, digits: digits)
    }
    return Answer.Part(kind: kind, candidates: expand(cells, digits))
  }

  func expand(_ cells: [Cell], _ digits: [Int]) -> [Candidate] {
    cells.flatMap { cell in digits.map { Candidate(cell, $0) } }
  }

  /// `3`, `39`, `3,9`
  mutating func digitList() throws(NotationError) -> [Int] {
    var digits: [Int] = []
    while let character = current {
      if let value = character.wholeNumberValue, character.isASCII {
        guard (1...9).contains(value) else {
          throw .zeroDigit
        }
        if !digits.contains(value) { digits.append(value) }
        position += 1
      } else if character == ",",
        let next = position + 1 < characters.count ? characters[position + 1] : nil,
        next.isASCII, next.wholeNumberValue != nil, !digits.isEmpty
      {
        position += 1
      } else {
        break
      }
    }
    guard !digits.isEmpty else { throw fail(.digit) }
    return digits
  }

  /// `r3c5`, `r1c789`, `r12c1`
  mutating func cellGroup() throws(NotationError) -> [Cell] {
    guard current == "r" else { throw fail(.cell) }
    position += 1
    skipSpaces()
    let rows = try indices(of: .row)
    skipSpaces()
    guard current == "c" else { throw fail(.column) }
    position += 1
    skipSpaces()
    let columns = try indices(of: .column)
    return rows.flatMap { row in columns.map { Cell(row: row - 1, column: $0 - 1) } }
  }

  mutating func indices(of line: House.Kind) throws(NotationError) -> [Int] {
    var values: [Int] = []
    var typed = ""
    while let character = current, character.isASCII, let value = character.wholeNumberValue {
      typed.append(character)
      position += 1
      if value != 0, !values.contains(value) { values.append(value) }
    }
    if typed.contains("0") {
      // `r10c1` is row ten to the reader, not rows one and zero.
      throw .noSuchLine(line, typed: typed)
    }
    guard !values.isEmpty else { throw fail(.number(line)) }
    return values
  }
}
