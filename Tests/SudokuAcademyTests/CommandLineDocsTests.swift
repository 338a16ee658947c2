import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import sudoku_academy

/// The man page and the completion scripts, generated from the declaration, checked with the real
/// tools: groff renders the page without a warning, and bash and fish complete what the
/// declaration says (zsh: the script loads and registers itself). `make test-deps` installs the
/// tools on a fresh Debian machine.
@Suite struct CommandLineDocsTests {
  /// A tool on PATH, or a failure that says how to get it.
  static func tool(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let found = path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent(name)
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "\(name) is not installed: run `make test-deps`")
  }

  static func run(_ tool: String, _ arguments: [String], in directory: ScratchDirectory) throws
    -> RunResult
  {
    try runProgram(Self.tool(tool), arguments, in: directory)
  }

  @Test func manPageRendersWithoutWarnings() throws {
    let directory = try ScratchDirectory("academy-man")
    try ManPage.render().write(
      toFile: directory.path("sudoku-academy.1"), atomically: true, encoding: .utf8)
    let result = try Self.run(
      "groff", ["-man", "-Tutf8", "-ww", "-z", directory.path("sudoku-academy.1")], in: directory)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
  }

  @Test func portugueseManPageIsEscapedAndRendersWithoutWarnings() throws {
    let page = InvocationTests.portuguese { ManPage.render() }
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "accents are written as roff escapes")
    #expect(
      page.contains(
        "\n.SH NOME\nsudoku-academy \\- aprender \(CountWords.portuguese) t\\[u00E9]cnicas de resolu\\[u00E7]\\[u00E3]o "
          + "de Sudoku: li\\[u00E7]\\[u00F5]es, exerc\\[u00ED]cios, revis\\[u00E3]o e puzzles "
          + "completos para estudar\n"))
    for option in CommandLineDeclaration.options {
      let flag = option.flag.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n\\fB\(flag)\\fR"), "\(option.flag)")
    }
    for command in Command.subcommands {
      let name = command.rawValue.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n\\fB\(name)\\fR"), "\(command)")
    }
    let directory = try ScratchDirectory("academy-man-pt")
    try page.write(toFile: directory.path("sudoku-academy.1"), atomically: true, encoding: .utf8)
    // A line length that keeps each paragraph on one line, so formats are not split.
    let result = try Self.run(
      "groff",
      ["-man", "-Tutf8", "-ww", "-rLL=2000n", "-P-cbou", directory.path("sudoku-academy.1")],
      in: directory)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let text = result.output
    for heading in [
      "NOME", "SINOPSE", "DESCRIÇÃO", "SUBCOMANDOS", "OPÇÕES", "FORMATOS", "FICHEIROS",
      "AMBIENTE", "ESTADO DE SAÍDA", "EXEMPLOS",
    ] {
      #expect(text.contains("\n\(heading)\n"), "\(heading)")
    }
    #expect(text.contains("Comandos do utilizador"))
    #expect(text.contains("Ficheiro de progresso (por omissão"))
    #expect(text.contains("Para o shell, drill, review, review-game e progress."))
    #expect(EnglishLeak.words(in: InvocationTests.prose(text)).isEmpty, "\(text)")
  }

  /// The Portuguese scripts still load and complete: their descriptions are quoted right.
  @Test func portugueseCompletionScriptsWork() throws {
    let directory = try ScratchDirectory("academy-pt-completion")
    let zsh = directory.path("completion.zsh")
    let fish = directory.path("completion.fish")
    try InvocationTests.portuguese {
      try CompletionScript.script(for: .zsh).write(toFile: zsh, atomically: true, encoding: .utf8)
      try CompletionScript.script(for: .fish).write(
        toFile: fish, atomically: true, encoding: .utf8)
    }
    let syntax = try Self.run("zsh", ["-n", zsh], in: directory)
    #expect(syntax.status == 0 && syntax.errors.isEmpty, "\(syntax.errors)")
    let completed = try Self.run(
      "fish",
      [
        "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", fish,
        "sudoku-academy generate --cou",
      ],
      in: directory)
    #expect(completed.errors.isEmpty, "\(completed.errors)")
    #expect(completed.output == "--count\tquantos fazer (por omissão 1)\n", "\(completed.output)")
  }

  @Test func manPageDescribesEveryOptionAndSubcommand() {
    let page = ManPage.render()
    for option in CommandLineDeclaration.options {
      let flag = option.flag.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n\\fB\(flag)\\fR"), "\(option.flag)")
    }
    for command in Command.subcommands {
      let name = command.rawValue.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n\\fB\(name)\\fR"), "\(command)")
    }
  }

  /// The program's own description (help, the man page's NAME) names what it does, study and
  /// review included, by its own name.
  @Test func theProgramIsDescribedWithReviewAndStudy() throws {
    let page = ManPage.render()
    let nameStart = try #require(page.range(of: ".SH NAME\n"))
    let name = page[nameStart.upperBound...].prefix { $0 != "\n" }
    let help = HelpText.help(.shell)
    for text in [String(name), help] {
      #expect(text.contains("review") && text.contains("study"), "\(text.prefix(200))")
      #expect(!text.contains("Technique Academy"))
    }
  }

  /// Every file a session leaves in the program's folders is named in the man page's FILES.
  @Test func manPageFilesNameEveryFileTheProgramWrites() throws {
    let directory = try ScratchDirectory("academy-files")
    let result = try runAcademy(
      [], input: "lesson 1\nskip\nstudy easy\nr1c1=1\nquit\n", in: directory)
    #expect(result.status == 0, "\(result.errors)")
    let page = ManPage.render()
    let filesStart = try #require(page.range(of: ".SH FILES\n"))
    let files = page[filesStart.upperBound...].components(separatedBy: ".SH ").first ?? ""
    var written: [String] = []
    for folder in ["data", "state"] {
      let root = URL(fileURLWithPath: directory.path(folder))
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
        if isFile == true { written.append(url.lastPathComponent) }
      }
    }
    #expect(written.contains("study.json") && written.contains("progress.json"), "\(written)")
    for name in written {
      #expect(files.contains(name), "FILES names \(name)")
    }
    #expect(files.contains("/history"), "the history file (written on a terminal only)")
  }

  /// A line being typed (the cursor at its end) and the words Tab must offer, in any order.
  static let cases: [(String, [String])] = {
    // Every technique's key, from the registry (CurriculumTests pins the list itself).
    let techniques = Technique.allCases.map(\.rawValue)
    return [
      ("sudoku-academy dr", ["drill"]),
      ("sudoku-academy ", Command.subcommands.map(\.rawValue)),
      ("sudoku-academy --seed 5 gen", ["generate"]),
      ("sudoku-academy drill ", techniques),
      ("sudoku-academy drill po", ["pointing"]),
      ("sudoku-academy drill sw", ["swordfish"]),
      ("sudoku-academy find ", techniques + ["all"]),
      ("sudoku-academy find all ", ["-"]),
      ("sudoku-academy --color ", ["auto", "always", "never"]),
      (
        "sudoku-academy generate --difficulty ",
        ["easy", "medium", "hard", "expert", "master", "grandmaster"]
      ),
      ("sudoku-academy completions ", ["bash", "zsh", "fish"]),
      ("sudoku-academy help ", Command.subcommands.map(\.rawValue)),
      (
        "sudoku-academy --",
        [
          "--progress", "--seed", "--color", "--ascii", "--lessons", "--language", "--help",
          "--version",
        ]
      ),
      (
        "sudoku-academy drill pointing --",
        ["--seed", "--color", "--ascii", "--count", "--json", "--language", "--help"]
      ),
      ("sudoku-academy progress --", ["--progress", "--ascii", "--json", "--language", "--help"]),
      ("sudoku-academy solve --", ["--json", "--language", "--help"]),
      ("sudoku-academy --language ", ["en", "pt"]),
    ]
  }()

  /// Every command's options, as its completion after `--` must list them.
  static let optionCases: [(String, [String])] = Command.subcommands.map { command in
    let spec = command.spec
    let words =
      [command.rawValue]
      + spec.arguments.filter { !$0.optional }.map {
        $0.kind.completions[0]
      }
    return ("sudoku-academy \(words.joined(separator: " ")) --", spec.options.map(\.flag))
  }

  static func script(_ shell: CompletionScript.Shell, in directory: ScratchDirectory) throws
    -> String
  {
    let path = directory.path("completion.\(shell.rawValue)")
    try CompletionScript.script(for: shell).write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: cases + optionCases)
  func bashCompletes(line: String, expected: [String]) throws {
    let directory = try ScratchDirectory("academy-bash")
    let script = try Self.script(.bash, in: directory)
    let result = try Self.run(
      "bash",
      [
        "--norc", "-c",
        """
        source "$1"
        read -ra COMP_WORDS <<< "$2"
        [[ $2 == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _sudoku_academy
        printf '%s\\n' "${COMPREPLY[@]}"
        """, "bash", script, line,
      ], in: directory)
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(Set(result.output.split(separator: "\n").map(String.init)) == Set(expected))
  }

  @Test(arguments: cases + optionCases)
  func fishCompletes(line: String, expected: [String]) throws {
    let directory = try ScratchDirectory("academy-fish")
    let script = try Self.script(.fish, in: directory)
    let result = try Self.run(
      "fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line],
      in: directory)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let words = result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    #expect(Set(words) == Set(expected))
  }

  /// Drives an interactive zsh through a pseudo-terminal (zsh/zpty): loads the script, wraps
  /// `compadd` to print what each call offers, types the line and Tab, and reads until the
  /// completion system has finished. Markers are split in the typed text (`RE''ADY`) so the echo of
  /// the input never matches them.
  static let zshHarness = #"""
    zmodload zsh/zpty
    zpty z zsh -f -i
    zpty -w z "PROMPT=''; autoload -U compinit; compinit -u -D; source ${(q)1}"
    zpty -w z "compadd() { builtin compadd \"\$@\"; local -a m; builtin compadd -O m \"\$@\"; print -r -- '<<' \${(j: :)m} '>>' > /dev/tty }"
    zpty -w z "_end() { print -r -- '<<''END>>' > /dev/tty }; comppostfuncs=(_end); echo RE''ADY"
    zpty -r z out '*READY*'
    zpty -n -w z "$2"$'\t'
    zpty -r z out '*<<END>>*'
    print -r -- "$out" | tr -d '\r' | grep -oE '<< [^<>]* >>'
    zpty -d z
    """#

  @Test(arguments: cases)
  func zshCompletes(line: String, expected: [String]) throws {
    let directory = try ScratchDirectory("academy-zsh")
    let script = try Self.script(.zsh, in: directory)
    let result = try Self.run(
      "zsh", ["-f", "-c", Self.zshHarness, "zsh", script, line], in: directory)
    #expect(result.status == 0 && !result.timedOut, "\(result.errors)")
    let offered = result.output.split(separator: "\n").flatMap {
      $0.dropFirst(3).dropLast(3).split(separator: " ").map(String.init)
    }
    #expect(Set(offered) == Set(expected), "\(result.output)")
  }

  @Test func zshLoadsAndRegistersTheScript() throws {
    let directory = try ScratchDirectory("academy-zsh")
    let script = try Self.script(.zsh, in: directory)
    let syntax = try Self.run("zsh", ["-n", script], in: directory)
    #expect(syntax.status == 0 && syntax.errors.isEmpty, "\(syntax.errors)")
    let loaded = try Self.run(
      "zsh",
      [
        "-f", "-c",
        "autoload -U compinit; compinit -u -D; source $1; print -r -- $_comps[sudoku-academy]",
        "zsh", script,
      ],
      in: directory)
    #expect(loaded.errors.isEmpty, "\(loaded.errors)")
    #expect(loaded.output == "_sudoku_academy\n")
    let specs = CompletionScript.script(for: .zsh)
    for option in CommandLineDeclaration.options { #expect(specs.contains(option.flag)) }
    for command in Command.subcommands { #expect(specs.contains("  \(command.rawValue))")) }
  }
}
