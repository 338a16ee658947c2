/// What the study game's `hint` is about: the answer of `HintPlanner.plan`.
///
/// Three cases, in order: a mistake to fix first (named by cell, never with the right digit); else the
/// next single, with the shortest chain of elimination steps that makes it appear (no chain when a
/// single is already on the board); else the curriculum's techniques stall ("beyond the eighteen"). Rung 1 of the
/// hint ladder is `lookAt` (techniques and houses, no answer); rung 2 is `steps` (each step in HoDoKu's
/// words with its exact eliminations or placement and its pattern cells).
public enum HintPlan: Hashable, Sendable {
  /// Every cell is filled.
  case solved
  /// Something on the board is wrong: placed digits that differ from the solution, and cells from which
  /// the learner removed the solution's digit. Cells only, ascending; the digits stay unsaid.
  case fixIt(wrongDigits: [Cell], removedCandidates: [Cell])
  /// The next single, reached by the elimination steps of `chain` (empty when the single is already on
  /// the board), each cut down to what the single or a later step's pattern needs. `passedOver`: the
  /// techniques simpler than the chain's hardest, none of them in the chain, that have an instance on
  /// the board as shown — they are there, but all of them applied (with what they open, simplest
  /// first) lead to no single, which is why the chain goes further (`[]` when there are none).
  case next(chain: [PlannedStep], single: PlannedStep, passedOver: [Technique])
  /// The simplest-first walk from this board stalls before reaching a single: no technique of the
  /// curriculum applies. No chain is offered.
  case beyondTheCurriculum

  /// The steps to reveal, in order: the chain's eliminations, then the single.
  public var steps: [Step] {
    guard case .next(let chain, let single, _) = self else { return [] }
    return chain.map(\.step) + [single.step]
  }

  /// Rung 1: where to look and with what — the planned steps, each with its house; the words are
  /// made in Academy's words layer (`HintWords.lead`). Empty unless the plan is a next step.
  public var lookAt: [PlannedStep] {
    guard case .next(let chain, let single, _) = self else { return [] }
    return chain + [single]
  }

  /// The hardest technique among the steps (for `practise`), by the simplest-first order.
  public var hardestTechnique: Technique? {
    steps.map(\.technique).max { LogicalSolver.rank($0) < LogicalSolver.rank($1) }
  }
}

/// One step of a plan: the instance (with only the eliminations the plan needs) and the houses a
/// learner should look at to find it.
public struct PlannedStep: Hashable, Sendable {
  /// A real instance at its turn; for chain steps, its eliminations are the needed ones only.
  public let step: Step
  /// The houses to look at: `Step.housesToLookAt(on:)`, the rule drills use too (a naked single's
  /// box, the box of pointing, the line of claiming, the pair's first shared house, an X-Wing's or a
  /// swordfish's base lines, a skyscraper's two lines).
  public let houses: [House]

  public init(step: Step, houses: [House]) {
    precondition(!houses.isEmpty, "a planned step names where to look")
    self.step = step
    self.houses = houses
  }

  /// The first house to look at.
  public var house: House { houses[0] }
}
