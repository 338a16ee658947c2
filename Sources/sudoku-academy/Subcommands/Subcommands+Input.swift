import Academy
import SudokuCore

extension Subcommands {
  /// One input to process: a puzzle or position, as bytes, with where it came from.
  struct Input {
    enum Origin {
      /// The only positional argument.
      case input
      /// The `n`-th positional argument (1-based).
      case argument(Int)
      /// Line `n` of standard input (1-based, blank lines counted).
      case line(Int)
    }

    let bytes: [UInt8]
    let origin: Origin

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How messages name the input: `input`, `argument 2`, `line 17` (`entrada`, `argumento 2`,
    /// `linha 17`).
    var label: String {
      switch origin {
      case .input: Language.current.subcommandWords.inputLabel
      case .argument(let number): Language.current.subcommandWords.argumentLabel(number)
      case .line(let number): Input.lineLabel(number)
      }
    }

    /// `line 17`, `linha 17`.
    static func lineLabel(_ number: Int) -> String {
      Language.current.subcommandWords.lineLabel(number)
    }
  }

  /// Runs `body` on each positional input, `-` reading standard input line by line as it arrives
  /// (blank lines skipped); a failing input is reported as `<label>: <message>` and the rest still
  /// run. A line over `ByteLineReader.longestLine` bytes is skipped unread, reported the same way. Output goes through `OutputBuffer.standard`, flushed before each message and at the end.
  /// Returns the exit status: 1 when any input failed.
  static func forEachInput(_ words: [String], _ body: (Input) throws -> Bool) -> Int32 {
    let output = OutputBuffer.standard
    // Progress only for batches: standard input (total unknown) or several arguments.
    let progress =
      words.contains("-") || words.count > 1
      ? ProgressLine.start(total: words.contains("-") ? nil : words.count) : nil
    defer {
      output.flush()
      progress?.finish()
    }
    var failed = false
    func run(_ input: Input) {
      defer { progress?.advance() }
      do {
        if try !body(input) { failed = true }
      } catch let error as FormatError {
        failed = true
        output.flush()
        printError("\(input.label): \(ReadingErrorWords.text(error))")
      } catch {
        failed = true
        output.flush()
        printError("\(input.label): \(error)")
      }
    }
    for (number, word) in words.enumerated() {
      guard word == "-" else {
        run(
          Input(bytes: Array(word.utf8), origin: words.count == 1 ? .input : .argument(number + 1)))
        continue
      }
      var reader = ByteLineReader()
      var line = 0
      reader.forEachLine {
        line += 1
        failed = true
        output.flush()
        let limit = ByteLineReader.longestLine
        printError(
          Input.lineLabel(line)
            + Language.current.subcommandWords.lineTooLong(limit: limit))
      } _: { bytes in
        line += 1
        let blank = bytes.allSatisfy {
          $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
        }
        if !blank { run(Input(bytes: Array(bytes), origin: .line(line))) }
      }
    }
    return failed ? 1 : 0
  }
}
