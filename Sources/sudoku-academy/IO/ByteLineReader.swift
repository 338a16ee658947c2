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
struct ByteLineReader {
  private let fileDescriptor: Int32
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var atEnd = false

  init(fileDescriptor: Int32 = 0, blockSize: Int = 1 << 16) {
    self.fileDescriptor = fileDescriptor
    buffer = [UInt8](repeating: 0, count: blockSize)
  }

  /// Calls `body` with each line (without its line break), in order, until the input ends or a read
  /// fails. The bytes are valid only during the call.
  mutating func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    while true {
      if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
        var lineEnd = newline
        if lineEnd > start && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        try buffer.withUnsafeBufferPointer { bytes in
          try body(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
        }
        start = newline + 1
        continue
      }
      if atEnd {
        if start < end {
          var lineEnd = end
          if buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
          try buffer.withUnsafeBufferPointer { bytes in
            try body(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
          }
        }
        return
      }
      refill()
    }
  }

  /// Moves the unread bytes to the front (growing the buffer for a line longer than it) and reads.
  private mutating func refill() {
    if start > 0 {
      buffer.withUnsafeMutableBufferPointer { bytes in
        _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, end - start)
      }
      end -= start
      start = 0
    }
    if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
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
