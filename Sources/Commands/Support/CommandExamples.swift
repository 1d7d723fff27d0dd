/// Two or three examples of each command: shown at the end of its `--help` and under
/// EXAMPLES in the man page, from this one list.
enum CommandExamples {
  /// The examples of `name` (`list`, `auth login`), each a command line and what it does.
  static func of(_ name: String) -> [(command: String, says: String)] {
    all[name] ?? []
  }

  /// The examples of `name` as `--help` writes them, after a blank line.
  static func help(_ name: String) -> String {
    let examples = of(name)
    guard !examples.isEmpty else { return "" }
    return "\n\nExamples:\n"
      + examples.map { "  \($0.command)\n      \($0.says)" }.joined(separator: "\n")
  }

  /// `discussion` followed by the examples of `name`.
  static func discussion(_ discussion: String, _ name: String) -> String {
    discussion.isEmpty ? String(help(name).dropFirst(2)) : discussion + help(name)
  }

  private static let all: [String: [(command: String, says: String)]] = [
    "list": [
      ("dehub list -L 10", "your ten newest gists, a table (tab-separated into a pipe)"),
      (
        "dehub list --starred --filter 'vim|zsh'",
        "starred gists whose description or file names match"
      ),
      ("dehub list --limit 1000 --json | jq -r '.[].id'", "the ids of a thousand gists"),
    ],
    "view": [
      ("dehub view 1a2b3c4", "a gist by its short id, highlighted and paged on a terminal"),
      ("dehub view ID -f run.sh --raw > run.sh", "one file, byte for byte"),
      ("dehub view ID --json", "GitHub's JSON of the gist"),
    ],
    "create": [
      ("dehub create notes.md -d 'Meeting notes'", "a secret gist of one file"),
      ("echo hi | dehub create - --filename hi.txt --public", "a public gist from stdin"),
      ("dehub new a.py b.py", "gh's spelling: a gist of two files"),
    ],
    "edit": [
      ("dehub edit ID", "the gist's files in your editor, sent when you save and quit"),
      ("dehub edit ID -f notes.md < notes.md", "one file replaced from stdin"),
      (
        "dehub edit ID --add extra.txt -d 'New description'",
        "a file added and the description changed"
      ),
    ],
    "delete": [
      ("dehub delete ID", "asks first on a terminal"),
      (
        "dehub list --json | jq -r '.[].id' | dehub delete --yes -",
        "every listed gist, one a second"
      ),
    ],
    "star": [
      ("dehub star ID", "stars the gist"),
      ("dehub star https://gist.github.com/USER/ID", "by its URL"),
    ],
    "unstar": [("dehub unstar ID", "unstars the gist")],
    "outbox": [
      ("dehub outbox", "the writes waiting for GitHub, oldest first, and where each stands"),
      ("dehub outbox send", "sends them, each once (exit 3 when a conflict is left)"),
      ("dehub outbox drop k3j9x0", "lets one waiting write go, unsent"),
    ],
    "outbox list": [
      ("dehub outbox list", "a line each: id, kind, what it does, its state, when queued"),
      ("dehub outbox list --json", "the same as JSON, for scripts"),
    ],
    "outbox send": [
      ("dehub outbox send", "sends this host's waiting writes, oldest first, a second apart"),
      ("dehub outbox send --timeout 10", "the same, giving up on a silent server sooner"),
    ],
    "outbox drop": [
      ("dehub outbox drop k3j9x0", "the write of that id goes, unsent"),
      ("dehub outbox drop k3j9x0 --api-url https://ghe.example.com/api/v3", "one for that host"),
    ],
    "clone": [
      ("dehub clone ID", "a git clone of the gist, into a folder named by its id"),
      ("dehub clone ID notes -- --depth 1", "into notes, with git's own options"),
    ],
    "rename": [("dehub rename ID old.txt new.txt", "renames a file of the gist")],
    "pick": [
      ("dehub pick | xargs dehub view", "pick a gist on the terminal, then view it"),
      ("dehub pick --print content > notes.md", "a file of a gist, its text written out"),
    ],
    "search": [
      ("dehub search retry", "your gists whose text holds retry, line by line"),
      ("dehub search 'lang:go context' --json", "with the query language, as JSON"),
    ],
    "comments": [
      ("dehub comments ID", "the comments, oldest first"),
      ("dehub comments ID --add 'Thanks!'", "posts one"),
    ],
    "history": [
      ("dehub history ID", "the revisions, newest first"), ("dehub history ID --json", "as JSON"),
    ],
    "export": [
      ("dehub export ~/gists", "every gist mirrored as files; run again, only what changed"),
      ("dehub export ~/gists --git", "as git clones"),
    ],
    "diff": [
      ("dehub diff ID", "what the newest revision changed"),
      ("dehub diff ID 3f2a 9c1b | patch -p1", "from one revision to another, as a patch"),
    ],
    "link": [
      ("dehub link ~/.zshrc ID:zshrc", "a file to a gist's file"),
      ("dehub link ~/notes --new", "a folder to a new gist"),
    ],
    "unlink": [("dehub unlink ~/.zshrc", "forgets the link; nothing is deleted")],
    "status": [("dehub status", "what changed on each side of every link")],
    "sync": [
      ("dehub sync", "every link brought in step, asking before it overwrites"),
      ("dehub sync --watch ~/notes", "one link kept in step until Ctrl-C"),
    ],
    "auth": [("dehub auth status", "who you are signed in as, on each host")],
    "server": [
      ("dehub server --port 8080", "the loopback gist server, to try dehub against"),
      ("dehub server --fault '/gists=status:502*1'", "with a fault to see how dehub answers it"),
    ],
    "gallery": [("dehub gallery", "every widget of the terminal toolkit, in one screen")],
    "browse": [("dehub", "the browser (browse is its name when written out)")],
    "open": [
      ("dehub open https://gist.github.com/USER/ID", "the browser on that gist"),
      ("dehub open dehub://starred", "the browser on your starred gists"),
    ],
    "compose": [
      ("dehub compose", "the compose screen: a new gist"),
      ("dehub compose a.py b.py", "a new gist with these files in it"),
    ],
    "cache": [("dehub cache info", "how large the cache is and what it holds")],
    "cache info": [("dehub cache info", "how large the cache is and what it holds")],
    "cache clear": [("dehub cache clear", "empties the cache (drafts stay)")],
    "demo": [
      ("dehub demo", "a scripted tour on built-in data, no account or network"),
      ("dehub demo --headless", "the tour without a terminal, as a test"),
    ],
    "doctor": [("dehub doctor", "checks the terminal, the token, the host, TLS and the editor")],
    "mcp": [("dehub mcp", "an MCP server on stdio, for an AI agent")],
    "drafts": [
      ("dehub drafts", "the unsent drafts for this host: id, what, when saved"),
      ("dehub drafts --discard ID", "removes one (its text is gone)"),
    ],
    "undelete": [
      ("dehub undelete", "the gists deleted through dehub in the last week"),
      ("dehub undelete ID", "makes one again"),
    ],
  ]
}
