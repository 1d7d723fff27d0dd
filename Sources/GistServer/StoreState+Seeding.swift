import FoundationEssentials
import GistValues

extension StoreState {
  mutating func addUser(_ seed: SeedUser) -> GistUser {
    let user = GistUser(
      login: seed.login, id: users[seed.login]?.id ?? users.count + 1,
      htmlURL: "https://github.com/\(seed.login)",
      avatarURL: "https://avatars.githubusercontent.com/u/\(users.count + 1)", name: seed.name)
    users[seed.login] = user
    if let token = seed.token {
      tokens[token] = (seed.login, seed.scopes ?? ["gist", "read:user"])
    }
    return user
  }

  mutating func load(_ seed: SeedFile) {
    for user in seed.users { _ = addUser(user) }
    let reference = now()
    for entry in seed.gists {
      if users[entry.owner] == nil { _ = addUser(SeedUser(login: entry.owner)) }
      let updated = reference.addingTimeInterval(-(entry.hoursAgo ?? 1) * 3600)
      let versions = (entry.history ?? []) + [entry.files]
      let created = updated.addingTimeInterval(-Double(versions.count) * 3600)
      let id = entry.id ?? makeID("seed/\(entry.owner)/\(entry.description ?? "")")
      var gist = StoredGist(
        id: id, owner: entry.owner, description: entry.description, isPublic: entry.isPublic,
        createdAt: created, updatedAt: created, files: [:])
      var previous: [String: String] = [:]
      for (index, files) in versions.enumerated() {
        gist.files = files
        if index == versions.count - 1 { gist.binaries = entry.binaryFiles ?? [:] }
        gist.updatedAt =
          index == versions.count - 1 ? updated : created.addingTimeInterval(Double(index) * 3600)
        addRevision(to: &gist, by: entry.owner, previous: previous)
        previous = files
      }
      for comment in entry.comments ?? [] {
        if users[comment.user] == nil { _ = addUser(SeedUser(login: comment.user)) }
        gist.comments.append(
          GistComment(
            id: nextCommentID, body: comment.body, user: users[comment.user],
            createdAt: updated, updatedAt: updated))
        nextCommentID += 1
      }
      for login in entry.starredBy ?? [] { stars[login, default: []].insert(id) }
      gists[id] = gist
    }
  }

  mutating func generate(count: Int, owner: String) {
    if users[owner] == nil { _ = addUser(SeedUser(login: owner)) }
    let samples: [(String, String, String)] = [
      (
        "swift", "Swift",
        "import Foundation\n\nstruct Point { var x = 0.0, y = 0.0 }\nprint(Point())\n"
      ),
      (
        "py", "Python",
        "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n\nprint(fib(10))\n"
      ),
      ("js", "JavaScript", "const add = (a, b) => a + b;\nconsole.log(add(2, 3));\n"),
      ("go", "Go", "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"hi\") }\n"),
      ("rs", "Rust", "fn main() {\n    println!(\"{}\", 40 + 2);\n}\n"),
      ("sh", "Shell", "#!/bin/sh\nset -eu\necho \"backup $(date)\"\n"),
      ("md", "Markdown", "# Notes\n\n- one\n- two\n"),
      ("json", "JSON", "{\"name\": \"demo\", \"version\": 1}\n"),
    ]
    let topics = [
      "retry with backoff", "parse CSV", "tiny HTTP server", "dotfiles", "sorting demo",
      "deploy script", "meeting notes", "config sample", "rate limiter", "date helpers",
    ]
    let reference = now()
    for index in 0..<count {
      let sample = samples[index % samples.count]
      let topic = topics[(index / samples.count) % topics.count]
      let id = makeID("generated/\(owner)/\(index)")
      let updated = reference.addingTimeInterval(-Double(index) * 60)
      var gist = StoredGist(
        id: id, owner: owner, description: "\(sample.1) \(topic) #\(index + 1)",
        isPublic: index % 5 != 4, createdAt: updated.addingTimeInterval(-86_400),
        updatedAt: updated, files: ["snippet\(index + 1).\(sample.0)": sample.2])
      addRevision(to: &gist, by: owner, previous: [:])
      gists[id] = gist
    }
  }

  /// Takes the files of a push to gist `id` (commit `commit`, by `login`) as its newest
  /// revision: UTF-8 text without NUL is a text file, anything else a binary one.
  mutating func takePush(id: String, by login: String, commit: String, files: [String: Data]) {
    guard var gist = gists[id], gist.revisions.first?.version != commit else { return }
    let before = gist.files
    gist.files = [:]
    gist.binaries = [:]
    for (name, bytes) in files {
      if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) {
        gist.files[name] = text
      } else {
        gist.binaries[name] = bytes
      }
    }
    gist.updatedAt = now()
    addRevision(to: &gist, by: login, previous: before, version: commit)
    gists[id] = gist
  }

  /// Puts `count` new gists of `owner` at the top of the lists (updated after every other).
  mutating func insertNewest(count: Int, owner: String) {
    let newest = gists.values.compactMap(\.updatedAt).max() ?? now()
    for index in 0..<count {
      let id = makeID("inserted/\(owner)/\(gists.count)/\(index)")
      let updated = newest.addingTimeInterval(Double(index + 1))
      var gist = StoredGist(
        id: id, owner: owner, description: "Inserted meanwhile #\(index + 1)", isPublic: true,
        createdAt: updated, updatedAt: updated, files: ["new\(index + 1).txt": "new\n"])
      addRevision(to: &gist, by: owner, previous: [:])
      gists[id] = gist
    }
  }
}
