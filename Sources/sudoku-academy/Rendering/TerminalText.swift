/// The one escaping function for input the program repeats back to a terminal, so no byte a
/// learner pasted or a file held can move the cursor, retitle the window or ring the bell.
///
/// Both streams go through it: every line on standard error (`printError`) as a whole, and on
/// standard output each echoed word (`Shell.clip`) or path (`--progress`, in "open in another
/// shell") where the sentence repeats it — output lines themselves carry our own colour codes.
///
/// Control characters are shown the way `cat -v` shows them: C0 as `^[` (ESC), `^G` (BEL) and so
/// on, DEL as `^?`, and the C1 controls (U+0080–U+009F, which a terminal may read as ESC-prefixed
/// sequences: U+009B is CSI) as `M-^[`…; a tab stays a tab. Text without them comes back as it was.
///
///     TerminalText.visible(":\u{1B}]0;PWNED\u{7}:")  // ":^[]0;PWNED^G:"
enum TerminalText {
  /// Whether `scalar` is a control character a terminal may act on (tab aside).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  /// `text` with every control character written visibly (see the type's comment).
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.append(scalar)
        continue
      }
      let value = scalar.value
      if value >= 0x80 { result.append(contentsOf: "M-".unicodeScalars) }
      let low = value & 0x7F
      result.append("^")
      result.append(low == 0x7F ? "?" : Unicode.Scalar(UInt8(low + 0x40)))
    }
    return String(result)
  }
}
