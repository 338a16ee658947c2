/// The study journal, `study.journal` beside `study.json`: what makes a move durable with one
/// small write and one `fdatasync`, where rewriting the whole save (temp file, fsync, rename,
/// fsync of the folder) costs a disk's two flushes.
///
/// Each record is one line, the whole game as `study.json` would hold it, behind a header that ties
/// it to the save it follows and proves it whole:
///
///     study-journal-1 <base> <sum> {"eliminations":[],…,"version":1}
///
/// `<base>` is the FNV-1a hash (16 hex digits) of the bytes of `study.json` the record follows,
/// `<sum>` the hash of the record's JSON. The file is kept `foldBytes` long, zeros after its
/// records (written once, when it is made), and a record overwrites zeros in place: a flush of data
/// alone, where an append that grows the file also flushes its size (on ext4 a journal commit,
/// about 4 ms on the disk measured, against under 1 ms). The journal ends at its first zero byte,
/// which no record holds (JSON escapes every control character); folding zeroes what was written. Reading takes the last record: a game is the latest state,
/// not a list of changes to apply, so no record can fail to apply to the one before it. A last
/// line without its newline is a record torn by a crash mid-write, the one move whose answer was
/// never printed: it is dropped, and that is all a crash can lose. Anything else that does not
/// read — a whole line whose sum does not match, records of another save, a record that is not a
/// game of the save's puzzle — is a damaged journal (`StudyStore` keeps it aside and says so).
public enum StudyJournal {
  /// The journal is folded into `study.json` (rewritten, and the journal emptied) before it would
  /// hold more records than this…
  public static let foldRecords = 32
  /// …or more bytes than this (a game with a full undo list is about 20 KB a record).
  public static let foldBytes = 256 << 10

  static let magic = "study-journal-1"

  /// What a journal read against the save it follows gives.
  public enum Replay: Hashable, Sendable {
    /// No record to take: an empty journal, only a torn record, or records the save already
    /// holds (the fold wrote `study.json` and was stopped before it emptied the journal).
    case nothing
    /// The last whole record's JSON: the game as it was after the last acknowledged move.
    case latest([UInt8])
    /// The journal does not read; `StudyJournalProblem` says why.
    case damaged(StudyJournalProblem)
  }

  /// FNV-1a, 64 bits: a sum to tell a whole record from a torn or edited one, not a defence
  /// against anyone.
  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    return value
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// One record: the header, the game's JSON (one line) and the newline that ends it.
  public static func record(base: UInt64, save: [UInt8]) -> [UInt8] {
    Array("\(magic) \(hex(base)) \(hex(hash(save))) ".utf8) + save + [0x0A]
  }

  /// The journal's last whole record, read against `base`, the bytes of `study.json`.
  public static func replay(base: [UInt8], journal: [UInt8]) -> Replay {
    let journal = Array(journal.prefix { $0 != 0 })
    guard !journal.isEmpty else { return .nothing }
    var lines = journal.split(separator: 0x0A, omittingEmptySubsequences: false)
    // The piece after the last newline: empty, or a record torn mid-write (dropped).
    lines.removeLast()
    let baseHash = hex(hash(base))
    var latest: ArraySlice<UInt8>?
    var bases: Set<String> = []
    for (index, line) in lines.enumerated() {
      let parts = line.split(separator: 0x20, maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, String(decoding: parts[0], as: UTF8.self) == magic,
        hex(hash(parts[3])) == String(decoding: parts[2], as: UTF8.self)
      else { return .damaged(.damagedRecord(index + 1)) }
      bases.insert(String(decoding: parts[1], as: UTF8.self))
      latest = parts[3]
    }
    guard let latest else { return .nothing }
    if bases == [baseHash] { return .latest(Array(latest)) }
    // The fold rewrote the save and was stopped before it emptied the journal.
    if Array(latest) == base { return .nothing }
    return .damaged(.anotherSave)
  }
}

/// Why a journal can't be used, worded to follow "the study journal <path> is" (`está …` in
/// Portuguese, after "o diário de estudo <path>").
public enum StudyJournalProblem: Error, Hashable, Sendable {
  /// Whole line `n` (from 1) is not a record, or its sum does not match.
  case damagedRecord(Int)
  /// Its records follow another save than `study.json`.
  case anotherSave
  /// Its last record is not a game of the save's puzzle; the save's own words follow.
  case notTheGame(String)
  /// It is there without a save to follow.
  case noSave

  public var message: String {
    let words = Language.current.studySaveWords
    switch self {
    case .damagedRecord(let number): return words.journalDamagedRecord(number)
    case .anotherSave: return words.journalOfAnotherSave
    case .notTheGame(let problem): return words.journalNotTheGame(problem)
    case .noSave: return words.journalWithoutSave
    }
  }
}
