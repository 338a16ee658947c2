// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the main build and `swift test` never compile them.
let package = Package(
  name: "academy-bench",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "sudoku-academy", path: "..")],
  targets: [
    .executableTarget(
      name: "academy-bench",
      dependencies: [
        .product(name: "SudokuCore", package: "sudoku-academy"),
        .product(name: "Academy", package: "sudoku-academy"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
