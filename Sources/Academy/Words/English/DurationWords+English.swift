struct EnglishDurationWords: DurationWords {
  func seconds(tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)s" }
  func seconds(_ seconds: Int) -> String { "\(seconds)s" }
  func minutes(_ minutes: Int, seconds: Int) -> String { "\(minutes)m \(twoDigits(seconds))s" }
  func hours(_ hours: Int, minutes: Int) -> String { "\(hours)h \(twoDigits(minutes))m" }
}
