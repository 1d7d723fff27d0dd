import Reactive

/// The look-up Stage, as its Director sees it: the messaging Stage, with nothing of its own.
public protocol LookupStage: MessagingStage<LookupIntent> {}
