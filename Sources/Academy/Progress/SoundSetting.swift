/// When the shell rings the terminal bell (`sound off|on|all`), kept in the progress file.
///
/// `on`, the default, rings on the two moments a glance could miss: a digit refused for repeating
/// one in its house (a mistake counted) and Solved. `all` rings on those and also on each accepted
/// placement and each reveal, as the model app sounds on digit entry and hints. `off` never rings.
/// In the file `off` and `on` are `false` and `true`, as they were before `all` existed; `all` is
/// the string `"all"`.
public enum SoundSetting: String, CaseIterable, Hashable, Sendable {
  case off, on, all

  /// The words `sound` takes, in the order Tab and `help` offer them: `on`, `off`, `all`.
  public static let offered = [on, off, all].map(\.rawValue)

  /// Whether a refused conflicting digit and Solved ring.
  public var ringsOnMistakesAndSolved: Bool { self != .off }

  /// Whether each accepted placement and each reveal ring too.
  public var ringsOnEveryMove: Bool { self == .all }
}
