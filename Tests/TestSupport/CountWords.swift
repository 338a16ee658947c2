/// The number of techniques in the curriculum as the prose spells it, in each language: the one
/// place the tests name it, so a new lesson changes one line here, not every sentence that says
/// "the fourteen". (`CurriculumTests` checks them against `Technique.allCases` and the grammar.)
public enum CountWords {
  public static let english = "eighteen"
  public static let portuguese = "dezoito"
  public static let count = 18
}
