/// A position read from or written to one of the community's formats.
///
/// Reads an 81-character puzzle (`0` or `.` for empty, `+` before a placed digit), a HoDoKu library line
/// (`:code:digits:givens:deleted candidates:eliminations:placements:`), a 729-character candidate string
/// (9 characters per cell, `.` for an absent candidate) or 81 whitespace-separated candidate lists. In the
/// last two a cell with exactly one candidate is read as filled with that digit.
public struct Position: Hashable, Sendable {
  public var grid: Grid
  /// The technique named by a library line's code, if any.
  public var technique: Technique?
  /// The library line's eliminations and placements fields (empty elsewhere).
  public var eliminations: [Candidate]
  public var placements: [Candidate]

  public init(
    grid: Grid, technique: Technique? = nil, eliminations: [Candidate] = [],
    placements: [Candidate] = []
  ) {
    self.grid = grid
    self.technique = technique
    self.eliminations = eliminations
    self.placements = placements
  }

  /// Reads any of the accepted formats, telling them apart by shape.
  /// - Throws: `FormatError` naming the character, cell or field at fault.
  public init(parsing text: String) throws(FormatError) {
    let trimmed = text.trimmingSpaces
    if trimmed.hasPrefix(":") {
      self = try Position(libraryLine: trimmed)
      return
    }
    let tokens = trimmed.split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
    })
    let pmTokens = trimmed.split(whereSeparator: { " \t\r\n|*-=".contains($0) })
    if tokens.count == 1 && trimmed.count == 729 {
      self = try Position(candidateString: trimmed)
    } else if pmTokens.count == 81
      && pmTokens.contains(where: { $0.count > 1 && !$0.contains("+") })
    {
      self = try Position(candidateLists: pmTokens.map(String.init))
    } else {
      self.init(grid: try Grid(puzzle: trimmed))
    }
  }

  /// Reads a HoDoKu library line.
  public init(libraryLine line: String) throws(FormatError) {
    let fields = line.trimmingSpaces.split(separator: ":", omittingEmptySubsequences: false).map(
      String.init)
    // ":code:digits:givens:deleted:eliminations:placements:" splits into 8 fields (first and last empty).
    guard fields.count >= 7, fields[0].isEmpty else {
      throw .libraryFieldCount(max(0, fields.count - 1))
    }
    // Any code HoDoKu writes is read: digits, optionally a variant after a dash (`0110-1`, or
    // `0606-x` for a case that must find nothing). Only the codes of our techniques' rules name a technique.
    let code = fields[1]
    let base = code.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard base.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .libraryCode(code)
    }
    let technique = Technique(libraryCode: String(base))
    var grid: Grid
    do {
      grid = try Grid(puzzle: fields[3])
    } catch {
      throw .givensField(error)
    }
    let deleted = try Position.candidateList(fields[4], field: .deletedCandidates)
    for candidate in deleted where grid.isEmpty(candidate.cell) {
      grid.eliminate(candidate)
    }
    // Only a cell emptied by the deletions is an error here: a cell whose peers already hold all
    // nine digits is a puzzle without solution, which the givens field (like a plain puzzle) may be.
    if let dead = deleted.lazy.map(\.cell).first(where: {
      grid.isEmpty($0) && grid.candidates(at: $0).isEmpty
    }) {
      throw .deletedLeaveNoCandidate(dead)
    }
    self.init(
      grid: grid, technique: technique,
      eliminations: try Position.candidateList(fields[5], field: .eliminations),
      placements: try Position.candidateList(fields[6], field: .placements))
  }

  /// Reads 729 characters: for each cell, nine characters that are the digit or `.`.
  public init(candidateString text: String) throws(FormatError) {
    let characters = Array(text)
    guard characters.count == 729 else {
      throw .candidateStringLength(characters.count)
    }
    var sets: [DigitSet] = []
    for cellIndex in 0..<81 {
      let cellCharacters = characters[cellIndex * 9..<cellIndex * 9 + 9]
      sets.append(
        try Position.digitSet(cellCharacters.filter { $0 != "." && $0 != "0" }) { character in
          let position = cellCharacters.firstIndex(of: character)! + 1
          return .notACandidateCharacter(
            character: position, cell: Cell(cellIndex), found: character)
        })
    }
    self.init(grid: try Grid(candidateSets: sets))
  }

  /// Reads 81 candidate lists such as `139 5 27 …` (a single digit is a filled cell).
  public init(candidateLists tokens: [String]) throws(FormatError) {
    guard tokens.count == 81 else {
      throw .candidateListCount(tokens.count)
    }
    var sets: [DigitSet] = []
    for (index, token) in tokens.enumerated() {
      sets.append(
        try Position.digitSet(Array(token)) { _ in
          .notACandidateList(number: index + 1, cell: Cell(index), token: token)
        })
    }
    self.init(grid: try Grid(candidateSets: sets))
  }

  /// The digits 1–9 among `characters`; anything else is the error `problem` makes of it.
  static func digitSet(
    _ characters: [Character], problem: (Character) -> FormatError
  ) throws(FormatError) -> DigitSet {
    var set = DigitSet.empty
    for character in characters {
      guard character.isASCII, let digit = character.wholeNumberValue, (1...9).contains(digit)
      else {
        throw problem(character)
      }
      set.insert(digit)
    }
    return set
  }

  static func candidateList(
    _ field: String, field name: FormatError.LibraryField
  ) throws(FormatError) -> [Candidate] {
    var result: [Candidate] = []
    for token in field.split(separator: " ") {
      guard let candidate = Candidate(libraryCode: token) else {
        throw .notACandidate(name, token: String(token))
      }
      result.append(candidate)
    }
    return result
  }

  /// The HoDoKu library line. With `hidingAnswer` the digits field is `x` and the eliminations and
  /// placements fields are empty, so the line gives nothing away.
  public func libraryLine(hidingAnswer: Bool = false) -> String {
    let code = technique?.libraryCode ?? "0000"
    let digitsField: String
    if hidingAnswer {
      digitsField = "x"
    } else {
      let digits = Set((eliminations + placements).map(\.digit)).sorted()
      digitsField = digits.isEmpty ? "x" : digits.map(String.init).joined()
    }
    let deleted = grid.deletedCandidates.map(\.libraryCode).joined(separator: " ")
    let elims = hidingAnswer ? "" : eliminations.sorted().map(\.libraryCode).joined(separator: " ")
    let places = hidingAnswer ? "" : placements.sorted().map(\.libraryCode).joined(separator: " ")
    return
      ":\(code):\(digitsField):\(grid.puzzleString(markingPlaced: true)):\(deleted):\(elims):\(places):"
  }

  /// The 729-character candidate string (a filled cell shows its digit alone).
  public var candidateString: String {
    var result = ""
    for cell in Cell.all {
      let set = grid.isEmpty(cell) ? grid.candidates(at: cell) : [grid.digit(at: cell)]
      for digit in 1...9 { result += set.contains(digit) ? String(digit) : "." }
    }
    return result
  }
}

