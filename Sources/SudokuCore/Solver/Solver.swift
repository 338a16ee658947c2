// Temporary simple solver; replaced by the fast bitboard solver from the solver branch.
public enum Solver {
  public static func countSolutions(_ givens: [Int], limit: Int) -> Int {
    var grid = [Int](givens)
    for index in 0..<81 where grid[index] != 0 {
      let digit = grid[index]
      grid[index] = 0
      if !allowed(grid, index, digit) { return 0 }
      grid[index] = digit
    }
    var count = 0
    search(&grid, limit: limit, count: &count, solution: nil)
    return count
  }

  public static func solve(_ givens: [Int]) -> [Int]? {
    var grid = givens
    var count = 0
    var solution: [Int]? = []
    search(&grid, limit: 2, count: &count, solution: &solution)
    return count == 1 ? solution : nil
  }

  public static func randomSolution(using generator: inout some RandomNumberGenerator) -> [Int] {
    var grid = [Int](repeating: 0, count: 81)
    _ = fill(&grid, using: &generator)
    return grid
  }

  static func allowed(_ grid: [Int], _ index: Int, _ digit: Int) -> Bool {
    !Tables.peers[index].contains { grid[$0] == digit }
  }

  static func fill(_ grid: inout [Int], using generator: inout some RandomNumberGenerator) -> Bool {
    guard let index = grid.firstIndex(of: 0) else { return true }
    for digit in Array(1...9).shuffled(using: &generator) where allowed(grid, index, digit) {
      grid[index] = digit
      if fill(&grid, using: &generator) { return true }
    }
    grid[index] = 0
    return false
  }

  static func search(
    _ grid: inout [Int], limit: Int, count: inout Int, solution: UnsafeMutablePointer<[Int]?>?
  ) {
    var best = -1
    var bestOptions: [Int] = []
    for index in 0..<81 where grid[index] == 0 {
      let options = (1...9).filter { allowed(grid, index, $0) }
      if best < 0 || options.count < bestOptions.count {
        best = index
        bestOptions = options
        if options.count <= 1 { break }
      }
    }
    if best < 0 {
      count += 1
      solution?.pointee = grid
      return
    }
    for digit in bestOptions {
      grid[best] = digit
      search(&grid, limit: limit, count: &count, solution: solution)
      if count >= limit { break }
    }
    grid[best] = 0
  }
}
