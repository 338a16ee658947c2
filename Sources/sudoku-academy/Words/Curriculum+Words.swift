import Academy

/// The curriculum's size as a word of the reader's language, `twelve`, `doze`
/// (`Grammar.techniqueCount`): a count of the techniques in the shell's prose follows the registry,
/// so a lesson added is counted without touching a sentence.
var techniqueCount: String { Language.current.grammar.techniqueCount }
