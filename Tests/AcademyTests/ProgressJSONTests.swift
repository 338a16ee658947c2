import Foundation
import SudokuCore
import Testing

@testable import Academy

@Suite struct ProgressJSONTests {
  let monday = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

  @Test func emptyProgressIsAVersionAndNoTechniques() {
    #expect(
      ProgressState.empty.fileText == """
        {
          "techniques": {},
          "version": 1
        }

        """)
  }

  @Test func writesTheDesignedLayout() {
    let state = ProgressState.empty.applying([
      .drillFinished(.hiddenSingle, firstTry: true, at: monday - 3600),
      .drillFinished(.hiddenSingle, firstTry: true, at: monday - 60),
      .drillFinished(.hiddenSingle, firstTry: false, at: monday),
      .drillFinished(.xWing, firstTry: false, at: monday),
    ])
    #expect(
      state.fileText == """
        {
          "techniques": {
            "hidden-single": {
              "attempted": 3,
              "firstTry": 2,
              "lastPractised": "2026-11-30T08:00:00Z",
              "mastery": 2,
              "recentResults": [
                true,
                true,
                false
              ]
            },
            "x-wing": {
              "attempted": 1,
              "firstTry": 0,
              "lastPractised": "2026-11-30T08:00:00Z",
              "mastery": 0,
              "recentResults": [
                false
              ]
            }
          },
          "version": 1
        }

        """)
  }

  @Test func readsTheDesignExample() throws {
    let text = """
      {"version": 1, "techniques": {"hidden-single": {"mastery": 3, "attempted": 7, "firstTry": 4,
      "lastPractised": "2026-11-30T08:00:00Z"}}}
      """
    let state = try ProgressState(fileBytes: Array(text.utf8))
    #expect(
      state[.hiddenSingle]
        == TechniqueProgress(mastery: 3, attempted: 7, firstTry: 4, lastPractised: monday))
    #expect(state[.pointing] == .zero)
    #expect(state.nextLesson == .hiddenSingle)
  }

  @Test func roundTripsEveryTechnique() throws {
    var state = ProgressState.empty
    for (index, technique) in Technique.allCases.enumerated() {
      for step in 0..<(index + 2) {
        state = state.applying(
          .drillFinished(technique, firstTry: step % 2 == 0, at: monday + Double(index * 100)))
      }
    }
    let reread = try ProgressState(fileBytes: Array(state.fileText.utf8))
    #expect(reread == state)
    #expect(reread.fileText == state.fileText)
  }

  /// A file from a later version that kept version 1 (docs/progress.md's added fields, a technique this
  /// one does not teach, a note): every field this version does not know is written back.
  @Test func keepsWhatItDoesNotKnow() throws {
    let text = """
      {
        "note": "edited by hand",
        "study": {"easy": {"bestSeconds": 412, "fewestHints": 0, "solved": 2}},
        "techniques": {
          "pointing": {"attempted": 2, "firstTry": 1, "mastery": 1, "answerTimes": [5400, 3100],
            "reviewInterval": 4, "reviewDue": "2026-12-03T08:00:00Z", "streak": [true, 2.50, null]},
          "whale": {"mastery": 4, "weight": -1.5e3}
        },
        "version": 1
      }
      """
    let state = try ProgressState(fileBytes: Array(text.utf8))
      .applying(.drillFinished(.pointing, firstTry: true, at: monday))
    #expect(
      state.fileText == """
        {
          "note": "edited by hand",
          "study": {
            "easy": {
              "bestSeconds": 412,
              "fewestHints": 0,
              "solved": 2
            }
          },
          "techniques": {
            "pointing": {
              "answerTimes": [
                5400,
                3100
              ],
              "attempted": 3,
              "firstTry": 2,
              "lastPractised": "2026-11-30T08:00:00Z",
              "mastery": 2,
              "recentResults": [
                true
              ],
              "reviewDue": "2026-12-03T08:00:00Z",
              "reviewInterval": 4,
              "streak": [
                true,
                2.5,
                null
              ]
            },
            "whale": {
              "mastery": 4,
              "weight": -1500.0
            }
          },
          "version": 1
        }

        """)
    #expect(try ProgressState(fileBytes: Array(state.fileText.utf8)) == state)
    // Reset forgets the technique's own fields but leaves the keys this version does not know.
    let reset = state.applying(.resetAll)
    #expect(!reset.fileText.contains("pointing"))
    #expect(reset.fileText.contains("whale"))
  }

  @Test func escapesStringsItWritesBack() throws {
    let text = #"{"version": 1, "techniques": {}, "x": "a\"b\\c\n\u0001é😀\/"}"#
    let state = try ProgressState(fileBytes: Array(text.utf8))
    #expect(state.preserved.topLevel["x"] == .string("a\"b\\c\n\u{01}é😀/"))
    #expect(state.fileText.contains(#""x": "a\"b\\c\n\u0001é😀/""#))
    #expect(try ProgressState(fileBytes: Array(state.fileText.utf8)) == state)
  }

  /// Each bad file and the exact phrase its message uses.
  static let problems: [(text: String, phrase: String)] = [
    ("garbage", "is not valid JSON (line 1)"),
    (
      "{\n  \"version\": 1,\n  \"techniques\": {\n    \"pointing\": {\"mastery\": 3,",
      "is not valid JSON (it ends early, line 4)"
    ),
    ("{\"version\": 1, \"techniques\": {}}\n}", "is not valid JSON (line 2)"),
    ("{\"version\": 01, \"techniques\": {}}", "is not valid JSON (line 1)"),
    ("{\"version\": 1, \"techniques\": {}, \"x\": \"\u{01}\"}", "is not valid JSON"),
    (String(repeating: "[", count: 300), "is not valid JSON (it ends early, line 1)"),
    (
      "[1, 2]",
      "has an unexpected shape (it should be an object with \"version\" and \"techniques\")"
    ),
    ("{\"techniques\": {}}", "has an unexpected shape (version is missing)"),
    (
      "{\"version\": \"1\", \"techniques\": {}}",
      "has an unexpected shape (version should be a whole number, found \"1\")"
    ),
    (
      "{\"version\": 1.0, \"techniques\": {}}",
      "has an unexpected shape (version should be a whole number, found 1.0)"
    ),
    (
      "{\"version\": 0, \"techniques\": {}}",
      "has a value out of range (version is 0; it should be 1 or more)"
    ),
    ("{\"version\": 1}", "has an unexpected shape (techniques is missing)"),
    (
      "{\"version\": 1, \"techniques\": []}",
      "has an unexpected shape (techniques should be an object, found a list)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"pointing\": 3}}",
      "has an unexpected shape (techniques.pointing should be an object, found 3)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"pointing\": {\"mastery\": 3, \"attempted\": 4}}}",
      "has an unexpected shape (techniques.pointing.firstTry is missing)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"pointing\": "
        + "{\"mastery\": \"three\", \"attempted\": 4, \"firstTry\": 3}}}",
      "has an unexpected shape (techniques.pointing.mastery should be a whole number, "
        + "found \"three\")"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"pointing\": "
        + "{\"mastery\": 7, \"attempted\": 9, \"firstTry\": 8}}}",
      "has a value out of range (techniques.pointing.mastery is 7; it should be 0 to 5)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"x-wing\": "
        + "{\"mastery\": 1, \"attempted\": -2, \"firstTry\": 0}}}",
      "has a value out of range (techniques.x-wing.attempted is -2; it should be 0 to 1000000000)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"x-wing\": "
        + "{\"mastery\": 1, \"attempted\": 99999999999999999999, \"firstTry\": 0}}}",
      "has a value out of range (techniques.x-wing.attempted is 99999999999999999999; "
        + "it should be 0 to 1000000000)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"claiming\": "
        + "{\"mastery\": 1, \"attempted\": 3, \"firstTry\": 5}}}",
      "has a value out of range (techniques.claiming.firstTry is 5, more than attempted (3))"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"claiming\": {\"mastery\": 1, \"attempted\": 3, "
        + "\"firstTry\": 1, \"lastPractised\": \"yesterday\"}}}",
      "has an unexpected shape (techniques.claiming.lastPractised should be a UTC time like "
        + "2026-11-30T08:00:00Z, found \"yesterday\")"
    ),
    (
      "{\"version\": 2, \"techniques\": \"whatever\"}",
      "was written by a newer Sudoku Academy (file version 2; this one reads version 1)"
    ),
    // Numbers the program could never have written, which would trap on the next `+ 1` or on a
    // percentage (issue 19, item 1).
    (
      "{\"version\": 1, \"techniques\": {\"x-wing\": "
        + "{\"mastery\": 1, \"attempted\": 9223372036854775807, \"firstTry\": 0}}}",
      "has a value out of range (techniques.x-wing.attempted is 9223372036854775807; "
        + "it should be 0 to 1000000000)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"x-wing\": {\"mastery\": 1, "
        + "\"attempted\": 92233720368547759, \"firstTry\": 92233720368547759}}}",
      "has a value out of range (techniques.x-wing.attempted is 92233720368547759; "
        + "it should be 0 to 1000000000)"
    ),
    (
      "{\"version\": 1, \"techniques\": {}, \"study\": {\"hard\": "
        + "{\"solved\": 9223372036854775807}}}",
      "has a value out of range (study.hard.solved is 9223372036854775807; "
        + "it should be 0 to 1000000000)"
    ),
    (
      "{\"version\": 1, \"techniques\": {}, \"study\": {\"hard\": "
        + "{\"solved\": 1, \"bestSeconds\": 3155760001}}}",
      "has a value out of range (study.hard.bestSeconds is 3155760001; "
        + "it should be 0 to 3155760000)"
    ),
    // Hostile input, second attack: stars never won, and dates the parser rolled over.
    (
      "{\"version\": 1, \"techniques\": {}, \"challenge\": {\"1\": {\"solved\": 0, "
        + "\"bestStars\": 3}}}",
      "has a value out of range (challenge.1.bestStars is 3, but challenge.1.solved is 0)"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"x-wing\": {\"mastery\": 1, \"attempted\": 1, "
        + "\"firstTry\": 1, \"lastPractised\": \"2026-02-30T08:00:00Z\"}}}",
      "has an unexpected shape (techniques.x-wing.lastPractised should be a UTC time like "
        + "2026-11-30T08:00:00Z, found \"2026-02-30T08:00:00Z\")"
    ),
    (
      "{\"version\": 1, \"techniques\": {\"x-wing\": {\"mastery\": 1, \"attempted\": 1, "
        + "\"firstTry\": 1, \"reviewDue\": \"2026-11-30T25:00:00Z\"}}}",
      "has an unexpected shape (techniques.x-wing.reviewDue should be a UTC time like "
        + "2026-11-30T08:00:00Z, found \"2026-11-30T25:00:00Z\")"
    ),
    (
      "{\"version\": 1, \"techniques\": {}, \"sound\": \"off\"}",
      "has an unexpected shape (sound should be true, false or \"all\", found \"off\")"
    ),
    (
      "{\"version\": 1, \"techniques\": {}, \"sound\": \"ALL\"}",
      "has an unexpected shape (sound should be true, false or \"all\", found \"ALL\")"
    ),
    // Valid JSON nested deeper than any file of ours: its shape is wrong, it is not "not JSON".
    (
      "{\"version\": 1, \"techniques\": {}, \"deep\": "
        + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
      "has an unexpected shape (it nests lists and objects more than 64 deep)"
    ),
  ]

  @Test(arguments: problems)
  func reportsWhatIsWrongWithAFile(text: String, phrase: String) {
    #expect(throws: ProgressFileProblem.self) { try ProgressState(fileBytes: Array(text.utf8)) }
    do {
      _ = try ProgressState(fileBytes: Array(text.utf8))
    } catch {
      #expect(error.phrase == phrase)
    }
  }

  /// A file of the four-level version (study records up to expert, fields of its own) reads, and a
  /// solved master game only adds a `master` entry: every other byte of the file stays as it was.
  @Test func aMasterRecordIsAnAddedField() throws {
    let text = """
      {
        "note": "four levels",
        "study": {
          "expert": {"bestSeconds": 1500, "fewestHints": 4, "mood": "proud", "solved": 2},
          "nightmare": {"solved": 1}
        },
        "techniques": {"x-wing": {"attempted": 3, "colour": "blue", "firstTry": 2, "mastery": 2}},
        "version": 1
      }
      """
    let old = try ProgressState(fileBytes: Array(text.utf8))
    #expect(old.studyRecord(.master) == .zero)
    let state = old.applying(.studySolved(.master, seconds: 2400, hints: 7))
    let masterEntry = """
          "master": {
            "bestSeconds": 2400,
            "fewestHints": 7,
            "solved": 1
          },

      """
    let oldText = old.fileText
    let split = try #require(oldText.range(of: "    \"nightmare\""))
    #expect(
      state.fileText
        == String(oldText[..<split.lowerBound]) + masterEntry + String(oldText[split.lowerBound...])
    )
    #expect(oldText.contains(#""mood": "proud""#) && oldText.contains(#""colour": "blue""#))
    let reread = try ProgressState(fileBytes: Array(state.fileText.utf8))
    #expect(
      reread.studyRecord(.master) == StudyRecord(solved: 1, bestSeconds: 2400, fewestHints: 7))
    #expect(
      reread.studyRecord(.expert) == StudyRecord(solved: 2, bestSeconds: 1500, fewestHints: 4))
  }

  /// The sound setting is an added field: a file from before it reads as on and is written back
  /// as it was; `sound off` adds one member and changes nothing else; no reset touches it.
  @Test func theSoundSettingIsAnAddedField() throws {
    let today = """
      {
        "note": "kept",
        "study": {
          "easy": {
            "bestSeconds": 412,
            "fewestHints": 0,
            "solved": 2
          }
        },
        "techniques": {
          "pointing": {
            "attempted": 3,
            "firstTry": 2,
            "lastPractised": "2026-11-30T08:00:00Z",
            "mastery": 2
          }
        },
        "version": 1
      }

      """
    let old = try ProgressState(fileBytes: Array(today.utf8))
    #expect(old.soundIsOn, "a file without the field is on")
    #expect(old.fileText == today, "and is written back whole")
    let off = old.applying(.sound(.off))
    #expect(!off.soundIsOn)
    #expect(
      off.fileText
        == today.replacingOccurrences(
          of: "  \"study\": {", with: "  \"sound\": false,\n  \"study\": {"))
    let reread = try ProgressState(fileBytes: Array(off.fileText.utf8))
    #expect(reread == off)
    #expect(!reread.soundIsOn)
    for reset in [ProgressDelta.resetAll, .resetStudy, .reset(.pointing)] {
      #expect(!off.applying(reset).soundIsOn, "\(reset) keeps the setting")
    }
    let on = reread.applying(.sound(.on))
    #expect(on.soundIsOn)
    #expect(on.fileText.contains("\"sound\": true"), "a choice once made is written")
    #expect(on.jsonLine.contains("\"sound\":true"))
  }

  /// `notes on|off` is an added top-level member: absent means off, written only once chosen,
  /// round-trips byte for byte, survives every reset, and a value other than true or false is a
  /// damaged file.
  @Test func notesIsAnAddedSettingThatRoundTrips() throws {
    let text = #"{"version": 1, "techniques": {}}"#
    let empty = try ProgressState(fileBytes: Array(text.utf8))
    #expect(!empty.notesOn, "no member: off")
    #expect(!empty.fileText.contains("notes"))
    let on = empty.applying(.notes(true))
    #expect(on.notesOn && on.fileText.contains("\"notes\": true"))
    #expect(on.jsonLine.contains("\"notes\":true"))
    let reread = try ProgressState(fileBytes: Array(on.fileText.utf8))
    #expect(reread == on && reread.fileText == on.fileText)
    for reset in [ProgressDelta.resetAll, .resetStudy, .resetChallenge, .reset(.pointing)] {
      #expect(reread.applying(reset).notesOn, "\(reset) keeps the setting")
    }
    #expect(reread.applying(.notes(false)).fileText.contains("\"notes\": false"))
    #expect(throws: ProgressFileProblem.self) {
      try ProgressState(fileBytes: Array(#"{"version": 1, "techniques": {}, "notes": 1}"#.utf8))
    }
  }

  /// `sound all` is an added value of the same member: written as the string `"all"` (off and on
  /// stay the booleans an older file has), read back as all, and rewritten byte for byte; a reset
  /// keeps it, and `sound on` writes `true` again.
  @Test func soundAllIsAnAddedValueThatRoundTrips() throws {
    let empty = try ProgressState(fileBytes: Array(#"{"version": 1, "techniques": {}}"#.utf8))
    #expect(empty.soundSetting == .on, "no member: on")
    let all = empty.applying(.sound(.all))
    #expect(all.soundSetting == .all && all.soundIsOn)
    #expect(all.fileText.contains("\"sound\": \"all\""))
    #expect(all.jsonLine.contains("\"sound\":\"all\""))
    let reread = try ProgressState(fileBytes: Array(all.fileText.utf8))
    #expect(reread == all)
    #expect(reread.soundSetting == .all)
    #expect(reread.fileText == all.fileText, "round-trips byte for byte")
    for reset in [ProgressDelta.resetAll, .resetStudy, .resetChallenge, .reset(.pointing)] {
      #expect(reread.applying(reset).soundSetting == .all, "\(reset) keeps the setting")
    }
    #expect(reread.applying(.sound(.on)).fileText.contains("\"sound\": true"))
    #expect(reread.applying(.sound(.off)).fileText.contains("\"sound\": false"))
    // A file written by hand with the new value and members this version keeps.
    let text = """
      {
        "note": "kept",
        "sound": "all",
        "techniques": {},
        "version": 1
      }

      """
    let kept = try ProgressState(fileBytes: Array(text.utf8))
    #expect(kept.soundSetting == .all)
    #expect(kept.fileText == text)
  }

  /// `progress --json` comes from the same writer as the file: the file's document on one line,
  /// every technique present (zeros when never practised), unknown fields kept, `next` and
  /// `nextChallenge`.
  @Test func theJSONLineIsTheFileOnOneLine() throws {
    let text =
      #"{"version": 1, "note": "x", "techniques": {"claiming": {"mastery": 5, "attempted": 5, "firstTry": 5, "lastPractised": "2026-11-30T08:00:00Z", "reviewInterval": 2}}}"#
    let state = try ProgressState(fileBytes: Array(text.utf8))
    let zero = #"{"attempted":0,"firstTry":0,"mastery":0}"#
    #expect(
      state.jsonLine
        == #"{"next":"hidden-single","nextChallenge":1,"note":"x","techniques":{"claiming":{"#
        + #""attempted":5,"#
        + #""firstTry":5,"lastPractised":"2026-11-30T08:00:00Z","mastery":5,"reviewInterval":2},"#
        + #""empty-rectangle":\#(zero),"finned-x-wing":\#(zero),"hidden-pair":\#(zero),"hidden-single":\#(zero),"hidden-triple":\#(zero),"#
        + #""naked-pair":\#(zero),"naked-single":\#(zero),"naked-triple":\#(zero),"#
        + #""pointing":\#(zero),"simple-colors":\#(zero),"skyscraper":\#(zero),"swordfish":\#(zero),"#
        + #""two-string-kite":\#(zero),"w-wing":\#(zero),"x-wing":\#(zero),"#
        + #""xy-wing":\#(zero),"xyz-wing":\#(zero)},"version":1}"#)
    let full = ProgressState.empty.applying(
      Technique.allCases.flatMap {
        Array(repeating: .drillFinished($0, firstTry: true, at: monday), count: 5)
      })
    #expect(full.jsonLine.hasPrefix(#"{"next":null,"#))
  }

  @Test func writesAndReadsTimesScheduleAndStudy() throws {
    let state = ProgressState.empty
      .applying(Array(repeating: .drillFinished(.pointing, firstTry: true, at: monday), count: 5))
      .applying([
        .answerTimed(.pointing, milliseconds: 5400), .answerTimed(.pointing, milliseconds: 3100),
        .studySolved(.hard, seconds: 900, hints: 1),
      ])
    #expect(
      state.fileText == """
        {
          "study": {
            "hard": {
              "bestSeconds": 900,
              "fewestHints": 1,
              "solved": 1
            }
          },
          "techniques": {
            "pointing": {
              "answerTimes": [
                5400,
                3100
              ],
              "attempted": 5,
              "firstTry": 5,
              "lastPractised": "2026-11-30T08:00:00Z",
              "mastery": 5,
              "recentResults": [
                true,
                true,
                true,
                true,
                true
              ],
              "reviewDue": "2026-12-01T08:00:00Z",
              "reviewInterval": 1
            }
          },
          "version": 1
        }

        """)
    #expect(try ProgressState(fileBytes: Array(state.fileText.utf8)) == state)
  }

  @Test(arguments: [
    (
      #""answerTimes": [5, "slow"]"#,
      "has an unexpected shape (techniques.x-wing.answerTimes should be a whole number, found \"slow\")"
    ),
    (
      #""answerTimes": [600001]"#,
      "has a value out of range (techniques.x-wing.answerTimes is 600001; it should be 0 to 600000)"
    ),
    (
      #""reviewInterval": 61"#,
      "has a value out of range (techniques.x-wing.reviewInterval is 61; it should be 1 to 60)"
    ),
    (
      #""reviewDue": "soon""#,
      "has an unexpected shape (techniques.x-wing.reviewDue should be a UTC time like "
        + "2026-11-30T08:00:00Z, found \"soon\")"
    ),
  ])
  func reportsWhatIsWrongWithTheAddedFields(field: String, phrase: String) {
    let text =
      #"{"version": 1, "techniques": {"x-wing": {"mastery": 1, "attempted": 1, "firstTry": 1, "#
      + field + "}}}"
    #expect {
      try ProgressState(fileBytes: Array(text.utf8))
    } throws: {
      ($0 as? ProgressFileProblem)?.phrase == phrase
    }
  }

  @Test func reportsAStudySectionOfTheWrongShape() {
    let text = #"{"version": 1, "techniques": {}, "study": {"easy": {"solved": -1}}}"#
    #expect {
      try ProgressState(fileBytes: Array(text.utf8))
    } throws: {
      ($0 as? ProgressFileProblem)?.phrase
        == "has a value out of range (study.easy.solved is -1; it should be 0 to 1000000000)"
    }
  }

  @Test func rejectsBytesThatAreNotUTF8() {
    let bytes = Array(#"{"version": 1, "techniques": {}, "x": ""#.utf8) + [0xFF, 0x22, 0x7D]
    #expect {
      try ProgressState(fileBytes: bytes)
    } throws: {
      ($0 as? ProgressFileProblem)?.phrase.hasPrefix("is not valid JSON") == true
    }
  }
}
