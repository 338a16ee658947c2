import Foundation
import PackagePlugin

/// Embeds the package's `Lessons/` folder in the target it is applied to (Academy).
///
/// One build command runs `LessonEmbedder`, which validates the lessons and writes
/// `EmbeddedLessons.swift` (`let embeddedLessonFiles`). Every file of the folder and the folder
/// itself are inputs, so editing a lesson re-runs it; adding or removing a file is noticed
/// because `Sources/Academy/LessonsLink` (a symlink to `Lessons/`, excluded from the target)
/// makes SwiftPM re-plan the build when the folder's listing changes.
@main struct EmbedLessons: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let lessons = context.package.directoryURL.appending(path: "Lessons")
    let files = try FileManager.default.contentsOfDirectory(
      at: lessons, includingPropertiesForKeys: nil
    )
    .filter { !$0.lastPathComponent.hasPrefix(".") }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessons.swift")
    return [
      .buildCommand(
        displayName: "Embedding lessons",
        executable: try context.tool(named: "LessonEmbedder").url,
        arguments: [output.path(percentEncoded: false), lessons.path(percentEncoded: false)],
        inputFiles: [lessons] + files,
        outputFiles: [output]
      )
    ]
  }
}
