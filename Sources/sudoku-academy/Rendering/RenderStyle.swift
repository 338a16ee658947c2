import Academy
import Foundation

/// What a span of output is, for its colour; `RenderStyle.paint` turns it into escape codes.
enum Paint: Sendable {
  case prompt, meter, flag, heading, code
  case correct, miss
  /// A given digit, a digit placed while solving.
  case given, placed
  /// A pattern cell's mark, the pattern's own candidates, a removed candidate and its mark.
  case patternMark, patternDigit, removed, removedMark
  /// The mark of a pattern's end (a skyscraper's roof, an XY-Wing's pincer).
  case endMark
  /// The mark of the cell a chain of steps leads to.
  case targetMark
  /// A candidate or digit highlighted in a one-digit look (`board 4`).
  case focus

  /// The SGR parameters.
  var code: String {
    switch self {
    case .prompt: "1;36"
    case .meter: "33"
    case .flag: "1;33"
    case .heading: "1"
    case .code: "36"
    case .correct: "32"
    case .miss: "31"
    case .given: "1"
    case .placed: "36"
    case .patternMark: "1;33"
    case .patternDigit: "1;32"
    case .removed: "9;31"
    case .removedMark: "31"
    case .endMark: "1;33"
    case .targetMark: "1;35"
    case .focus: "1;33"
    }
  }
}

/// How output is drawn: ANSI color or not, Unicode box drawing or plain ASCII.
struct RenderStyle: Sendable {
  var color: Bool
  var unicode: Bool

  static let plain = RenderStyle(color: false, unicode: false)

  /// Color when asked, or when stdout is a terminal, NO_COLOR is unset and TERM is set and not
  /// `dumb`; Unicode when the locale is UTF-8 and `--ascii` was not given.
  init(color: Bool, unicode: Bool) {
    self.color = color
    self.unicode = unicode
  }

  init(
    mode: ColorMode, ascii: Bool,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    stdoutIsTerminal: Bool = isatty(STDOUT_FILENO) == 1
  ) {
    switch mode {
    case .always: color = true
    case .never: color = false
    case .auto:
      let term = environment["TERM"] ?? ""
      color =
        stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && !term.isEmpty
        && term != "dumb"
    }
    unicode = !ascii && RenderStyle.localeIsUTF8(environment)
  }

  /// The locale's character set is UTF-8 (LC_ALL, then LC_CTYPE, then LANG, as POSIX orders them).
  static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    let value =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let lower = value.lowercased()
    return lower.contains("utf-8") || lower.contains("utf8")
  }

  /// `text` in the colour and weight of `paint`, or `text` itself without colour: the one place
  /// where escape sequences are made.
  func paint(_ text: String, _ paint: Paint) -> String {
    guard color, !text.isEmpty else { return text }
    return "\u{1B}[\(paint.code)m\(text)\u{1B}[0m"
  }

  /// `■■■□□` or `[###..]`.
  func meter(_ level: Int) -> String {
    let level = max(0, min(5, level))
    return unicode
      ? String(repeating: "■", count: level) + String(repeating: "□", count: 5 - level)
      : "[" + String(repeating: "#", count: level) + String(repeating: ".", count: 5 - level) + "]"
  }

  /// How challenge stars are drawn: `★★☆`, or `**-` without UTF-8.
  var stars: StarMarks { unicode ? .unicode : .ascii }
  var check: String { unicode ? "✓" : "+" }
  var cross: String { unicode ? "✗" : "x" }
  var dot: String { unicode ? "·" : "-" }
  var dash: String { unicode ? "—" : "-" }
  var arrow: String { unicode ? "←" : "<-" }
}
