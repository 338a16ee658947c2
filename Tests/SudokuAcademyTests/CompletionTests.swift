import Testing

@testable import sudoku_academy

@Suite struct CompletionTests {
  static let commands = [
    "board", "drill", "exit", "export", "help", "hint", "lesson", "lessons", "progress", "quit",
  ]

  @Test(arguments: [
    // One match: the rest of the word and a space.
    ("bo", commands, CompletionEdit.insert("ard ")),
    ("progress", commands, .insert(" ")),
    ("", ["x-wing"], .insert("x-wing ")),
    // Several: their longest common prefix when it is longer than the word.
    ("l", commands, .insert("esson")),
    ("ex", commands, .list(["exit", "export"])),
    ("e", commands, .insert("x")),
    ("lesson", commands, .list(["lesson", "lessons"])),
    ("h", commands, .list(["help", "hint"])),
    ("", ["naked-single", "naked-pair"], .insert("naked-")),
    // Nothing to list or insert.
    ("z", commands, .none),
    ("", [], .none),
    // Candidates that do not start with the word are ignored; repeats count once.
    ("dr", ["drill", "board", "drill"], .insert("ill ")),
    ("r4", ["r4c1", "r4c2", "r5c1"], .insert("c")),
    // Case does not matter, as in answers: R9C4 completes like r9c4.
    ("R9C4<>", ["r9c4<>2", "r9c4<>7"], .list(["r9c4<>2", "r9c4<>7"])),
    ("R9C", ["r9c4", "r9c5"], .list(["r9c4", "r9c5"])),
    ("R9C4<>", ["r9c4<>2"], .insert("2 ")),
    ("LES", commands, .insert("son")),
    // Characters, not bytes: é and ■ are one character each.
    ("é", ["é-test", "é-trial"], .insert("-t")),
    ("■", ["■■", "■□"], .list(["■■", "■□"])),
  ])
  func editForWord(word: String, candidates: [String], expected: CompletionEdit) {
    #expect(completionEdit(for: candidates, word: word) == expected)
  }

  @Test(arguments: [
    ("", ""),
    ("les", "les"),
    ("lesson ", ""),
    ("lesson po", "po"),
    ("reset  x-w", "x-w"),
    ("a\tb", "b"),
    ("r1c1<>5 r2", "r2"),
  ])
  func wordBeforeTheCursor(text: String, word: String) {
    #expect(wordBeforeCursor(text) == word)
  }

  @Test func listFillsColumnsDownThenAcross() {
    let words = ["board", "drill", "exit", "export", "help", "hint", "lesson"]
    #expect(columnLayout(words, width: 80) == ["board  drill  exit  export  help  hint  lesson"])
    #expect(
      columnLayout(words, width: 25) == [
        "board  export  lesson",
        "drill  help",
        "exit   hint",
      ])
    #expect(columnLayout(words, width: 5) == words)
    #expect(columnLayout(["a-very-long-word", "b"], width: 4) == ["a-very-long-word", "b"])
    #expect(columnLayout([], width: 80) == [])
  }
}
