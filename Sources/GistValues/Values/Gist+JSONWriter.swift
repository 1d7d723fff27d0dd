import FoundationEssentials

extension Gist {
  /// The gist's JSON as `GistJSON.encoder()` writes it (what the cache keeps), written
  /// without `JSONEncoder`.
  public var json: Data {
    var writer = JSONWriter()
    write(to: &writer)
    return Data(writer.bytes)
  }

  func write(to writer: inout JSONWriter) {
    writer.object { members in
      members.add("id") { $0.string(id) }
      members.add("url", ifPresent: url)
      members.add("html_url", ifPresent: htmlURL)
      members.add("git_pull_url", ifPresent: gitPullURL)
      members.add("description") { writer in
        if let description { writer.string(description) } else { writer.null() }
      }
      members.add("public") { $0.bool(isPublic) }
      members.add("created_at", ifPresent: createdAt)
      members.add("updated_at", ifPresent: updatedAt)
      members.add("comments") { $0.number(comments) }
      if let owner { members.add("owner") { owner.write(to: &$0) } }
      members.add("truncated") { $0.bool(truncated) }
      var byName: [String: GistFile] = [:]
      for file in files { byName[file.filename] = file }
      members.add("files") { writer in
        writer.object { entries in
          for (name, file) in byName { entries.add(name) { file.write(to: &$0) } }
        }
      }
      if let forks {
        members.add("forks") { $0.array(forks) { writer, fork in fork.write(to: &writer) } }
      }
      if let history {
        members.add("history") { $0.array(history) { writer, commit in commit.write(to: &writer) } }
      }
      if let forkOf { members.add("fork_of") { forkOf.write(to: &$0) } }
    }
  }
}

extension GistFile {
  func write(to writer: inout JSONWriter) {
    writer.object { members in
      members.add("filename") { $0.string(filename) }
      members.add("type", ifPresent: type)
      members.add("language", ifPresent: language)
      members.add("raw_url", ifPresent: rawURL)
      members.add("size") { $0.number(size) }
      members.add("truncated") { $0.bool(truncated) }
      members.add("content", ifPresent: content)
      members.add("encoding", ifPresent: encoding)
    }
  }
}

extension GistUser {
  func write(to writer: inout JSONWriter) {
    writer.object { members in
      members.add("login") { $0.string(login) }
      members.add("id") { $0.number(id) }
      members.add("html_url", ifPresent: htmlURL)
      members.add("avatar_url", ifPresent: avatarURL)
      members.add("name", ifPresent: name)
    }
  }
}

extension GistForkInfo {
  func write(to writer: inout JSONWriter) {
    writer.object { members in
      members.add("id") { $0.string(id) }
      if let user { members.add("user") { user.write(to: &$0) } }
      members.add("created_at", ifPresent: createdAt)
    }
  }
}

extension GistForkSource {
  func write(to writer: inout JSONWriter) {
    writer.object { members in
      members.add("id") { $0.string(id) }
      if let owner { members.add("owner") { owner.write(to: &$0) } }
    }
  }
}

extension GistCommit {
  func write(to writer: inout JSONWriter) {
    writer.object { members in
      members.add("version") { $0.string(version) }
      if let user { members.add("user") { user.write(to: &$0) } }
      members.add("committed_at", ifPresent: committedAt)
      members.add("url", ifPresent: url)
      members.add("change_status") { writer in
        writer.object { status in
          status.add("total") { $0.number(additions + deletions) }
          status.add("additions") { $0.number(additions) }
          status.add("deletions") { $0.number(deletions) }
        }
      }
    }
  }
}
