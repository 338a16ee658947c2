import Academy
import Foundation
import SudokuCore

/// A command-line usage problem: printed with the usage line, exit status 2.
struct UsageError: Error {
  let message: String
  let usage: String
}

/// Global options, accepted before or after the subcommand.
struct GlobalOptions {
  var progressPath: String?
  var seed: UInt64?
  var color: ColorMode = .auto
  var ascii = false
  var lessonsDirectory: String?
  var json = false
  var yes = false
}

enum ColorMode: String {
  case auto, always, never
}

/// Splits arguments into options and positional words, with helpful errors.
struct ArgumentList {
  var positional: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// - Parameters:
  ///   - valued: options that take a value (`--count 3` or `--count=3`).
  ///   - flags: options without a value.
  init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>, usage: String)
    throws
  {
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("--") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valued.contains(name) {
        if value == nil {
          guard index < arguments.count else {
            throw UsageError(message: "--\(name) needs a value", usage: usage)
          }
          value = arguments[index]
          index += 1
        }
        options[name] = value
      } else if allowedFlags.contains(name) {
        guard value == nil else {
          throw UsageError(message: "--\(name) takes no value", usage: usage)
        }
        flags.insert(name)
      } else {
        let known = (valued.union(allowedFlags)).map { "--" + $0 }
        let suggestion = nearest(to: "--" + name, in: known).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "unknown option '--\(name)'.\(suggestion)", usage: usage)
      }
    }
  }

  func integer(_ name: String, usage: String, range: ClosedRange<Int>) throws -> Int? {
    guard let text = options[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message:
          "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
        usage: usage)
    }
    return value
  }

  func seed(usage: String) throws -> UInt64? {
    guard let text = options["seed"] else { return nil }
    guard let value = UInt64(text) else {
      throw UsageError(
        message: "--seed takes a whole number 0 or more, not '\(text)'", usage: usage)
    }
    return value
  }
}

/// The candidate closest to `word` by edit distance, when close enough to be a likely typo.
func nearest(to word: String, in candidates: [String]) -> String? {
  func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
  let word = Array(word.lowercased())
  let scored = candidates.map { ($0, distance(word, Array($0.lowercased()))) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  let prefixMatch = candidates.first { $0.lowercased().hasPrefix(String(word)) && !word.isEmpty }
  if let prefixMatch { return prefixMatch }
  return best.1 <= (word.count >= 4 ? 2 : 1) ? best.0 : nil
}
