import Academy
import SudokuCore

/// `study review`: the review of the game just finished (`GameReview`), a part at a time on a
/// terminal too short for it, whole in a script. A game still being played is not reviewed: the
/// review would give away what is left to find.
extension Shell {
  func reviewGame() {
    let game: StudyGame
    if let study {
      game = study.game
    } else if let saved = studyStore.peek() {
      game = saved
    } else {
      return say(GameReviewText.noFinishedGame)
    }
    guard game.isOver else {
      return say(study == nil ? GameReviewText.noFinishedGame : GameReviewText.finishFirst)
    }
    guard let log = game.log else { return say(GameReviewText.noLog) }
    let text = GameReviewText(
      GameReview(givens: game.givens, solution: game.solution, log: log), moves: game.moves)
    pagedInParts {
      for piece in GameReviewView.pieces(text, style: style) {
        screen.emit(piece.block)
        if piece.keepsWithNext { keepWithNext() }
        if let heading = piece.heading { pagedOutput.repeatHeading(heading) }
      }
    }
  }
}
