/// Where a hint points a learner to find a step: one rule for drills, review and study alike.
///
/// - Hidden single: its house. Full house: the house it completes, box first, then row, column
///   (the model's order of singles). Naked single: the cell's box.
/// - Pointing: the box; claiming: the line; naked pair: the first house the pair shares (a line
///   before a box); X-Wing: the two base lines.
/// - Hidden pair and triple, naked triple: the first house of the subset (a line before a box);
///   skyscraper: its two lines (the base is what to find in them); swordfish: the three base
///   lines; XY-Wing: the pivot's box, where the search starts (the pivot is the two-candidate cell
///   that sees the other two; naming the lines to its pincers would give the wing away).
///
///     step.housesToLookAt(on: grid)  // [b7] for pointing 3 in b7 => r12c1<>3
extension Step {
  public func housesToLookAt(on grid: Grid) -> [House] { pattern.shape.housesToLookAt(on: grid) }
}
