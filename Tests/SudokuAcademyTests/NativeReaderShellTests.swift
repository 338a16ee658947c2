import Academy
import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import sudoku_academy

/// "What the learner reads, second pass", items 14, 16 and 17 in the shell and on the command
/// line: the Portuguese surface as a native European Portuguese reader found it, and English
/// where it had the same flaw.
@Suite struct NativeReaderShellTests {
  static func inLanguage<T>(_ language: Language, _ body: () -> T) -> T {
    Language.$current.withValue(language, operation: body)
  }

  /// Help text as one line: the wrapping's line breaks and indents undone.
  static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  // MARK: Item 14: the prompt, placeholders, values in sentences

  /// A drill's prompt names its lesson as a study game's names its level: in the reader's
  /// language, never by its key; the longest name still leaves the prompt within 60 columns.
  @Test(arguments: [
    (Language.portuguese, "lesson 9", "academy trio escondido □□□□□ > "),
    (.english, "lesson 9", "academy hidden triple □□□□□ > "),
    (.portuguese, "lesson 4", "academy reivindicação □□□□□ > "),
    (.portuguese, "study easy", "academy estudo fácil > "),
    (.english, "study easy", "academy study easy > "),
  ])
  func thePromptNamesWhatIsOpenInTheReadersLanguage(
    language: Language, line: String, prompt: String
  ) throws {
    let (shell, _, _) = try TestShell.make(language: language)
    _ = shell.handle(line)
    #expect(shell.prompt == prompt)
  }

  @Test(arguments: Language.allCases)
  func everyDrillPromptFitsSixtyColumns(language: Language) throws {
    let (shell, _, _) = try TestShell.make(language: language)
    for technique in Technique.allCases {
      _ = shell.handle("lesson \(technique.number)")
      let prompt = shell.prompt
      let name = Self.inLanguage(language) { technique.nameInSentence }
      #expect(prompt.hasPrefix("academy \(name) "), "\(prompt)")
      if name.lowercased() != technique.rawValue {
        #expect(!prompt.contains(technique.rawValue), "\(prompt)")
      }
      // Room left for an answer of several parts.
      #expect(DisplayWidth.of(prompt + "r12c3<>45 r4c2<>1") <= 60, "\(prompt)")
    }
  }

