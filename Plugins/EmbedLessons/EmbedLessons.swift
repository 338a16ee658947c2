import Foundation
import PackagePlugin

/// Embeds the package's `Lessons/` folder, with its Portuguese `Lessons/pt/`, in the target it is
/// applied to (Academy).
///
/// One build command runs `LessonEmbedder`, which validates the lessons and writes
/// `EmbeddedLessons.swift` (`let embeddedLessonFiles`). Every file of both folders and the
/// folders themselves are inputs, so editing a lesson in either language re-runs it; adding or
/// removing a file is noticed because `Sources/Academy/LessonsLink` (a symlink to `Lessons/`, excluded from the target)
/// makes SwiftPM re-plan the build when the folder's listing changes.
@main struct EmbedLessons: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let lessons = context.package.directoryURL.appending(path: "Lessons")
    let portuguese = lessons.appending(path: "pt")
    func listing(_ folder: URL, skipping subfolder: String? = nil) throws -> [URL] {
      try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        .filter { !$0.lastPathComponent.hasPrefix(".") && $0.lastPathComponent != subfolder }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
    // A missing pt/ is the embedder's to report (lesson by lesson), not a plugin crash.
    let hasPortuguese = FileManager.default.fileExists(atPath: portuguese.path())
    let files =
      try listing(lessons, skipping: "pt") + (hasPortuguese ? try listing(portuguese) : [])
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessons.swift")
    return [
      .buildCommand(
        displayName: "Embedding lessons",
        executable: try context.tool(named: "LessonEmbedder").url,
        arguments: [output.path(percentEncoded: false), lessons.path(percentEncoded: false)],
        inputFiles: [lessons] + (hasPortuguese ? [portuguese] : []) + files,
        outputFiles: [output]
      )
    ]
  }
}
