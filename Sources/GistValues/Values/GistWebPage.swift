/// A gist's web page as a gist keeps it: nothing when it is the address its id (and owner)
/// give, GitHub's `https://gist.github.com/ID` or `https://gist.github.com/LOGIN/ID`, so
/// that 10,000 listed gists hold no copy of it (1.1 MB of a browser's heap, measured);
/// any other address as it came.
enum GistWebPage: Hashable, Sendable {
  /// No web page.
  case none
  /// `https://gist.github.com/ID`.
  case ofID
  /// `https://gist.github.com/LOGIN/ID`.
  case ofOwnerAndID
  /// Another address.
  case other(String)

  private static let site = "https://gist.github.com/"

  /// How `address` is kept for the gist `id` of `login`.
  init(_ address: String?, id: String, login: String?) {
    guard let address else {
      self = .none
      return
    }
    let path = address.utf8.dropFirst(Self.site.utf8.count)
    if address.utf8.starts(with: Self.site.utf8) {
      if path.elementsEqual(id.utf8) {
        self = .ofID
        return
      }
      let name = login?.utf8 ?? "".utf8
      if login != nil, path.starts(with: name),
        path.dropFirst(name.count).first == UInt8(ascii: "/"),
        path.dropFirst(name.count + 1).elementsEqual(id.utf8)
      {
        self = .ofOwnerAndID
        return
      }
    }
    self = .other(address)
  }

  /// The address, for the gist `id` of `login`.
  func address(id: String, login: String?) -> String? {
    switch self {
    case .none: nil
    case .ofID: Self.site + id
    case .ofOwnerAndID: login.map { Self.site + $0 + "/" + id }
    case .other(let address): address
    }
  }
}
