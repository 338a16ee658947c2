#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor in large blocks and hands out its lines as bytes, without building a
/// `String` per line or per character (what `readLine()` costs on a 50,000-line batch).
///
/// A line ends at `\n`; a `\r` before it is dropped, like `readLine(strippingNewline: true)`; a last
/// line without a newline still counts.
///
/// A line longer than `longestLine` bytes is not kept: the reader reports it (`tooLong`) and skips
/// its bytes up to the next newline. So one huge line (80 MB with no newline, piped in) costs one
/// pass and a buffer of a few kilobytes, and the lines after it are read as usual. Each byte is
/// scanned once: the search for a newline resumes where the last one stopped.
struct ByteLineReader {
  /// The longest line kept, in bytes: commands, answers and positions are far shorter (a library
  /// line naming every deleted candidate is under 3,000 bytes). The shell reads lines under the
  /// same limit.
  static let longestLine = 4096

  private let fileDescriptor: Int32
  private let blockSize: Int
  private let maximumLength: Int
  private var buffer: [UInt8]
  private var start = 0
  /// Where the search for the next newline resumes: bytes before it (from `start`) have none.
  private var scanned = 0
  private var end = 0
  private var atEnd = false
  /// Inside a line already reported as too long: its bytes are dropped up to the next newline.
  private var skipping = false

  /// The bytes the reader holds now: never more than a longest line, a `\r\n` and a block.
  var capacity: Int { buffer.count }

  init(fileDescriptor: Int32 = 0, blockSize: Int = 1 << 16, longestLine: Int = longestLine) {
    self.fileDescriptor = fileDescriptor
    self.blockSize = blockSize
    maximumLength = longestLine
    buffer = [UInt8](repeating: 0, count: blockSize)
  }

  /// Calls `body` with each line (without its line break), in order, until the input ends or a read
  /// fails; a line over the limit calls `tooLong` instead, once, in its place. The bytes are valid
  /// only during the call.
  mutating func forEachLine(
    tooLong: () -> Void = {}, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    while true {
      if let newline = buffer[scanned..<end].firstIndex(of: UInt8(ascii: "\n")) {
        if skipping {
          skipping = false
        } else {
          try emit(upTo: newline, tooLong: tooLong, body)
        }
        start = newline + 1
        scanned = start
        continue
      }
      scanned = end
      if !skipping && end - start > maximumLength + 1 {
        // Longer than any kept line even without a `\r`: report it now and drop what is read.
        skipping = true
        tooLong()
      }
      if skipping {
        start = 0
        scanned = 0
        end = 0
      }
      if atEnd {
        if start < end { try emit(upTo: end, tooLong: tooLong, body) }
        return
      }
      refill()
    }
  }

  /// Hands out the line from `start` to `lineEnd` (a `\r` before it dropped).
  private func emit(
    upTo lineEnd: Int, tooLong: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    var lineEnd = lineEnd
    if lineEnd > start && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    guard lineEnd - start <= maximumLength else { return tooLong() }
    try buffer.withUnsafeBufferPointer { bytes in
      try body(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
    }
  }

  /// Moves the unread bytes to the front (growing the buffer while a line may still be kept) and
  /// reads.
  private mutating func refill() {
    if start > 0 {
      buffer.withUnsafeMutableBufferPointer { bytes in
        _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, end - start)
      }
      end -= start
      scanned -= start
      start = 0
    }
    // Never more than a longest line and a block: a longer line is skipped, not stored.
    let largest = maximumLength + 2 + blockSize
    if end == buffer.count, buffer.count < largest {
      buffer.append(contentsOf: repeatElement(0, count: min(buffer.count, largest - buffer.count)))
    }
    while true {
      let count = buffer.withUnsafeMutableBufferPointer { bytes in
        read(fileDescriptor, bytes.baseAddress! + end, bytes.count - end)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        atEnd = true
      } else {
        end += count
      }
      return
    }
  }
}
