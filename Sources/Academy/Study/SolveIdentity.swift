/// The identity of one solve: 16 lowercase hexadecimal digits, random, given to a study or challenge
/// game when it is solved (`StudyGame.markSolve`).
///
/// A solve is written twice — the solved board to `study.json`, then its record to `progress.json` —
/// and a kill can fall between the two. The save carries the identity (`solve`), and the progress
/// file the identity of the last solve it recorded (`lastSolve`): at the next start a solved save
/// whose identity the progress file does not hold is recorded then, and a record whose identity it
/// holds already is not counted again (`ProgressDelta.studySolved`, `.challengeSolved`).
public enum SolveIdentity {
  /// A fresh identity.
  public static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() as UInt64
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether `text` has the shape `make()` gives.
  public static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
