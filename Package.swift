// swift-tools-version: 6.0
import PackageDescription

// Two test targets are compiled without optimization in every configuration: in the release build
// the tests run on (make test), optimizing them cost minutes of compile time and saves nothing, as
// the work they check runs in the optimized modules. AcademyTests stays optimized, as do
// TestSupport's reference finders: their truth checks recompute patterns by brute force over
// thousands of drills (MissTruthTests took 132 s unoptimized, most of the quick suite's time).
let testTargetSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

let package = Package(
  name: "sudoku-academy",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "sudoku-academy", targets: ["sudoku-academy"]),
    .library(name: "SudokuCore", targets: ["SudokuCore"]),
    .library(name: "Academy", targets: ["Academy"]),
  ],
  targets: [
    .target(name: "SudokuCore"),
    // The lesson parser, shared by Academy (reading lessons) and LessonEmbedder (checking and
    // embedding them at build time).
    .target(name: "LessonFormat", dependencies: ["SudokuCore"]),
    // The signal handlers: removing our temp files on SIGHUP/SIGTERM, Ctrl-C as a flag.
    .target(name: "CSignalCleanup"),
    .target(
      name: "Academy",
      dependencies: ["SudokuCore", "LessonFormat", "CSignalCleanup"],
      exclude: ["LessonsLink"],
      plugins: ["EmbedLessons"]
    ),
    .executableTarget(name: "LessonEmbedder", dependencies: ["LessonFormat", "SudokuCore"]),
    .plugin(
      name: "EmbedLessons",
      capability: .buildTool(),
      dependencies: ["LessonEmbedder"]
    ),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(name: "CEditLine", dependencies: ["CLibEdit"]),
    .executableTarget(
      name: "sudoku-academy",
      dependencies: ["Academy", "SudokuCore", "CEditLine", "CSignalCleanup"]
    ),
    // What the test targets share: the reference techniques and audits (also run at scale by
    // academy-check), scratch directories, the soak switch.
    .target(
      name: "TestSupport", dependencies: ["Academy", "SudokuCore"],
      path: "Tests/TestSupport"),
    .executableTarget(
      name: "academy-check", dependencies: ["TestSupport", "Academy", "SudokuCore"],
      path: "Scripts/academy-check"),
    .testTarget(
      name: "SudokuCoreTests", dependencies: ["SudokuCore", "TestSupport"],
      exclude: ["Fixtures"], swiftSettings: testTargetSettings),
    .testTarget(
      name: "AcademyTests", dependencies: ["Academy", "LessonFormat", "SudokuCore", "TestSupport"]),
    .testTarget(
      name: "SudokuAcademyTests", dependencies: ["sudoku-academy", "CEditLine", "TestSupport"],
      exclude: ["Snapshots"], swiftSettings: testTargetSettings),
  ],
  swiftLanguageModes: [.v6]
)
