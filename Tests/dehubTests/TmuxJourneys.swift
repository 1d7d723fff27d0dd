import Testing

/// The journeys in real tmux, one at a time: each starts a loopback server and a terminal
/// program, and several at once on two cores starve the servers (which share Swift's
/// cooperative pool) and make waits time out.
@Suite(.serialized) enum TmuxJourneys {}
