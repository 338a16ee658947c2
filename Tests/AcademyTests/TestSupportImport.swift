/// The shared test helpers (`ScratchDirectory`, `Soak`, the reference techniques) are visible to
/// every file of this target, as they were when each target kept its own copy.
@_exported import TestSupport
