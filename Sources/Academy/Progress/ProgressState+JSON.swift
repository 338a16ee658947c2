import Foundation
import SudokuCore

/// The progress file's format (every field in docs/progress.md):
///
///     {
///       "challenge": { "1": { "bestStars": 3, "solved": 1 }, "2": { "bestStars": 2, "solved": 2 } },
///       "study": { "easy": { "bestSeconds": 412, "fewestHints": 0, "solved": 2 } },
///       "language": "pt",
///       "lastSolve": "9f86d081884c7d65",
///       "notes": true,
///       "sound": false,
///       "techniques": {
///         "hidden-single": {
///           "answerTimes": [5400, 3100], "attempted": 7, "firstTry": 4,
///           "lastPractised": "2026-11-30T08:00:00Z", "mastery": 5,
///           "recentResults": [true, false, true],
///           "reviewDue": "2026-12-03T08:00:00Z", "reviewInterval": 4
///         }
///       },
///       "version": 1
///     }
///
/// Keys sorted, two-space indents, times in ISO 8601 UTC to the second; a technique never practised
/// is left out. Members this version does not know are kept and written back (the additive rule).
/// Reading checks every number against what this version can write, so a file edited into nonsense
/// is reported instead of half-used.
extension ProgressState {
  /// The format version this build reads and writes.
  static let fileVersion = 1

  private static let dateStyle = Date.ISO8601FormatStyle()

  /// The progress file's text for this state.
  var fileText: String { document(everyTechnique: false).prettyPrinted }

  /// The `progress --json` line: the file's document on one line, with every technique (zeros for
  /// one never practised), `next`, the next lesson's key or null, and `nextChallenge`, the first
  /// challenge level not solved or null.
  public var jsonLine: String {
    guard case .object(var top) = document(everyTechnique: true) else { return "" }
    top["next"] = nextLesson.map { .string($0.rawValue) } ?? .null
    top["nextChallenge"] = nextChallenge.map { .number("\($0.number)") } ?? .null
    return JSONValue.object(top).compact
  }

  /// The one writer of progress JSON: what this version knows, over what the file held that it
  /// does not. A technique never practised is left out unless `everyTechnique`.
  private func document(everyTechnique: Bool) -> JSONValue {
    var techniquesJSON = preserved.unknownTechniques
    for technique in Technique.allCases {
      let progress = self[technique]
      let extra = preserved.fields[technique] ?? [:]
      guard everyTechnique || progress != .zero || !extra.isEmpty else { continue }
      var entry = extra
      entry["mastery"] = .number(String(progress.mastery))
      entry["attempted"] = .number(String(progress.attempted))
      entry["firstTry"] = .number(String(progress.firstTry))
      entry["lastPractised"] = progress.lastPractised.map { .string(Self.dateStyle.format($0)) }
      entry["answerTimes"] =
        progress.answerTimes.isEmpty ? nil : .array(progress.answerTimes.map { .number("\($0)") })
      entry["recentResults"] =
        progress.recentResults.isEmpty ? nil : .array(progress.recentResults.map { .bool($0) })
      entry["reviewInterval"] = progress.reviewInterval.map { .number("\($0)") }
      entry["reviewDue"] = progress.reviewDue.map { .string(Self.dateStyle.format($0)) }
      techniquesJSON[technique.rawValue] = .object(entry)
    }
    var studyJSON = preserved.unknownLevels
    for level in Difficulty.allCases {
      let extra = preserved.studyFields[level] ?? [:]
      guard let record = study[level] ?? (extra.isEmpty ? nil : .zero) else { continue }
      var entry = extra
      entry["solved"] = .number("\(record.solved)")
      entry["bestSeconds"] = record.bestSeconds.map { .number("\($0)") }
      entry["fewestHints"] = record.fewestHints.map { .number("\($0)") }
      studyJSON[level.rawValue] = .object(entry)
    }
    var challengeJSON = preserved.unknownChallengeLevels
    for level in ChallengeLevel.ladder {
      let extra = preserved.challengeFields[level.number] ?? [:]
      guard let record = challenge[level.number] ?? (extra.isEmpty ? nil : .zero) else {
        continue
      }
      var entry = extra
      entry["solved"] = .number("\(record.solved)")
      entry["bestStars"] = record.bestStars.map { .number("\($0)") }
      challengeJSON[String(level.number)] = .object(entry)
    }
    var top = preserved.topLevel
    top["version"] = .number(String(Self.fileVersion))
    top["techniques"] = .object(techniquesJSON)
    top["study"] = studyJSON.isEmpty ? nil : .object(studyJSON)
    top["challenge"] = challengeJSON.isEmpty ? nil : .object(challengeJSON)
    // Written only once chosen: a file that never had it reads back the same, and on.
    // `off` and `on` as the booleans they were before `all`; `all` a string.
    top["sound"] = sound.map { $0 == .all ? .string($0.rawValue) : .bool($0 == .on) }
    if let language { top["language"] = .string(language.rawValue) }
    // Written only once chosen, as sound is: a file that never had it reads back the same, and off.
    top["notes"] = notes.map { .bool($0) }
    top["lastSolve"] = lastSolve.map { .string($0) }
    top["recentGames"] =
      recentGames.isEmpty
      ? nil
      : .array(
        recentGames.map { game in
          var entry: [String: JSONValue] = ["guesses": .number("\(game.guesses)")]
          entry["hardestFound"] = game.hardestFound.map { .string($0.rawValue) }
          return .object(entry)
        })
    return .object(top)
  }

