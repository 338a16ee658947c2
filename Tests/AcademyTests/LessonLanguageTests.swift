import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import LessonFormat

/// The two lesson sets: the same examples, Portuguese prose in `Lessons/pt/`, each set's headings
/// and the parser's messages about them.
@Suite struct LessonLanguageTests {
  /// A translation teaches the same position: the worked example's library line is the English
  /// lesson's, character for character.
  @Test(arguments: Technique.allCases)
  func bothLanguagesShowTheSamePosition(technique: Technique) throws {
    let library = try LessonLibrary.embedded()
    let english = library.lesson(technique, in: .english)
    let portuguese = library.lesson(technique, in: .portuguese)
    #expect(portuguese.examplePosition == english.examplePosition)
    #expect(english.language == .english && portuguese.language == .portuguese)
  }

  /// No English is left in a Portuguese lesson's prose (cells, answers, commands and HoDoKu's
  /// step strings are formats and stay).
  @Test(arguments: Technique.allCases)
  func portugueseLessonsHaveNoEnglishLeft(technique: Technique) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: .portuguese)
    // The hints as a reader gets them, their placeholders filled with Portuguese words.
    let sections = [
      lesson.title, lesson.summary, lesson.idea, lesson.spotting, lesson.example,
      lesson.answering, lesson.mistakes, lesson.hint(houses: "linhas 3 e 4", digits: "8 e 9"),
      lesson.patternHint(houses: "caixa 7", digits: "3"),
    ]
    for text in sections {
      #expect(EnglishLeak.words(in: text).isEmpty, "\(technique): \(text)")
    }
  }

  /// No Portuguese section is the English one copied (a placeholder left behind); the position
  /// line, which must be the same, is checked above.
  @Test(arguments: Technique.allCases)
  func noPortugueseSectionIsTheEnglishOne(technique: Technique) throws {
    let library = try LessonLibrary.embedded()
    let english = library.lesson(technique, in: .english)
    let portuguese = library.lesson(technique, in: .portuguese)
    for section in [\Lesson.summary, \.idea, \.spotting, \.example, \.answering, \.mistakes] {
      #expect(portuguese[keyPath: section] != english[keyPath: section], "\(technique)")
    }
  }

  /// A lesson's headings are in its own language, for `guide` to print.
  @Test func headingsAreInTheLessonsLanguage() throws {
    let library = try LessonLibrary.embedded()
    let english = library.lesson(.pointing, in: .english)
    let portuguese = library.lesson(.pointing, in: .portuguese)
    #expect(
      LessonSection.allCases.map(english.heading) == [
        "Idea", "Spotting it", "Worked example", "Answering", "Common mistakes", "Hint",
        "Pattern hint",
      ])
    #expect(
      LessonSection.allCases.map(portuguese.heading) == [
        "Ideia", "Como encontrar", "Exemplo resolvido", "Como responder", "Erros comuns", "Dica",
        "Dica do padrão",
      ])
  }

  /// The lesson a reader gets is the one of `Language.current`.
  @Test func theLibraryGivesTheReadersLanguage() throws {
    let library = try LessonLibrary.embedded()
    let english = library.lesson(.claiming)
    let portuguese = Language.$current.withValue(.portuguese) { library.lesson(.claiming) }
    #expect(english.title == "Claiming")
    #expect(portuguese.title == "Reivindicação")
    #expect(
      Language.$current.withValue(.portuguese) { library.introduction(.claiming) }
        .hasPrefix("Reivindicação — \(portuguese.summary)\n\n\(portuguese.idea)"))
  }

  /// The second hint of lessons 1–4 in Portuguese, golden: the digit with its article (`o 7`).
  @Test func portuguesePatternHintsReadRight() throws {
    let library = try LessonLibrary.embedded()
    let fill = { (technique: Technique, houses: String, digits: String) in
      library.lesson(technique, in: .portuguese).patternHint(houses: houses, digits: digits)
    }
    #expect(
      fill(.hiddenSingle, "caixa 5", "7")
        == "Cada 7 marcado vê algumas das casas vazias da caixa 5, por isso o 7 não pode ir\n"
        + "para lá. Que casa vazia da caixa 5 não é vista por nenhum 7 marcado?")
    #expect(
      fill(.claiming, "linha 5", "9")
        == "As casas marcadas são os únicos lugares do 9 na linha 5, e estão todas numa caixa. Que\n"
        + "outras casas dessa caixa ainda mostram o 9?")
  }

  @Test(arguments: [
    (
      "## Idea", 4,
      ###"pt/pointing.md:4: "## Idea" is the heading of an English lesson; a Portuguese lesson "###
        + ###"(pt/) uses "## Ideia""###
    ),
    (
      "## Pattern hint", 23,
      ###"pt/pointing.md:23: "## Pattern hint" is the heading of an English lesson; a Portuguese "###
        + ###"lesson (pt/) uses "## Dica do padrão""###
    ),
    (
      "## Dica do padrao", 23,
      ###"pt/pointing.md:23: unknown section "## Dica do padrao"; did you mean "###
        + ###""## Dica do padrão"?"###
    ),
    (
      "## Dicas", 20,
      ###"pt/pointing.md:20: unknown section "## Dicas"; the sections are ## Ideia, "###
        + "## Como encontrar, ## Exemplo resolvido, ## Como responder, ## Erros comuns, ## Dica "
        + "and ## Dica do padrão"
    ),
  ])
  func aPortugueseLessonNeedsPortugueseHeadings(heading: String, line: Int, message: String) {
    var lines = portugueseLesson.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines[line - 1] = heading
    #expect {
      try LessonParser.parse(
        lines.joined(separator: "\n"), technique: .pointing, file: "pt/pointing.md",
        language: .portuguese)
    } throws: { error in
      (error as? LessonError)?.description == message
    }
  }

  @Test func anEnglishLessonWithAPortugueseHeadingSaysWhichToUse() {
    let text = portugueseLesson.replacingOccurrences(of: "## Ideia", with: "## Idea")
      .replacingOccurrences(of: "## Como encontrar", with: "## Spotting it")
      .replacingOccurrences(of: "## Exemplo resolvido", with: "## Worked example")
    #expect {
      try LessonParser.parse(text, technique: .pointing, file: "pointing.md", language: .english)
    } throws: { error in
      (error as? LessonError)?.description
        == ###"pointing.md:14: "## Como responder" is the heading of a Portuguese lesson (pt/); "###
        + ###"an English lesson uses "## Answering""###
    }
  }

  @Test func thePortugueseFixtureParses() throws {
    let lesson = try LessonParser.parse(
      portugueseLesson, technique: .pointing, file: "pt/pointing.md", language: .portuguese)
    #expect(lesson.title == "Apontamento")
    #expect(lesson.language == .portuguese)
    #expect(lesson.patternHint(houses: "caixa 7", digits: "3") == "O 3 marcado na caixa 7.")
  }

  @Test func aMissingPortugueseLessonNamesTheFileToAdd() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("pt/x-wing.md"))
    #expect(
      message(loading: folder)
        == "\(folder.path)/pt/x-wing.md: missing: there is no Portuguese lesson for x-wing "
        + "(X-Wing); add x-wing.md (copy another lesson and follow README.md)")

    try FileManager.default.removeItem(at: folder.appendingPathComponent("pt"))
    #expect(
      message(loading: folder)
        == "\(folder.path)/pt/hidden-single.md: missing: there is no Portuguese lesson for "
        + "hidden-single (Hidden single); add hidden-single.md (copy another lesson and follow "
        + "README.md)")
  }

  @Test func aMalformedPortugueseLessonInAFolderNamesItsPath() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pt/pointing.md")
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "## Erros comuns\n", with: "## Common mistakes\n")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let found = try #require(message(loading: folder))
    #expect(found.hasPrefix("\(folder.path)/pt/pointing.md:"))
    #expect(
      found.hasSuffix(
        ###": "## Common mistakes" is the heading of an English lesson; a Portuguese lesson (pt/) "###
          + ###"uses "## Erros comuns""###))

    try FileManager.default.removeItem(at: file)
    try "# Apontamento\n".write(
      to: folder.appendingPathComponent("pt/Pointing.md"), atomically: true, encoding: .utf8)
    #expect(message(loading: folder)?.hasPrefix("\(folder.path)/pt/Pointing.md:1: ") == true)
  }

  @Test func aPortugueseEditIsReadLive() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pt/claiming.md")
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "## Ideia\n", with: "## Ideia\nEditado por um autor.\n")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let library = try LessonLibrary.load(directory: folder)
    #expect(library.lesson(.claiming, in: .portuguese).idea.hasPrefix("Editado por um autor.\n"))
    #expect(!library.lesson(.claiming, in: .english).idea.hasPrefix("Editado"))
  }

  private func message(loading folder: URL) -> String? {
    do {
      _ = try LessonLibrary.load(directory: folder)
      return nil
    } catch {
      return error.description
    }
  }
}

/// A small valid Portuguese pointing lesson, line for line the English fixture's layout.
private let portugueseLesson = """
  # Apontamento
  Os candidatos de uma caixa a um dígito numa só linha: o dígito sai dessa linha fora da caixa.

  ## Ideia
  A ideia.

  ## Como encontrar
  Como o encontrar.

  ## Exemplo resolvido
  position: :0100:3:\(String(repeating: ".", count: 81))::311 321::
  O exemplo.

  ## Como responder
  Como responder.

  ## Erros comuns
  Os erros.

  ## Dica
  Olhe para a {houses} e o dígito {digits}.

  ## Dica do padrão
  O {digits} marcado na {houses}.

  """