extension Grid {
  /// Reads 81 cells: `1`–`9` a given, `+d` a placed digit, `0` or `.` empty. Spaces are ignored.
  /// - Throws: `FormatError` naming the character and cell, or the two clashing cells.
  public init(puzzle text: String) throws(FormatError) {
    self.init()
    // The length first: 728 ones are the wrong length, not a puzzle with a repeated digit.
    let cells = text.unicodeScalars.count { !" \t\r\n+".unicodeScalars.contains($0) }
    if cells > 81 {
      throw .tooManyCells(cells)
    }
    var cellIndex = 0
    var placedNext = false
    var sawAny = false
    for (offset, character) in text.enumerated() {
      if character == " " || character == "\t" || character == "\r" || character == "\n" {
        continue
      }
      sawAny = true
      let position = offset + 1
      if character == "+" {
        guard !placedNext else {
          throw .plusTwice(character: position)
        }
        placedNext = true
        continue
      }
      let cell = Cell(cellIndex)
      if character == "." || character == "0" {
        guard !placedNext else {
          throw .plusBeforeEmpty(character: position, cell: cell)
        }
      } else if let ascii = character.asciiValue, ascii >= 0x31, ascii <= 0x39 {
        let digit = Int(ascii - 0x30)
        if let clash = Tables.peers[cellIndex].first(where: { Int(digits[$0]) == digit }) {
          throw .repeatedDigit(character: position, cell: cell, digit: digit, clash: Cell(clash))
        }
        place(digit, at: cell, given: !placedNext)
      } else {
        throw .notACell(character: position, cell: cell, found: character)
      }
      placedNext = false
      cellIndex += 1
    }
    guard sawAny else { throw .emptyPuzzle }
    guard cellIndex == 81 else {
      throw .tooFewCells(cellIndex)
    }
    if placedNext { throw .endsWithPlus }
  }

  /// Builds a grid from candidate sets; a single-candidate set is a filled cell.
  init(candidateSets sets: [DigitSet]) throws(FormatError) {
    self.init()
    for (index, set) in sets.enumerated() where set.count == 1 {
      let digit = set.first!
      if let clash = Tables.peers[index].first(where: { Int(digits[$0]) == digit }) {
        throw .bothHold(Cell(index), Cell(clash), digit: digit)
      }
      place(digit, at: Cell(index), given: true)
    }
    for (index, set) in sets.enumerated() where set.count != 1 {
      let cell = Cell(index)
      guard !set.isEmpty else { throw .noCandidates(cell) }
      let allowed = peerCandidates(at: cell)
      if let bad = set.subtracting(allowed).first {
        let holder = Tables.peers[index].first { Int(digits[$0]) == bad }.map { Cell($0) }
        throw .candidateHeldByPeer(cell, digit: bad, holder: holder)
      }
      setCandidates(set, at: cell)
    }
  }

  /// 81 characters, `.` for empty; with `markingPlaced` a `+` precedes each non-given digit.
  public func puzzleString(markingPlaced: Bool = false) -> String {
    markingPlaced ? givens.text(placed: placedDigits) : allDigits.description
  }
}

extension String {
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) })!
    return String(self[start...end])
  }
}