  /// Reads a progress file's bytes; an empty file (or only whitespace) is a new one.
  ///
  /// - Throws: `ProgressFileProblem` when the bytes are not a progress file this version can use.
  init(fileBytes bytes: [UInt8]) throws(ProgressFileProblem) {
    guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      self = .empty
      return
    }
    let document: JSONValue
    do {
      document = try JSONValue(parsing: bytes)
    } catch {
      if error.nestedTooDeep {
        throw .unexpectedShape(JSONValue.nestedTooDeepPhrase)
      }
      throw .notJSON(error)
    }
    guard case .object(var top) = document else {
      throw .unexpectedShape(Language.current.progressFileWords.shouldBeProgressObject)
    }
    let version = try Self.count(
      top.removeValue(forKey: "version"), at: "version", range: 1...Int.max)
    guard version <= Self.fileVersion else { throw .newerVersion(version) }
    guard let techniquesValue = top.removeValue(forKey: "techniques") else {
      throw .unexpectedShape(Self.missing("techniques"))
    }
    guard case .object(let entries) = techniquesValue else {
      throw .unexpectedShape(
        JSONValue.shouldBe("techniques", .object, found: techniquesValue))
    }
    self = .empty
    switch top.removeValue(forKey: "sound") {
    case nil, .null?: break
    case .bool(let on)?: sound = on ? .on : .off
    case .string(SoundSetting.all.rawValue)?: sound = .all
    case let value?:
      throw .unexpectedShape(
        JSONValue.shouldBe(
          "sound", .oneOf(["true", "false", "\"\(SoundSetting.all.rawValue)\""]), found: value))
    }
    switch top.removeValue(forKey: "notes") {
    case nil, .null?: break
    case .bool(let on)?: notes = on
    case let value?:
      throw .unexpectedShape(
        JSONValue.shouldBe("notes", .oneOf(["true", "false"]), found: value))
    }
    switch top.removeValue(forKey: "recentGames") {
    case nil, .null?: break
    case .array(let games)?:
      var read: [GameTrend] = []
      for (index, game) in games.enumerated() {
        let path = "recentGames.\(index)"
        guard case .object(let members) = game,
          case .number(let text) = members["guesses"] ?? .null, let guesses = Int(text),
          (0...FileBounds.largestCount).contains(guesses)
        else {
          throw .unexpectedShape(JSONValue.shouldBe(path, .object, found: game))
        }
        // A technique a later version added is not one this version can name: left out.
        var found: Technique?
        if case .string(let key) = members["hardestFound"] ?? .null {
          found = Technique(rawValue: key)
        }
        read.append(GameTrend(guesses: guesses, hardestFound: found))
      }
      recentGames = Array(read.suffix(GameTrend.kept))
    case let value?:
      throw .unexpectedShape(JSONValue.shouldBe("recentGames", .list, found: value))
    }
    switch top.removeValue(forKey: "lastSolve") {
    case nil, .null?: break
    case .string(let text)? where SolveIdentity.isWellFormed(text): lastSolve = text
    case let value?:
      throw .unexpectedShape(
        JSONValue.shouldBe(
          "lastSolve", .hexIdentity,
          found: value))
    }
    // A language this version does not know (one a later release added) stays in the file,
    // unread; a value that is not a string is a damaged file, as a bad sound is.
    switch top["language"] {
    case nil, .null?: break
    case .string(let code)?:
      if let known = Language(rawValue: code) {
        language = known
        top.removeValue(forKey: "language")
      }
    case let value?:
      throw .unexpectedShape(
        JSONValue.shouldBe(
          "language", .oneOf(Language.allCases.map { "\"\($0.rawValue)\"" }), found: value))
    }
    preserved.topLevel = top
    for (key, value) in entries {
      guard let technique = Technique(rawValue: key) else {
        preserved.unknownTechniques[key] = value
        continue
      }
      let (progress, extra) = try Self.entry(value, at: "techniques.\(key)")
      if progress != .zero { techniques[technique] = progress }
      if !extra.isEmpty { preserved.fields[technique] = extra }
    }
    try readChallenge()
    guard let studyValue = preserved.topLevel.removeValue(forKey: "study") else { return }
    guard case .object(let levels) = studyValue else {
      throw .unexpectedShape(
        JSONValue.shouldBe("study", .object, found: studyValue))
    }
    for (key, value) in levels {
      guard let level = Difficulty(rawValue: key) else {
        preserved.unknownLevels[key] = value
        continue
      }
      guard case .object(var members) = value else {
        throw .unexpectedShape(
          JSONValue.shouldBe("study.\(key)", .object, found: value))
      }
      let path = "study.\(key)"
      let record = StudyRecord(
        solved: try Self.count(
          members.removeValue(forKey: "solved"), at: "\(path).solved",
          range: 0...FileBounds.largestCount),
        bestSeconds: try Self.optionalCount(
          members.removeValue(forKey: "bestSeconds"), at: "\(path).bestSeconds",
          range: 0...FileBounds.longestSeconds),
        fewestHints: try Self.optionalCount(
          members.removeValue(forKey: "fewestHints"), at: "\(path).fewestHints",
          range: 0...FileBounds.largestCount)
      )
      if record != .zero { study[level] = record }
      if !members.isEmpty { preserved.studyFields[level] = members }
    }
  }

  /// Reads the `challenge` section out of the preserved top level: each ladder level's record
  /// (`solved`, `bestStars`); keys that are not a level of the ladder and members it does not
  /// read are kept.
  private mutating func readChallenge() throws(ProgressFileProblem) {
    guard let value = preserved.topLevel.removeValue(forKey: "challenge") else { return }
    guard case .object(let levels) = value else {
      throw .unexpectedShape(
        JSONValue.shouldBe("challenge", .object, found: value))
    }
    for (key, entry) in levels {
      guard let number = Int(key), String(number) == key, ChallengeLevel.level(number) != nil
      else {
        preserved.unknownChallengeLevels[key] = entry
        continue
      }
      guard case .object(var members) = entry else {
        throw .unexpectedShape(
          JSONValue.shouldBe("challenge.\(key)", .object, found: entry))
      }
      let path = "challenge.\(key)"
      let record = ChallengeRecord(
        solved: try Self.count(
          members.removeValue(forKey: "solved"), at: "\(path).solved",
          range: 0...FileBounds.largestCount),
        bestStars: try Self.optionalCount(
          members.removeValue(forKey: "bestStars"), at: "\(path).bestStars",
          range: 1...ChallengeStars.most))
      // Stars are won by solving: a best of 3 stars with nothing solved was never written by us.
      if let stars = record.bestStars, record.solved == 0 {
        throw .outOfRange(Language.current.progressFileWords.starsWithoutSolve(path, stars: stars))
      }
      if record != .zero { challenge[number] = record }
      if !members.isEmpty { preserved.challengeFields[number] = members }
    }
  }

  /// One technique's entry and the members it has beyond the eight this version reads.
  private static func entry(
    _ value: JSONValue, at path: String
  ) throws(ProgressFileProblem) -> (TechniqueProgress, [String: JSONValue]) {
    guard case .object(var members) = value else {
      throw .unexpectedShape(
        JSONValue.shouldBe(path, .object, found: value))
    }
    let mastery = try count(
      members.removeValue(forKey: "mastery"), at: "\(path).mastery",
      range: 0...TechniqueProgress.maximumMastery)
    let attempted = try count(
      members.removeValue(forKey: "attempted"), at: "\(path).attempted",
      range: 0...FileBounds.largestCount)
    let firstTry = try count(
      members.removeValue(forKey: "firstTry"), at: "\(path).firstTry",
      range: 0...FileBounds.largestCount)
    guard firstTry <= attempted else {
      throw .outOfRange(
        Language.current.progressFileWords.firstTryOverAttempted(
          path, firstTry: firstTry, attempted: attempted))
    }
    var times: [Int] = []
    if let value = members.removeValue(forKey: "answerTimes"), value != .null {
      guard case .array(let elements) = value else {
        throw .unexpectedShape(
          JSONValue.shouldBe("\(path).answerTimes", .list, found: value))
      }
      for element in elements {
        times.append(
          try count(
            element, at: "\(path).answerTimes", range: 0...TechniqueProgress.longestAnswerTime))
      }
    }
    var results: [Bool] = []
    if let value = members.removeValue(forKey: "recentResults"), value != .null {
      guard case .array(let elements) = value else {
        throw .unexpectedShape(
          JSONValue.shouldBe("\(path).recentResults", .list, found: value))
      }
      for element in elements {
        guard case .bool(let flag) = element else {
          throw .unexpectedShape(
            Language.current.progressFileWords.resultsShouldBeTrueOrFalse(
              path, found: describe(element)))
        }
        results.append(flag)
      }
    }
    let progress = TechniqueProgress(
      mastery: mastery, attempted: attempted, firstTry: firstTry,
      lastPractised: try date(
        members.removeValue(forKey: "lastPractised"), at: "\(path).lastPractised"),
      answerTimes: times, recentResults: results,
      reviewInterval: try optionalCount(
        members.removeValue(forKey: "reviewInterval"), at: "\(path).reviewInterval",
        range: 1...TechniqueProgress.maximumReviewInterval),
      reviewDue: try date(members.removeValue(forKey: "reviewDue"), at: "\(path).reviewDue"))
    return (progress, members)
  }

  /// An optional UTC time (absent or null is nil).
  ///
  /// The parser rolls an impossible date over (`2026-02-30` is 2 March, `T25:00:00Z` the next
  /// day): a time is read only when it writes back as the same text, so those are refused.
  private static func date(_ value: JSONValue?, at path: String) throws(ProgressFileProblem)
    -> Date?
  {
    guard let value, value != .null else { return nil }
    guard case .string(let text) = value, let date = try? dateStyle.parse(text),
      dateStyle.format(date) == text
    else {
      throw .unexpectedShape(
        JSONValue.shouldBe(
          path, .utcTime, found: value))
    }
    return date
  }

  /// An optional whole number within `range` (absent or null is nil).
  private static func optionalCount(
    _ value: JSONValue?, at path: String, range: ClosedRange<Int>
  ) throws(ProgressFileProblem) -> Int? {
    guard let value, value != .null else { return nil }
    return try count(value, at: path, range: range)
  }

  /// A required whole number within `range` (an upper bound of `Int.max` reads "or more").
  private static func count(
    _ value: JSONValue?, at path: String, range: ClosedRange<Int>
  ) throws(ProgressFileProblem) -> Int {
    guard let value else { throw .unexpectedShape(missing(path)) }
    let expected = JSONValue.range(range)
    guard let number = value.integer else {
      if case .number(let text) = value, text.allSatisfy({ $0.isNumber || $0 == "-" }) {
        throw .outOfRange(isButShouldBe(path, text, expected))  // too big for Int
      }
      throw .unexpectedShape(
        JSONValue.shouldBe(path, .wholeNumber, found: value))
    }
    guard range.contains(number) else {
      throw .outOfRange(isButShouldBe(path, "\(number)", expected))
    }
    return number
  }

  private static func describe(_ value: JSONValue) -> String { value.summary }

  /// `techniques is missing`; `falta techniques`.
  private static func missing(_ path: String) -> String {
    Language.current.progressFileWords.missing(path)
  }

  /// `version is 0; it should be 1 or more`; `version é 0; devia ser 1 ou mais`.
  private static func isButShouldBe(_ path: String, _ text: String, _ expected: String) -> String {
    Language.current.dataFileWords.isButShouldBe(path, text, expected)
  }
}
