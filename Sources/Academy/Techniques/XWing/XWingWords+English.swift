import SudokuCore

struct EnglishXWingWords: XWingWords {
  func missOpening(_ candidate: Candidate) -> String {
    "no X-Wing on \(candidate.digit) covers \(candidate.cell): "
  }

  func missRule(_ digit: Int) -> String {
    ". An X-Wing needs two base rows (or columns) whose \(plural(digit)) sit in the same two "
      + "cover columns (or rows) and nowhere else."
  }

  func block(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    switch block {
    case .fin(let tight, let other, let cover, let extra, let unseenBy):
      let start =
        "\(tight) and \(other) would make an X-Wing on \(listed(cover.map(\.spelledOut))), "
        + "but \(other) also has \(Phrasing.article(digit)) in \(listed(extra.map(\.description))) "
      guard let cell = unseenBy else {
        return start + "\u{2014} a fin: that makes a finned X-Wing, lesson "
          + "\(Technique.finnedXWing.number), not this one"
      }
      return start + "\u{2014} a fin that \(cell) does not see, so that X-Wing, finned or not, "
        + "does not reach \(cell)"
    case .noTight(let baseKind, let cover):
      return "no other \(baseKind.name) has just two \(plural(digit)) with one in "
        + "\(cover.spelledOut)"
    case .noPartner(let baseKind, let cover, let base):
      return "the only \(baseKind.name) with just two \(plural(digit)), one in "
        + "\(cover.spelledOut), is \(base.house) (\(names(base, cross: cover.kind))) \u{2014} it "
        + "has no partner"
    case .noneShare(let baseKind, let cover, let bases):
      let listedBases = bases.map { "\($0.house) (\(names($0, cross: cover.kind)))" }
      return "the \(baseKind.pluralName) with just two \(plural(digit)), one in "
        + "\(cover.spelledOut), are \(listed(listedBases)) \u{2014} no two share the same other "
        + "\(cover.kind.name)"
    }
  }

  func patternCandidate(_ candidate: Candidate, base: [House], cover: [House]) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let shape = "(\(Notation.groupHouses(base)) × \(Notation.groupHouses(cover)))"
    return "\(cell) is a corner of the X-Wing on \(digit) \(shape): the X-Wing keeps its own "
      + "\(plural(digit)) and removes \(digit) from the rest of "
      + "\(listed(cover.map(\.spelledOut)))."
  }
}
