import Foundation
import Testing

/// The tests' one fixture loader: files kept in the repository (fixtures, snapshots, lessons,
/// docs), found from this file, so a test reads nothing outside the repository.
public enum Fixture {
  /// The repository's root folder.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `path` (relative to the repository's root) as a file URL.
  public static func url(_ path: String) -> URL {
    repository.appendingPathComponent(path)
  }

  /// The text of `path`, or nil when it cannot be read.
  public static func text(_ path: String) -> String? {
    try? String(contentsOf: url(path), encoding: .utf8)
  }

  /// The lines of `path` that hold a case, each with its line number in the file: trimmed, with
  /// blank lines and `#` comments skipped. Empty when the file cannot be read, which a test of
  /// the fixture's presence reports.
  public static func cases(_ path: String) -> [(line: Int, text: String)] {
    guard let text = text(path) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { offset, line in
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.isEmpty || text.hasPrefix("#") ? nil : (offset + 1, text)
      }
  }

  /// Checks `text` against the snapshot file at `path`, or writes it there when
  /// `RECORD_SNAPSHOTS=1`.
  public static func snapshot(
    _ text: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try text.write(to: url(path), atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url(path), encoding: .utf8)
    #expect(!expected.isEmpty, "\(path) is empty", sourceLocation: sourceLocation)
    #expect(
      text == expected,
      "the output differs from \(path); if the change is meant, run make record-snapshots",
      sourceLocation: sourceLocation)
  }
}
