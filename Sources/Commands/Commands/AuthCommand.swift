import ArgumentParser

/// `dehub auth`: accounts on GitHub hosts, as `gh auth` keeps them.
struct AuthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "auth", abstract: "Sign in, show, switch and remove accounts.",
    discussion: CommandExamples.discussion(
      """
      A token goes only to the host it is for. github.com (and GHE.com tenancies) take \
      GH_TOKEN, then GITHUB_TOKEN; an Enterprise Server host takes GH_ENTERPRISE_TOKEN, then \
      GITHUB_ENTERPRISE_TOKEN; then the account saved for the host by `dehub auth login` (the \
      active one, `dehub auth switch` changes it); then `gh auth token --hostname HOST`. \
      GH_HOST picks the host (https://HOST/api/v3 for an Enterprise host); --api-url, \
      DEHUB_API_URL and api_url win over it.
      """, "auth"),
    subcommands: [
      AuthLoginCommand.self, AuthStatusCommand.self, AuthSwitchCommand.self,
      AuthLogoutCommand.self, AuthTokenCommand.self,
    ])
}