  /// The program's help names the subcommand, its arguments and options in Portuguese, and the
  /// subcommands' arguments too (`<técnica>`); English keeps its own words.
  @Test func theSynopsisPlaceholdersAreInTheReadersLanguage() {
    let portuguese = Self.inLanguage(.portuguese) { HelpText.help(.shell) }
    #expect(portuguese.contains("     sudoku-academy <subcomando> [argumentos] [opções]\n"))
    #expect(portuguese.contains("(sudoku-academy help <subcomando> para os pormenores)"))
    #expect(portuguese.contains("\n  drill <técnica>     "))
    #expect(portuguese.contains("\n  help [subcomando]   "))
    #expect(!portuguese.contains("<subcommand>") && !portuguese.contains("<technique"))
    let english = Self.inLanguage(.english) { HelpText.help(.shell) }
    #expect(english.contains("     sudoku-academy <subcommand> [arguments] [options]\n"))
    #expect(english.contains("\n  drill <technique>   "))
    let page = Self.inLanguage(.portuguese) { ManPage.render() }
    #expect(
      page.contains("\\fIsubcomando\\fR [\\fIargumentos\\fR] [\\fIop\\[u00E7]\\[u00F5]es\\fR]"))
  }

  /// `help grade` gives `beyond the eighteen`, the value it prints, with its meaning.
  @Test func helpGradeExplainsTheValueItPrints() {
    let grade = Self.flat(Self.inLanguage(.portuguese) { HelpText.help(.grade) })
    #expect(
      grade.contains(
        "(ou beyond the eighteen, «além das \(CountWords.portuguese)», se as \(CountWords.portuguese) não bastam)"
      ))
    #expect(!grade.contains("\"beyond the eighteen\""))
  }

  // MARK: Item 16

  /// No sentence of `help generate` starts with a level key.
  @Test(arguments: Language.allCases)
  func helpGenerateStartsNoSentenceWithAKey(language: Language) {
    let text = Self.flat(Self.inLanguage(language) { HelpText.help(.generate) })
    for sentence in text.components(separatedBy: ". ").dropFirst() {
      #expect(sentence.first?.isUppercase == true, "\(sentence)")
    }
    let opening =
      language == .portuguese ? "Os níveis easy (cerca de 40 pistas)" : "The levels easy"
    #expect(text.contains(opening))
  }

  /// The man page sets an option's values in bold as values, starts no description with one
  /// (no "Easy, medium", "En ou pt") and explains NO_COLOR and TERM in whole sentences.
  @Test(arguments: Language.allCases)
  func theManPageWritesValuesAsValues(language: Language) {
    let page = Self.inLanguage(language) { ManPage.render() }
    #expect(page.contains("\\fBeasy\\fR, \\fBmedium\\fR"))
    #expect(page.contains("\\fBauto\\fR"))
    let lines = page.split(separator: "\n").map(String.init)
    for value in ["Easy", "En ", "Auto"] {
      #expect(!lines.contains { $0.hasPrefix(value) }, "\(value)")
    }
    if language == .portuguese {
      #expect(page.contains("\\fBen\\fR ou \\fBpt\\fR"))
      #expect(
        lines.contains(
          "Quando est\\[u00E1] definida e n\\[u00E3]o est\\[u00E1] vazia, \\-\\-color auto "
            + "n\\[u00E3]o d\\[u00E1] cores."))
      #expect(!page.contains("Definida e n"))
    } else {
      #expect(page.contains("\\fBen\\fR or \\fBpt\\fR"))
      #expect(lines.contains("When it is unset or dumb, \\-\\-color auto gives no colour."))
    }
  }

  /// One word for the bell and one for an unfinished game, everywhere Portuguese says them.
  @Test func oneWordForTheBellAndForUnfinished() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    var texts = [
      Self.inLanguage(.portuguese) { HelpText.help(.shell) },
      Self.inLanguage(.portuguese) { ManPage.render() },
    ]
    for line in ["sound on", "sound", "sound off", "sound", "help sound", "help"] {
      transcript.lines = []
      _ = shell.handle(line)
      texts.append(transcript.text)
    }
    for text in texts {
      #expect(!text.contains("campainha"), "\(text)")
      #expect(!text.contains("por terminar"), "\(text)")
    }
    #expect(texts[1].contains("sinal sonoro"))
    #expect(texts[2].contains("o terminal dá um sinal sonoro quando"))
    #expect(texts[4].contains("sem sinal sonoro"))
  }

  /// `progress` in Portuguese: the challenge line reads "a seguir, o nível 1 de 12 (…)", the
  /// last column is "Última vez".
  @Test func progressReadsNaturally() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    _ = shell.handle("progress")
    let text = transcript.text
    #expect(text.contains("Desafio: a seguir, o nível 1 de 12 (40 ou 41 pistas, pede só únicos)."))
    #expect(text.contains("Tendência   Última vez\n"))
    #expect(!text.contains("próximo nível"))
  }

  // MARK: Item 17

  /// Rules page 1 gives the other names of the box once.
  @Test func rulesPageOneNamesTheBoxesOtherNames() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    _ = shell.handle("rules")
    #expect(
      Self.flat(transcript.text).contains(
        "9 caixas de 3×3 casas (a que muitos jogadores chamam blocos ou quadrados)."))
  }

  // MARK: The closing read (issue 27)

  /// `help drill` rebuilds a drill with a Portuguese placeholder (it read `drill <technique>`
  /// inside the Portuguese sentence).
  @Test func helpDrillNamesItsPlaceholderInPortuguese() {
    let drill = Self.flat(Self.inLanguage(.portuguese) { HelpText.help(.drill) })
    #expect(drill.contains("A semente de um exercício reconstrói-o: drill <técnica> --seed D"))
    #expect(!drill.contains("<technique>"))
  }

  /// `help study` says who asks before a game is replaced, and in Portuguese says *por acabar*
  /// (it read "Começar um jogo novo por cima de um inacabado pergunta primeiro"; English
  /// "Starting a new game over an unfinished one asks first").
  @Test(arguments: [
    (
      Language.portuguese,
      "Antes de um jogo novo substituir um jogo por acabar, o shell pede confirmação (--yes num "
        + "script).", "inacabado"
    ),
    (
      .english, "Before a new game replaces an unfinished one, the shell asks (--yes in a script).",
      "asks first"
    ),
  ])
  func helpStudySaysWhoAsks(language: Language, sentence: String, old: String) throws {
    let (shell, transcript, _) = try TestShell.make(language: language)
    _ = shell.handle("help study")
    let text = Self.flat(transcript.lines.joined(separator: " "))
    #expect(text.contains(sentence), "\(text)")
    #expect(!text.contains(old))
  }
}
