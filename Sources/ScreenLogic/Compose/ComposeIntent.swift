import GistValues

/// What the user asks of the compose screen.
public enum ComposeIntent: Equatable, Sendable {
  /// Ask for something (a description, a file name, a path, a new name).
  case ask(ComposeQuestion)
  /// The answer to a question.
  case answered(ComposeQuestion, String)
  /// The screen closes (the app quits) with this text typed in the open question, not
  /// answered: what it holds is kept in the draft.
  case unanswered(ComposeQuestion, String)
  /// Edit this file in the editor.
  case editFile(String)
  /// Remove this file (asks first).
  case removeFile(String)
  /// The user confirmed removing this file.
  case confirmRemove(String)
  /// Public or secret.
  case togglePublic
  /// Send (create or change the gist); an edit may ask first (Review / Send / Cancel).
  case send
  /// Send, the changes seen or the question before sending answered.
  case sendReviewed
  /// Send to a public gist despite the secrets found in it.
  case sendWithSecrets
  /// Make the new gist secret and send it (the question about the secrets in it).
  case sendAsSecret
  /// Show what a send would change, as a diff.
  case showChanges
  /// Show what a send would change, from the question before sending (asked again after).
  case review
  /// The gist changed on the server: load its version (keeping this one as a draft).
  case reload
  /// The gist changed on the server: send this version anyway.
  case overwrite
  /// The gist changed on the server: go through the files both changed, one by one.
  case resolve
  /// Show this file's three versions (as opened, on GitHub, yours).
  case showConflict(String)
  /// Take GitHub's version of this file (asks first when that drops the user's text).
  case keepTheirs(String)
  /// Take GitHub's version of this file, dropping the user's: they said so.
  case dropYours(String)
  /// Back from the question about dropping the user's version of this file.
  case backToConflict(String)
  /// Keep this version of this file.
  case keepYours(String)
  /// Keep GitHub's version of this file and the user's beside it (`NAME.mine`).
  case keepBoth(String)
  /// Merge the two versions of this file in the editor, from conflict markers.
  case mergeInEditor(String)
  /// The gist is gone from the server: send the draft as a new gist.
  case sendAsNew
  /// The last send may have created this gist: open it and let the draft go.
  case openCreated(Gist)
  /// The last send may have created a gist: send again all the same.
  case sendAgain
}
