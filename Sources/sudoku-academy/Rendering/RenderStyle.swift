import Foundation

/// How output is drawn: ANSI color or not, Unicode box drawing or plain ASCII.
struct RenderStyle: Sendable {
  var color: Bool
  var unicode: Bool

  static let plain = RenderStyle(color: false, unicode: false)

  /// Color when asked, or when stdout is a terminal and NO_COLOR is unset; Unicode when the locale is
  /// UTF-8 and `--ascii` was not given.
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
    case .auto: color = stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
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

  func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `■■■□□` or `[###..]`.
  func meter(_ level: Int) -> String {
    let level = max(0, min(5, level))
    return unicode
      ? String(repeating: "■", count: level) + String(repeating: "□", count: 5 - level)
      : "[" + String(repeating: "#", count: level) + String(repeating: ".", count: 5 - level) + "]"
  }

  var check: String { unicode ? "✓" : "+" }
  var cross: String { unicode ? "✗" : "x" }
  var dot: String { unicode ? "·" : "-" }
  var dash: String { unicode ? "—" : "-" }
  var arrow: String { unicode ? "←" : "<-" }
}
