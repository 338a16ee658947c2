import Foundation
import SudokuCore
import Testing

@testable import Academy

/// A progress file written by the six-lesson version (before lessons 7–12) is read and kept whole:
/// practising a new lesson only adds its key.
@Suite struct ProgressOfTheSixTests {
  /// Every field the six-lesson version wrote, as it wrote them (keys sorted, two-space indent).
  static let fileOfTheSix = """
    {
      "study": {
        "expert": {
          "bestSeconds": 1804,
          "fewestHints": 3,
          "solved": 1
        }
      },
      "techniques": {
        "claiming": {
          "attempted": 4,
          "firstTry": 3,
          "lastPractised": "2026-11-28T10:00:00Z",
          "mastery": 3,
          "recentResults": [
            true,
            false,
            true,
            true
          ]
        },
        "x-wing": {
          "attempted": 12,
          "firstTry": 11,
          "lastPractised": "2026-11-30T08:00:00Z",
          "mastery": 5,
          "recentResults": [
            true,
            true
          ],
          "reviewDue": "2026-12-04T08:00:00Z",
          "reviewInterval": 4
        }
      },
      "version": 1
    }

    """

  @Test func isReadAndWrittenBackUnchanged() throws {
    let state = try ProgressState(fileBytes: Array(Self.fileOfTheSix.utf8))
    #expect(state.fileText == Self.fileOfTheSix)
    #expect(state[.xWing].mastery == 5)
    #expect(state[.hiddenPair] == .zero)
  }

  @Test func aNewLessonOnlyAddsItsKey() throws {
    let monday = Date(timeIntervalSince1970: 1_796_025_600)
    let state = try ProgressState(fileBytes: Array(Self.fileOfTheSix.utf8))
      .applying(.drillFinished(.swordfish, firstTry: true, at: monday))
    let before = try JSONValue(parsing: Array(Self.fileOfTheSix.utf8))
    let after = try JSONValue(parsing: Array(state.fileText.utf8))
    guard case .object(var top) = after, case .object(var techniques)? = top["techniques"] else {
      Issue.record("the file is no object with techniques: \(state.fileText)")
      return
    }
    #expect(techniques.removeValue(forKey: "swordfish") != nil)
    top["techniques"] = .object(techniques)
    #expect(JSONValue.object(top) == before)
  }
}
