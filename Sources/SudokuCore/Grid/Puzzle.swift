/// The 81 digits of a puzzle, its solution or a learner's placements, row by row: 1–9, or 0 for an
/// empty cell.
///
/// One value for every 81-cell list of digits, so their text forms are written and read in one
/// place: the 81-character line (`.` or `0` for empty, `description` writes `.`), the same with
/// `+` before placed digits (a HoDoKu library line's givens field, `text(placed:)`), and the bytes
/// of the batch commands (`init(bytes:)`, `appendText(to:dots:)`). Candidate codes (`537` for 5 in
/// r3c7) are `Candidate(libraryCode:)`. It is a collection of the 81 digits, so `puzzle[index]`,
/// `puzzle[cell]` and the sequence methods work as on an array.
///
/// Example: `Puzzle(text: "4.2867.13" + …)` has 4 at r1c1 and r1c2 empty.
public struct Puzzle: Hashable, Sendable, RandomAccessCollection, MutableCollection,
  CustomStringConvertible
{
  private var storage: [UInt8]

  /// 81 empty cells.
  public init() {
    storage = Array(repeating: 0, count: 81)
  }

  /// The digits given, 81 of 0–9.
  public init(_ digits: some Sequence<Int>) {
    storage = digits.map { digit in
      precondition((0...9).contains(digit), "a cell holds 0-9, not \(digit)")
      return UInt8(digit)
    }
    precondition(storage.count == 81, "a puzzle has 81 cells, not \(storage.count)")
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { 81 }

  public subscript(index: Int) -> Int {
    get { Int(storage[index]) }
    set {
      precondition((0...9).contains(newValue), "a cell holds 0-9, not \(newValue)")
      storage[index] = UInt8(truncatingIfNeeded: newValue)
    }
  }

  public subscript(cell: Cell) -> Int {
    get { self[cell.index] }
    set { self[cell.index] = newValue }
  }

  /// Runs `body` on the 81 digits as bytes (for the solver's loading loop).
  func withUnsafeDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withUnsafeBufferPointer(body)
  }

  /// The filled cells.
  public var clues: Int { storage.lazy.filter { $0 != 0 }.count }

  /// Every cell is filled.
  public var isFull: Bool { !storage.contains(0) }

  // MARK: Text forms

  /// 81 characters, exactly: `1`–`9`, and `.` or `0` for an empty cell; nil for anything else (which
  /// `Grid(puzzle:)` reads with its messages, spaces and `+` included).
  public init?(text: some StringProtocol) {
    self.init(bytes: Array(text.utf8))
  }

  /// The same from bytes, read without building a String (the batch commands' hot path).
  ///
  /// An array, not `some Collection<UInt8>`: the executable calls this across the module boundary,
  /// where a generic initializer runs unspecialized — its `enumerated()` iterator looked up generic
  /// and tuple type metadata in the Swift runtime for every byte, about a third of `solve -`'s time.
  public init?(bytes: [UInt8]) {
    guard bytes.count == 81 else { return nil }
    var storage = [UInt8](repeating: 0, count: 81)
    for index in 0..<81 {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") {
        storage[index] = byte - UInt8(ascii: "0")
      } else if byte != UInt8(ascii: "0") && byte != UInt8(ascii: ".") {
        return nil
      }
    }
    self.storage = storage
  }

  /// 81 characters, `.` for an empty cell.
  public var description: String { String(decoding: text(dots: true), as: UTF8.self) }

  /// 81 characters, `0` for an empty cell (`solve`'s and `generate`'s plain output).
  public var zeroText: String { String(decoding: text(dots: false), as: UTF8.self) }

  /// The givens with the learner's digits of `placed` marked `+` (a library line's givens field):
  /// a cell empty in both is `.`.
  public func text(placed: Puzzle) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(100)
    for index in 0..<81 {
      if storage[index] != 0 {
        bytes.append(UInt8(ascii: "0") + storage[index])
      } else if placed.storage[index] != 0 {
        bytes.append(UInt8(ascii: "+"))
        bytes.append(UInt8(ascii: "0") + placed.storage[index])
      } else {
        bytes.append(UInt8(ascii: "."))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the 81 characters to `bytes`, `.` (with `dots`) or `0` for an empty cell.
  public func appendText(to bytes: inout [UInt8], dots: Bool) {
    for digit in storage {
      bytes.append(digit == 0 && dots ? UInt8(ascii: ".") : UInt8(ascii: "0") + digit)
    }
  }

  private func text(dots: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(81)
    appendText(to: &bytes, dots: dots)
    return bytes
  }
}

extension Candidate {
  /// Reads HoDoKu's `<digit><row><col>` (`537` is 5 in r3c7); nil for anything else.
  public init?(libraryCode code: some StringProtocol) {
    let bytes = Array(code.utf8)
    guard bytes.count == 3, bytes.allSatisfy({ $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    let values = bytes.map { Int($0 - UInt8(ascii: "0")) }
    self.init(Cell(row: values[1] - 1, column: values[2] - 1), values[0])
  }
}
