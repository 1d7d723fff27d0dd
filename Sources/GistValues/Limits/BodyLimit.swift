/// How much of an answer dehub reads before it stops: a hostile or broken server cannot
/// make it hold more than this in memory.
public enum BodyLimit {
  /// An API answer (a page of gists, a gist with its files truncated at 1 MB each): 16 MiB.
  public static let apiAnswer = 16 << 20
  /// A file's whole content at its `raw_url`: 64 MiB.
  public static let rawFile = 64 << 20
  /// The largest local file dehub reads to send through the API (a sync, `create`, `edit
  /// --add`): 10 MiB. A larger one is refused before it is read.
  public static let sendFile = 10 << 20
  /// The largest Markdown file shown rendered (the browser, `dehub view`); a larger one is
  /// shown as written.
  public static let renderedMarkdown = 512 << 10
  /// The most text a copy sends through the terminal (OSC 52: xterm and tmux take about
  /// 100 KB of base64).
  public static let clipboard = 74_994

  /// `bytes` in whole megabytes, for sentences ("64 MB").
  public static func megabytes(_ bytes: Int) -> String {
    "\(bytes >> 20) MB"
  }
}
