/// Starts the interactive shell (or the scripted one when stdin or stdout is not a terminal).
enum ShellLauncher {
  static func run(_ arguments: [String]) throws -> Int32 {
    printError("the shell is not built yet")
    return 1
  }
}
