import Dispatch
import Foundation

/// `transform(0..<count)` computed on all cores and handed to `emit` in index order, a chunk at a time
/// (so a long batch streams its output and holds only one chunk). Each item depends only on its index,
/// so the output is the same whatever the number of threads.
func parallelForEach<T: Sendable>(
  count: Int, chunk: Int = 64, _ transform: @Sendable @escaping (Int) -> T, emit: (Int, T) -> Void
) {
  let progress = count > 1 ? ProgressLine.start(total: count) : nil
  defer { progress?.finish() }
  for start in stride(from: 0, to: count, by: chunk) {
    let size = min(chunk, count - start)
    let results = ResultSlots<T>(count: size)
    DispatchQueue.concurrentPerform(iterations: size) { offset in
      results.set(offset, transform(start + offset))
      progress?.advance()
    }
    for (offset, value) in results.values.enumerated() {
      emit(start + offset, value)
    }
    OutputBuffer.standard.flush()
  }
}

/// One slot per item of a chunk, filled from many threads (each writes only its own index) and read
/// in order once all are done.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private var slots: [T?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: T) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }
  var values: [T] { slots.map { $0! } }
}
