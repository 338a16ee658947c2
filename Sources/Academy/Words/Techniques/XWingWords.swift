import SudokuCore

/// The words of the X-Wing lesson's misses (facts: `XWingBlock`, in `XWingMiss.swift`).
enum XWingWords {
  static func miss(_ candidate: Candidate, _ blocks: [Miss.XWingBlock]) -> String {
    let digit = candidate.digit
    return "no X-Wing on \(digit) covers \(candidate.cell): "
      + blocks.map { block($0, digit) }.joined(separator: "; ")
      + ". An X-Wing needs two lines whose \(plural(digit)) sit in the same two cross lines and "
      + "nowhere else."
  }

  static func block(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    func names(_ base: Miss.BaseLine, cross: House.Kind) -> String {
      let letter = cross == .row ? "r" : "c"
      return base.positions.map { "\(letter)\($0 + 1)" }.joined(separator: ", ")
    }
    switch block {
    case .fin(let tight, let other, let cover, let extra):
      return "\(tight) and \(other) would make an X-Wing on \(listed(cover.map(\.spelledOut))), "
        + "but \(other) also has \(Phrasing.article(digit)) in \(listed(extra.map(\.description))) "
        + "\u{2014} a fin, and finned X-Wings don't count here"
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

  /// The learner removed the digit from a corner of the X-Wing.
  static func patternCandidate(_ candidate: Candidate, base: [House], cover: [House]) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    return "\(cell) is a corner of the X-Wing on \(digit) (\(Notation.groupHouses(base)) × "
      + "\(Notation.groupHouses(cover))): the X-Wing keeps its own \(plural(digit)) and removes "
      + "\(digit) from the rest of \(listed(cover.map(\.spelledOut)))."
  }
}
