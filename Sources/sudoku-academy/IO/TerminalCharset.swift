import CEditLine
import Foundation

/// The character set the terminal reads, from the locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`,
/// as `RenderStyle.localeIsUTF8` reads them), and text encoded in it: what a person reads on
/// standard output and standard error goes through `encode`.
///
/// `pt_PT.ISO-8859-1` used to get ASCII meters but UTF-8 Portuguese (`liÃ§Ã£o` on a Latin-1
/// terminal). Now a Latin-1 locale (ISO-8859-1 or -15) gets Latin-1 bytes, which hold every
/// Portuguese letter, and any other locale that is not UTF-8 (`C`, `POSIX`, an unknown codeset)
/// gets ASCII with the accents taken off (`lição` → `licao`). A character the charset lacks is
/// spelled as `asciiPunctuation` spells it (`—` → `-`), else without its accent, else `?`.
/// JSON, the man page and completion scripts stay UTF-8: they are files for programs.
enum TerminalCharset: Sendable, Equatable {
  case utf8, latin1, ascii

  /// The charset of this run's locale.
  static let current = of(ProcessInfo.processInfo.environment)

  static func of(_ environment: [String: String]) -> TerminalCharset {
    if RenderStyle.localeIsUTF8(environment) { return .utf8 }
    let value =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    // `pt_PT.ISO-8859-1@euro`: the codeset is between the dot and the at sign.
    let codeset =
      value.split(separator: ".", maxSplits: 1).dropFirst().first?
      .split(separator: "@").first ?? ""
    let compact = codeset.lowercased().filter { $0.isLetter || $0.isNumber }
    return ["iso88591", "iso885915", "latin1", "latin9"].contains(compact) ? .latin1 : .ascii
  }

  /// `text` as bytes of this charset.
  func encode(_ text: String) -> [UInt8] {
    switch self {
    case .utf8:
      return Array(text.utf8)
    case .latin1, .ascii:
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      let most: UInt32 = self == .latin1 ? 0xFF : 0x7F
      for character in text {
        let scalars = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, scalar.value <= most {
          bytes.append(UInt8(scalar.value))
        } else {
          bytes += Self.spelledInASCII(character).utf8
        }
      }
      return bytes
    }
  }

  /// A character outside the charset in ASCII: `—` as `-`, `ç` as `c`, `ª` as `a`, else `?`.
  static func spelledInASCII(_ character: Character) -> String {
    let text = String(character)
    let punctuation = text.asciiPunctuation
    if punctuation != text { return punctuation }
    switch character {
    case "ª": return "a"
    case "º": return "o"
    case "«", "»": return "\""
    default: break
    }
    let bare = String(
      String.UnicodeScalarView(
        text.decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)))
    return bare.isEmpty ? "?" : bare
  }
}

/// Writes `text` to standard output in the terminal's charset, and flushes it.
func writeStandardOutput(_ text: String) {
  var bytes = TerminalCharset.current.encode(text).map { CChar(bitPattern: $0) }
  bytes.append(0)
  cedit_write_stdout(bytes)
}
