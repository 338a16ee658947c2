import Academy

/// Long texts a part at a time on a terminal (`guide`, `help`, `rules`): a text taller than the
/// terminal is cut into parts that fit it with the typed line and the prompt (`Pager`), the first
/// is shown with a last line saying how to get the next, and Enter alone shows the next. Any
/// other line drops the rest. Not a terminal: the text is written whole, as it always was.
extension Shell {
  /// The parts of a text still to show, and how a part's last line says what comes next.
  struct PendingParts {
    var parts: [[String]]
    /// The index of the part Enter shows.
    var next: Int
    /// The last line of a part, saying how to get part `part` of `count`.
    var footer: (_ part: Int, _ count: Int) -> String
  }

  /// `body`'s output, in parts when it is taller than the terminal, each ending with
  /// `nextPart` (`— Enter for part 2 of 3 —`).
  func pagedInParts(_ body: () -> Void) {
    paged(
      footer: { part, count in
        Language.current.screenFitWords.nextPart(part: part, count: count, dash: self.style.dash)
      }, body)
  }

  /// `body`'s output from part `first`: when it fits the terminal (or there is none), whole;
  /// else cut into parts, part `first` shown with `footer` under it. A part the text does not
  /// have is left to `noSuchPart`, given how many parts it has. Paging inside paging (`help
  /// rules`) is the outer one's.
  func paged(
    from first: Int = 1, footer: @escaping (_ part: Int, _ count: Int) -> String,
    noSuchPart: (_ count: Int) -> Void = { _ in }, _ body: () -> Void
  ) {
    guard pagedOutput.pieces == nil, let size = screen.size() else {
      if first == 1 { body() } else { noSuchPart(1) }
      return
    }
    pagedOutput.pieces = []
    body()
    let pieces = pagedOutput.pieces ?? []
    pagedOutput.pieces = nil
    // The typed line above and the prompt under it.
    let fitsWhole = pieces.map(\.lines.count).reduce(0, +) + 2 <= size.rows
    if fitsWhole && first == 1 {
      for piece in pieces { pagedOutput.write(piece.lines.joined(separator: "\n")) }
      return
    }
    let footerLines = screen.text(.prose(footer(99, 99), hanging: "", paint: nil))
      .split(separator: "\n").count
    let parts = fitsWhole ? [] : Pager.parts(pieces, height: size.rows - 2 - footerLines)
    guard (1...max(1, parts.count)).contains(first), !parts.isEmpty else {
      return noSuchPart(max(1, parts.count))
    }
    showPart(PendingParts(parts: parts, next: first - 1, footer: footer))
  }

  /// Shows the part `pending` is at; the next one, if any, is what Enter shows then.
  func showPart(_ pending: PendingParts) {
    pagedOutput.write(pending.parts[pending.next].joined(separator: "\n"))
    let next = pending.next + 1
    guard next < pending.parts.count else { return }
    say(pending.footer(next + 1, pending.parts.count), hanging: "")
    pendingParts = PendingParts(parts: pending.parts, next: next, footer: pending.footer)
  }

  /// The piece just written (a heading) stays on one part with the next.
  func keepWithNext() {
    pagedOutput.keepWithNext()
  }
}
