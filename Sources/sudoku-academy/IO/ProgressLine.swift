import Academy
import Foundation

/// A progress line on standard error for batch work (`generate`, `drill`, `solve -`, `find … -`):
/// done/total (or done alone when the total is unknown), the rate and the time left, redrawn in place.
///
/// It appears only when standard error is a terminal and the work has run for more than a second
/// (so a quick batch and every script see nothing), is erased before the batch's own output is
/// written (then redrawn) and erased when the work ends, leaving the screen as it would be without it.
/// `SUDOKU_ACADEMY_PROGRESS_DELAY` (seconds) replaces the one-second wait, for tests. Workers of a
/// parallel batch call `advance` as each item is done, so the state is behind a lock.
final class ProgressLine: @unchecked Sendable {
  /// The line being shown, if any: `OutputBuffer` erases it before writing to the terminal.
  nonisolated(unsafe) static var current: ProgressLine?

  private let total: Int?
  private let delay: Double
  private let start: Double
  private var done = 0
  private var lastDraw = -1.0
  private var shown = false
  private let lock = NSLock()
  /// The run's language, kept from the thread that started the batch: the workers that call
  /// `advance` are Dispatch threads, which do not inherit the task-local `Language.current`.
  private let language = Language.current

  /// A progress line for `total` items (nil: unknown), or nil when standard error is not a terminal.
  static func start(total: Int?) -> ProgressLine? {
    guard isatty(2) == 1 else { return nil }
    let line = ProgressLine(total: total)
    current = line
    return line
  }

  private init(total: Int?) {
    self.total = total
    var delay = 1.0
    if let text = getenv("SUDOKU_ACADEMY_PROGRESS_DELAY"),
      let seconds = Double(String(cString: text))
    {
      delay = seconds
    }
    self.delay = delay
    start = Self.now()
  }

  /// Counts `count` more items done; redraws at most ten times a second.
  func advance(by count: Int = 1) {
    lock.lock()
    defer { lock.unlock() }
    done += count
    let now = Self.now()
    guard now - start >= delay, now - lastDraw >= 0.1 else { return }
    lastDraw = now
    let text = Language.$current.withValue(language) {
      Self.format(done: done, total: total, elapsed: now - start)
    }
    writeError("\r\u{1B}[K" + text)
    shown = true
  }

  /// Erases the line (it is drawn again on the next `advance`).
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    guard shown else { return }
    writeError("\r\u{1B}[K")
    shown = false
    lastDraw = -1
  }

  /// Erases the line for good.
  func finish() {
    clear()
    if Self.current === self { Self.current = nil }
  }

  /// The text of the line: `1,234/10,000  1,520/s  6s left`, or `1,234 done  1,520/s` without a
  /// total; in Portuguese `1.234/10.000  1.520/s  faltam 6s`, `1.234 feitos  2,5/s`.
  static func format(done: Int, total: Int?, elapsed: Double) -> String {
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let tenths = Int((rate * 10).rounded())
    let point = Language.current.progressLineWords.decimalPoint
    let rateText =
      rate >= 10 ? grouped(Int(rate.rounded())) : "\(tenths / 10)\(point)\(tenths % 10)"

    guard let total else {
      return Language.current.progressLineWords.done(count: grouped(done))
        + "  \(rateText)/s"
    }
    var text = "\(grouped(done))/\(grouped(total))  \(rateText)/s"
    if rate > 0 && done < total {
      let left = TimeWords.duration(Double(total - done) / rate)
      text += "  " + Language.current.progressLineWords.left(left)
    }
    return text
  }

  /// `12,345` (`12.345` in Portuguese).
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    let separator = Language.current.progressLineWords.thousandsSeparator
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(separator) }
      result.append(digit)
    }
    return result
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress!, bytes.count) }
  }
}
