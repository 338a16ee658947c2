/// How many terminal columns text takes: escape sequences are zero wide, East Asian wide and
/// fullwidth characters two, combining marks zero (the rule lipgloss and unicode-width follow).
enum DisplayWidth {
  /// The columns `text` takes on a terminal.
  static func of(_ text: some StringProtocol) -> Int {
    var width = 0
    var scalars = String(text).unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscape(&scalars)
      } else {
        width += columns(scalar)
      }
    }
    return width
  }

  /// `text` without its ANSI escape sequences.
  static func plain(_ text: some StringProtocol) -> String {
    var result = String.UnicodeScalarView()
    var scalars = String(text).unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscape(&scalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Consumes the rest of an escape sequence: CSI (`ESC [ … final`), OSC (`ESC ] … BEL`) or a
  /// two-character escape.
  private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let next = scalars.next() else { return }
    switch next {
    case "[":
      while let part = scalars.next(), !(0x40...0x7E).contains(part.value) {}
    case "]":
      while let part = scalars.next(), part != "\u{7}" {
        if part == "\u{1B}" {
          _ = scalars.next()
          return
        }
      }
    default:
      return
    }
  }

  /// The columns one scalar takes.
  static func columns(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    if isCombining(value) { return 0 }
    return isWide(value) ? 2 : 1
  }

  private static func isCombining(_ value: UInt32) -> Bool {
    (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value)
      || (0x1DC0...0x1DFF).contains(value) || (0x20D0...0x20FF).contains(value)
      || (0xFE20...0xFE2F).contains(value) || value == 0x200B || value == 0x200D
      || (0xFE00...0xFE0F).contains(value)
  }

  private static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0x303E).contains(value)
      || (0x3041...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0x4E00...0x9FFF).contains(value) || (0xA000...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1F64F).contains(value)
      || (0x1F900...0x1F9FF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}

extension String {
  /// The string followed by spaces to `width` display columns (left as it is when wider): a
  /// column of a table whose Portuguese words carry accents (`Único escondido`).
  func padded(toWidth width: Int) -> String {
    let columns = DisplayWidth.of(self)
    return columns >= width ? self : self + String(repeating: " ", count: width - columns)
  }
}
