import SudokuCore

struct EnglishSwordfishPhrasing: SwordfishPhrasing {
  func coverOutsideBase(_ pattern: String, _ fish: Fish) -> String {
    "\(pattern) (\(StepWords.houses(fish.cover)) outside \(StepWords.houses(fish.base)))"
  }

  func severalOutside(_ each: [String], _ candidate: Candidate) -> String {
    "The swordfish on the board remove \(candidate.digit) only from their cover lines outside "
      + "their base lines, and \(candidate.cell) is not one of those cells: "
      + "\(each.joined(separator: "; "))."
  }

  func outside(_ pattern: String, _ fish: Fish, _ candidate: Candidate) -> String {
    "The swordfish on the board (\(pattern)) removes \(candidate.digit) only from "
      + "\(StepWords.houses(fish.cover)) outside \(StepWords.houses(fish.base)), and "
      + "\(candidate.cell) is not one of those cells."
  }

  func rule(_ digit: Int) -> String {
    "A swordfish needs three base rows (or columns) whose \(plural(digit)) lie in the same "
      + "three cover columns (or rows) and nowhere else; it removes \(digit) from the rest of "
      + "those cover lines."
  }

  func orientation(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String {
    switch orientation {
    case .few(let kind, let lines) where lines.isEmpty:
      return "no other \(kind.name) holds \(digit) three times or fewer"
    case .few(let kind, let lines):
      let verb = lines.count == 1 ? "holds" : "hold"
      return "of the other \(kind.pluralName) only \(listed(lines.map(\.spoken))) \(verb) "
        + "\(digit) three times or fewer"
    case .noneInCover(let kind, let cover, _):
      return "no other \(kind.name) that holds \(digit) three times or fewer has one in "
        + "\(cover.spelledOut)"
    case .finned(let base, let cover, let fins):
      let lines = StepWords.houses(base.map(\.house))
      let covers = StepWords.houses(cover)
      guard !fins.isEmpty else { return "\(lines) hold their \(plural(digit)) in \(covers)" }
      return "the closest, \(lines), hold their \(plural(digit)) in \(covers) but for "
        + "\(listed(fins.map(\.description))) \u{2014} "
        + (fins.count == 1
          ? "a fin, and finned swordfish don't count here" : "places outside those three")
    case .finUnseen(let base, let cover, let fin, let cell):
      return "the closest, \(StepWords.houses(base.map(\.house))), hold their \(plural(digit)) in "
        + "\(StepWords.houses(cover)) but for \(fin) \u{2014} a fin that \(cell) does not see, so "
        + "that swordfish, finned or not, does not reach \(cell)"
    case .finnedReaches(let base, let cover, let fins, let cell):
      let box = House(.box, fins[0].box)
      return "\(StepWords.houses(base.map(\.house))) hold their \(plural(digit)) in "
        + "\(StepWords.houses(cover)) but for \(listed(fins.map(\.description))) \u{2014} "
        + (fins.count == 1 ? "a fin" : "fins") + " in \(box.spelledOut): a finned swordfish that "
        + "would remove \(digit) from \(cell), but finned fish don't count here"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ fish: Fish) -> String {
    let digit = fish.digit
    let covers = StepWords.houses(fish.cover)
    return "\(candidate.cell) is one of the swordfish's cells (\(plural(digit)) of "
      + "\(StepWords.houses(fish.base)) in \(covers)): the swordfish keeps its own "
      + "\(plural(digit)) and removes \(digit) from the rest of \(covers)."
  }
}
