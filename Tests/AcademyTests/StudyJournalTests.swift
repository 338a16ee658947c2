import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The study journal (`StudyJournal`, `StudyStore.record`): a move is one record appended to
/// `study.journal`, the next shell resumes the game with every whole record on it, a record torn
/// by a crash is the only thing dropped, and a journal that does not belong to the save is kept
/// aside and said, never applied and never a crash.
@Suite struct StudyJournalTests {
  static func now() -> Date { Date(timeIntervalSince1970: 1_796_025_600) }

  /// The easy fixture after placing the solution digit of its first `count` empty cells.
  static func played(_ count: Int) -> StudyGame {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    for _ in 0..<count {
      let cell = Cell.all.first { game.digit(at: $0) == 0 }!
      _ = game.enter("\(cell)=\(game.solution[cell.index])")
    }
    return game
  }

  /// The journal's records and any torn tail: its bytes before the zeros it is kept long with.
  static func content(_ url: URL) throws -> Data {
    try Data(contentsOf: url).prefix { $0 != 0 }
  }

  /// A save of the fixture and a journal of `moves` moves on it, written by a shell that ended
  /// without folding (a kill): what the next shell finds.
  static func killedAfter(_ moves: Int, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent("study.json")
    let store = StudyStore(url: url, ownsPath: true, now: now)
    try store.save(played(0))
    for count in 1...moves { try store.record(played(count)) }
    // `release` only closes the files, as a kill does: nothing is folded.
    store.release()
    return url
  }

  @Test func aRecordedMoveIsInTheJournalAndTheNextShellResumesIt() throws {
    try withTemporaryDirectory { directory throws in
      let url = try Self.killedAfter(3, in: directory)
      // study.json still holds the game before the moves; the journal holds three records.
      let bare = try StudyGame(saveData: Data(contentsOf: url))
      #expect(bare.moves == 0)
      let journalURL = directory.appendingPathComponent("study.journal")
      let journal = try Self.content(journalURL)
      #expect(journal.count { $0 == 0x0A } == 3)
      #expect(try Data(contentsOf: journalURL).count == StudyJournal.foldBytes)
      let next = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { next.release() }
      #expect(next.peek() == Self.played(3))
      guard case .game(let game) = next.claim() else {
        Issue.record("the game was not resumed")
        return
      }
      #expect(game == Self.played(3))
      #expect(next.notice == nil)
      // Resuming folded the journal into study.json and emptied it.
      #expect(try StudyGame(saveData: Data(contentsOf: url)) == Self.played(3))
      #expect(try Self.content(next.journalURL).isEmpty)
    }
  }

  @Test func aRecordTornMidAppendIsTheOnlyThingLost() throws {
    try withTemporaryDirectory { directory throws in
      let url = try Self.killedAfter(4, in: directory)
      let journalURL = directory.appendingPathComponent("study.journal")
      var journal = try Self.content(journalURL)
      // A crash in the middle of the fourth record's write: a part of it, no newline.
      journal.removeLast(40)
      try journal.write(to: journalURL)
      let next = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { next.release() }
      guard case .game(let game) = next.claim() else {
        Issue.record("the game was not resumed")
        return
      }
      #expect(game == Self.played(3))
      #expect(next.notice == nil)
      // The torn tail is gone, and moves go on being recorded after the whole ones.
      try next.record(Self.played(5))
      next.release()
      let again = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { again.release() }
      guard case .game(let resumed) = again.claim() else {
        Issue.record("the game was not resumed")
        return
      }
      #expect(resumed == Self.played(5))
    }
  }

  @Test func aFoldStoppedBeforeTheJournalWasEmptiedChangesNothing() throws {
    try withTemporaryDirectory { directory throws in
      let url = try Self.killedAfter(2, in: directory)
      // The fold wrote study.json (the journal's last record) and was killed before emptying it.
      try Self.played(2).saveData().write(to: url)
      let next = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { next.release() }
      guard case .game(let game) = next.claim() else {
        Issue.record("the game was not resumed")
        return
      }
      #expect(game == Self.played(2))
      #expect(next.notice == nil)
      try next.record(Self.played(3))
      #expect(next.peek() == Self.played(3))
    }
  }

