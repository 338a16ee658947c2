/// The one convention between the words layer and the screen: a no-break space (U+00A0) joins the
/// words of a token that must not break across lines — a HoDoKu step string, an answer, a command.
///
/// The executable's prose wrapper (`TextWrap`) is the only reader: it wraps at ordinary spaces, keeps
/// a run joined by U+00A0 on one line when it fits, and prints the U+00A0 as a space. A typed
/// rich-text value would say the same with more machinery; the glue is kept because every sentence
/// is still a `String` that golden tests compare, and it is the only mark the sentences carry.
extension String {
  /// The text with its spaces made no-break spaces (U+00A0), so that a terminal's prose wrapping
  /// keeps it on one line: a HoDoKu step string or an answer must not break across lines.
  public var keptTogether: String { String(map { $0 == " " ? "\u{A0}" : $0 }) }
}
