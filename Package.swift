// swift-tools-version: 6.0
import PackageDescription

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
    .target(
      name: "Academy",
      dependencies: ["SudokuCore", "LessonFormat"],
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
      dependencies: ["Academy", "SudokuCore", "CEditLine"]
    ),
    .target(
      name: "ReferenceTechniques", dependencies: ["Academy", "SudokuCore"],
      path: "Tests/ReferenceTechniques"),
    .executableTarget(
      name: "academy-check", dependencies: ["ReferenceTechniques", "Academy", "SudokuCore"],
      path: "Scripts/academy-check"),
    .testTarget(
      name: "SudokuCoreTests", dependencies: ["SudokuCore", "ReferenceTechniques"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AcademyTests", dependencies: ["Academy", "SudokuCore", "ReferenceTechniques"]),
    .testTarget(
      name: "SudokuAcademyTests", dependencies: ["sudoku-academy", "CEditLine"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