  @Test(arguments: [Language.english, .portuguese])
  func aJournalOfAnotherSaveIsKeptAsideAndSaid(language: Language) throws {
    try withTemporaryDirectory { directory throws in
      let url = try Self.killedAfter(2, in: directory)
      // study.json replaced by hand with another game of the same puzzle: the records follow
      // another save.
      try Self.played(1).saveData().write(to: url)
      let next = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { next.release() }
      let saved = Language.$current.withValue(language) { next.claim() }
      guard case .game(let game) = saved else {
        Issue.record("the save was not resumed")
        return
      }
      #expect(game == Self.played(1))
      let journal = directory.appendingPathComponent("study.journal").path
      let kept = "study.journal.corrupt-20261130T080000Z"
      #expect(
        next.notice
          == (language == .english
            ? "the study journal \(journal) is of another save than study.json; it was kept as "
              + "\(kept), and the game goes on from study.json as it was last rewritten (the "
              + "moves since then are in the kept file)."
            : "o diário de estudo \(journal) está ligado a outro ficheiro de estudo que não o "
              + "study.json; foi posto de lado como \(kept), e o jogo continua a partir do "
              + "study.json tal como foi reescrito pela última vez (as jogadas desde então estão "
              + "no ficheiro posto de lado)."))
      #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(kept).path))
      #expect(!FileManager.default.fileExists(atPath: journal))
    }
  }

  @Test(arguments: [Language.english, .portuguese])
  func aDamagedRecordIsNamedAndTheJournalKeptAside(language: Language) throws {
    try withTemporaryDirectory { directory throws in
      let url = try Self.killedAfter(3, in: directory)
      let journalURL = directory.appendingPathComponent("study.journal")
      var journal = try Self.content(journalURL)
      // A hand edit inside the second record: its sum no longer matches.
      let second = journal.firstIndex(of: 0x0A)! + 60
      journal[second] = journal[second] == 0x30 ? 0x31 : 0x30
      try journal.write(to: journalURL)
      let next = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { next.release() }
      guard case .game(let game) = Language.$current.withValue(language, operation: next.claim)
      else {
        Issue.record("the save was not resumed")
        return
      }
      #expect(game == Self.played(0))
      let problem =
        language == .english
        ? "is damaged (its record 2 is not whole)"
        : "está danificado (o registo 2 não está inteiro)"
      #expect(next.notice?.contains(problem) == true, "\(next.notice ?? "no notice")")
    }
  }

  @Test func aJournalOfAnotherPuzzleIsNeverApplied() throws {
    try withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("study.json")
      let base = try Self.played(0).saveData()
      try base.write(to: url)
      // A record whose header is right for this save, of another game.
      let other = try StudyFixtures.game(StudyFixtures.medium, level: .medium).saveData()
      let record = StudyJournal.record(base: StudyJournal.hash(base), save: Array(other))
      try Data(record).write(to: directory.appendingPathComponent("study.journal"))
      let store = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { store.release() }
      #expect(store.peek() == Self.played(0))
      guard case .game(let game) = store.claim() else {
        Issue.record("the save was not resumed")
        return
      }
      #expect(game == Self.played(0))
      #expect(store.notice?.contains("its last record is of another puzzle") == true)
    }
  }

  @Test func aDamagedJournalAtALearnersPathIsLeftAndTheGameRefused() throws {
    try withTemporaryDirectory { directory throws in
      let url = try Self.killedAfter(2, in: directory)
      try Self.played(1).saveData().write(to: url)
      let store = StudyStore(url: url, ownsPath: false, now: Self.now)
      defer { store.release() }
      guard case .problem(let line, let keptAside) = store.claim() else {
        Issue.record("a journal of another save was used")
        return
      }
      #expect(!keptAside)
      #expect(line.contains("it was left where it is and the game was not resumed"))
      #expect(!store.isHeld)
      #expect(
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("study.journal").path))
    }
  }

  @Test func theJournalIsFoldedBeforeItHoldsTooManyRecords() throws {
    try withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("study.json")
      let store = StudyStore(url: url, ownsPath: true, now: Self.now)
      defer { store.release() }
      guard case .none = store.claim() else {
        Issue.record("an empty folder held a game")
        return
      }
      try store.save(Self.played(0))
      let journalURL = store.journalURL
      let limit = StudyJournal.foldRecords
      for count in 1...limit { try store.record(Self.played(count)) }
      #expect(try Self.content(journalURL).count { $0 == 0x0A } == limit)
      #expect(try StudyGame(saveData: Data(contentsOf: url)) == Self.played(0))
      // One more does not fit: the whole save is written and the journal emptied.
      try store.record(Self.played(limit + 1))
      #expect(try Self.content(journalURL).isEmpty)
      #expect(try StudyGame(saveData: Data(contentsOf: url)) == Self.played(limit + 1))
      try store.record(Self.played(limit + 2))
      #expect(try Self.content(journalURL).count { $0 == 0x0A } == 1)
    }
  }

  @Test func replayReadsOnlyWholeRecordsOfTheSave() {
    let base = Array("{\"a\":1}".utf8)
    let first = StudyJournal.record(base: StudyJournal.hash(base), save: Array("{\"b\":2}".utf8))
    let second = StudyJournal.record(base: StudyJournal.hash(base), save: Array("{\"c\":3}".utf8))
    #expect(StudyJournal.replay(base: base, journal: []) == .nothing)
    #expect(StudyJournal.replay(base: base, journal: first) == .latest(Array("{\"b\":2}".utf8)))
    #expect(
      StudyJournal.replay(base: base, journal: first + second.dropLast(3))
        == .latest(Array("{\"b\":2}".utf8)))
    #expect(StudyJournal.replay(base: base, journal: Array(first.dropLast())) == .nothing)
    // The zeros the file is kept long with end it.
    #expect(
      StudyJournal.replay(base: base, journal: first + [UInt8](repeating: 0, count: 64) + second)
        == .latest(Array("{\"b\":2}".utf8)))
    #expect(
      StudyJournal.replay(base: Array("{\"z\":0}".utf8), journal: first) == .damaged(.anotherSave))
    #expect(
      StudyJournal.replay(base: base, journal: Array("garbage\n".utf8) + first)
        == .damaged(.damagedRecord(1)))
  }
}
