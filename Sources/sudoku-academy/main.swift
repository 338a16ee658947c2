#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
