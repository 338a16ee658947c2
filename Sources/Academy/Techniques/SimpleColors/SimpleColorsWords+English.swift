import SudokuCore

struct EnglishSimpleColorsPhrasing: SimpleColorsPhrasing {
  func rule(_ digit: Int) -> String {
    "Simple colours join the \(plural(digit)) of houses that hold \(digit) exactly twice into "
      + "chains and colour each alternately: a cell that sees both colours of one chain loses "
      + "\(digit), and so does every cell of a colour two of whose cells see each other."
  }

  /// `the chain of 7s r1c2 and r5c8 / r1c8 and r9c2`
  private func chain(_ colors: SimpleColors) -> String {
    "the chain of \(plural(colors.digit)) \(listed(colors.colors[0].map(\.description))) / "
      + listed(colors.colors[1].map(\.description))
  }

  func closest(_ closest: SimpleColorsMiss.Closest, _ facts: SimpleColorsMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .onChain(let colors):
      return "\(cell) is on \(chain(colors)), but no cell sees both colours and no two cells of "
        + "one colour see each other: either colour may hold the \(plural(digit)), and \(cell) "
        + "may be \(digit)"
    case .oneColor(let colors, let seen):
      let sight =
        seen.count == 1
        ? "\(cell) sees only \(seen[0]) of \(chain(colors))"
        : "\(cell) sees \(listed(seen.map(\.description))) of \(chain(colors)), all of one colour"
      return sight + ": one colour may hold no \(digit), so it proves nothing"
    case .severalChains(let seen):
      return "\(cell) sees \(listed(seen.map(\.description))), but they lie on different chains "
        + "of \(plural(digit)), and one chain's colours say nothing of another's"
    case .unseen:
      return "\(cell) sees no cell of a chain of \(plural(digit)) (cells joined by houses that "
        + "hold \(digit) exactly twice)"
    case .noLinks:
      return "no house holds \(digit) exactly twice: there is no chain to colour"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ colors: SimpleColors) -> String {
    let cell = candidate.cell
    let digit = colors.digit
    guard colors.isWrap else {
      return "\(cell) is on \(chain(colors)): one of its colours holds the \(plural(digit)), and "
        + "\(cell)'s may be the one; the trap removes \(digit) only from cells that see both "
        + "colours."
    }
    return "\(cell) is on \(chain(colors)), of the colour that holds the \(plural(digit)): two "
      + "cells of the other colour see each other, so that colour holds none, and this one holds "
      + "every \(digit) of the chain."
  }
}
