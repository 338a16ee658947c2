/// The SI's forms, with a decimal comma.
struct PortugueseDurationWords: DurationWords {
  func seconds(tenths: Int) -> String { "\(tenths / 10),\(tenths % 10) s" }
  func seconds(_ seconds: Int) -> String { "\(seconds) s" }
  func minutes(_ minutes: Int, seconds: Int) -> String { "\(minutes) min \(seconds) s" }
  func hours(_ hours: Int, minutes: Int) -> String { "\(hours) h \(minutes) min" }
}
