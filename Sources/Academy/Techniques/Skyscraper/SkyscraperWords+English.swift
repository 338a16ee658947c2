import SudokuCore

struct EnglishSkyscraperPhrasing: SkyscraperPhrasing {
  let rule =
    "A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with "
    + "one end of each in the same column (or row), the base; it removes the digit from the "
    + "cells that see both other ends (the roofs)."

  func shape(_ skyscraper: Skyscraper) -> String {
    let roofs = listed(skyscraper.roofs.map(\.description))
    return "\(StepWords.houses(skyscraper.lines)) (base \(skyscraper.base.spelledOut), roofs "
      + roofs + ")"
  }

  func orientation(_ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch orientation {
    case .fewLinks(let kind, let links, let threes):
      var text =
        links.isEmpty
        ? "no \(kind.name) holds \(digit) exactly twice"
        : "only \(links[0].spoken) holds \(digit) exactly twice"
      if !threes.isEmpty {
        let verb = threes.count == 1 ? "holds" : "hold"
        text += " (\(listed(threes.map(\.spoken))) \(verb) it three times)"
      }
      return text
    case .roofs(let skyscraper, _)
    where (skyscraper.roofs + skyscraper.baseCells).contains(cell):
      return "\(cell) is one of the cells of the skyscraper on \(shape(skyscraper)), which removes "
        + "nothing: no cell with \(Phrasing.article(digit)) sees both roofs"
    case .roofs(let skyscraper, let seen):
      let sight =
        seen.isEmpty
        ? "\(cell) sees neither roof" : "\(cell) sees only \(seen.map(\.description)[0])"
      return "the skyscraper on \(shape(skyscraper)) misses it: \(sight)"
    case .xWing(let links, let cover):
      return "\(listed(links.map(\.spoken))) have their \(plural(digit)) on the same two "
        + "\(cover[0].kind.pluralName), \(StepWords.houses(cover)) \u{2014} an X-Wing's shape, "
        + "not a skyscraper"
    case .noBase(let kind, let links):
      return "\(listed(links.map(\.spoken))) hold \(digit) exactly twice, but no two of them "
        + "have an end on the same \(kind == .row ? "column" : "row")"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ skyscraper: Skyscraper) -> String {
    let cell = candidate.cell
    let digit = skyscraper.digit
    let base = skyscraper.baseCells.firstIndex(of: cell)
    let opening = "the skyscraper on \(digit) in \(shape(skyscraper))"
    guard let base else {
      return "\(cell) is a roof of \(opening): one of the roofs must hold the \(digit), so the "
        + "skyscraper removes \(digit) from the cells that see both roofs, never from a roof."
    }
    return "\(cell) is a base cell of \(opening): the skyscraper removes \(digit) only from the "
      + "cells that see both roofs, and \(cell) does not see \(skyscraper.roofs[1 - base])."
  }
}
