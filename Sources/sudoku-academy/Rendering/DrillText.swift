import Academy
import SudokuCore

/// The short texts around a drill: its header line and what the learner is asked to find.
enum DrillText {
  /// `Drill 3 · seed 48213 · pointing: remove a candidate (answer like r1c7<>5)`, kept to 80
  /// columns as the shell's is (`drill` prints it; a nine-digit seed in Portuguese would reach 91).
  static func header(_ drill: Drill, number: Int = 1, style: RenderStyle = .plain) -> String {
    header(drill, number: number, review: false, within: 80, style: style)
  }

  /// `Review 3 · seed 8812 · find a step (answer like r1c7<>5 or r3c5=7)`: no technique named;
  /// kept to 80 columns.
  static func reviewHeader(_ drill: Drill, number: Int, style: RenderStyle = .plain) -> String {
    header(drill, number: number, review: true, within: 80, style: style)
  }

  /// The header the shell prints, kept to one line of `width` columns: the answer example is
  /// shortened, then left out, when the whole header would wrap (a two-digit drill number and a
  /// nine-digit seed reach 80 columns). A header that does not fit even so (a twenty-digit seed,
  /// `--seed 18446744073709551615`, in Portuguese) is two lines, cut after the seed:
  /// `Exercício 99 · semente 18446744073709551615` over `trio escondido: elimine um candidato
  /// (responda como r1c7<>5)`.
  static func header(
    _ drill: Drill, number: Int, review: Bool, within width: Int, style: RenderStyle = .plain
  ) -> String {
    let dot = style.dot
    let opening =
      "\(review ? reviewWord : drillWord) \(number) \(dot) \(seedWord) \(drill.seed)"
    let task = review ? findAStep : "\(drill.technique.nameInSentence): " + action(drill.technique)
    let example =
      review
      ? Language.current.drillShellWords.reviewExample
      : drill.technique.placesDigits ? "r3c5=7" : "r1c7<>5"
    let tasks = [
      "\(task) (\(Language.current.drillShellWords.answerLike) \(example))",
      "\(task) (\(Language.current.drillShellWords.like) \(example))", task,
    ]
    let forms = tasks.map { "\(opening) \(dot) \($0)" } + tasks.map { "\(opening)\n\($0)" }
    return forms.first { $0.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width } }
      ?? forms.last!
  }

  /// The review header completed once the drill is closed: what it was cut for and how to
  /// rebuild it.
  static func reviewClosing(_ drill: Drill, number: Int) -> String {
    let command = "sudoku-academy review --seed \(drill.seed) --count 1".keptTogether
    return Language.current.drillShellWords.reviewClosing(
      number: number, technique: drill.technique.phrase, command: command)
  }

  /// What a lesson's drill asks: `place a digit`, `remove a candidate`.
  static func action(_ technique: Technique) -> String {
    technique.placesDigits
      ? Language.current.drillShellWords.placeADigit
      : Language.current.drillShellWords.removeACandidate
  }

  private static var drillWord: String { Language.current.drillShellWords.drillWord }
  private static var reviewWord: String { Language.current.drillShellWords.reviewWord }
  private static var seedWord: String { Language.current.drillShellWords.seedWord }
  private static var findAStep: String { Language.current.drillShellWords.findAStep }
}
