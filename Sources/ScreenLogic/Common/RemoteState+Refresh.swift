import Model

extension RemoteState {
  /// What to tell the user about a reload they asked for (`asked`), now that this state
  /// came: the error of a finished reload that failed over content already shown (a
  /// first load's failure is the screen's own empty state), else nothing. `asked` is
  /// cleared once the load is over.
  func failureToTell(asked: inout Bool) -> String? {
    defer { if !isLoading { asked = false } }
    guard let error, !isLoading, asked, value != nil else { return nil }
    return error.message
  }
}
