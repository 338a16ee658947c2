/// The largest numbers the program's files may hold, and the arithmetic that keeps them there.
///
/// Every number read from the progress file or the study save is checked against these bounds
/// when the file is read (a file beyond them is refused with one line naming the field), and every
/// counter the program adds to stops at the bound. So a hand-edited `"attempted":
/// 9223372036854775807` can neither trap on the next `+ 1` nor on a percentage: nothing the
/// program computes from a bounded number comes near `Int.max`.
///
///     FileBounds.count(999_999_999, plus: 5)  // 1_000_000_000: the bound, not an overflow
public enum FileBounds {
  /// The most any counter may be (drills attempted, moves, hints, games solved): a billion, far
  /// beyond a lifetime of practice.
  public static let largestCount = 1_000_000_000
  /// The longest time a file may record, in seconds: a century.
  public static let longestSeconds = 3_155_760_000

  /// `value + added`, stopping at `largestCount` (and at zero for a negative sum).
  public static func count(_ value: Int, plus added: Int) -> Int {
    let (sum, overflow) = value.addingReportingOverflow(added)
    return overflow ? (added > 0 ? largestCount : 0) : min(max(sum, 0), largestCount)
  }

  /// A time in seconds, stopping at `longestSeconds`; a value that is not a number is zero.
  public static func seconds(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), Double(longestSeconds))
  }
}
