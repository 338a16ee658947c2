#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output for the batch subcommands, collected in a 64 KiB buffer and written with one
/// `write(2)` per block instead of one locked `print` per line.
///
/// Everything a subcommand prints goes through `OutputBuffer.standard` (so lines keep their order),
/// and it is flushed before a message goes to standard error and when the subcommand returns.
final class OutputBuffer {
  /// The process's standard output. Only the main thread writes to it.
  nonisolated(unsafe) static let standard = OutputBuffer(fileDescriptor: 1)

  private let fileDescriptor: Int32
  private var bytes: [UInt8] = []
  private let capacity: Int

  init(fileDescriptor: Int32, capacity: Int = 1 << 16) {
    self.fileDescriptor = fileDescriptor
    self.capacity = capacity
    bytes.reserveCapacity(capacity + 1024)
  }

  deinit { flush() }

  /// Appends `line` and a newline.
  func line(_ line: String) {
    var line = line
    line.withUTF8 { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\n"))
    flushIfFull()
  }

  /// Appends raw bytes (a line the caller built, newline included).
  func write(_ raw: some Collection<UInt8>) {
    bytes.append(contentsOf: raw)
    flushIfFull()
  }

  /// Lets `body` append to the buffer directly (no intermediate String or array).
  func append(_ body: (inout [UInt8]) -> Void) {
    body(&bytes)
    flushIfFull()
  }

  private func flushIfFull() {
    if bytes.count >= capacity { flush() }
  }

  /// Writes out everything buffered. A closed or failing output (a pipe whose reader left) drops the
  /// rest quietly, as `print` does.
  func flush() {
    guard !bytes.isEmpty else { return }
    if fileDescriptor == 1 { ProgressLine.current?.clear() }
    var offset = 0
    bytes.withUnsafeBufferPointer { buffer in
      while offset < buffer.count {
        let written = writeBytes(
          fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}

/// `write(2)`, named apart from `OutputBuffer.write(_:)`.
private func writeBytes(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fileDescriptor, bytes, count)
}
