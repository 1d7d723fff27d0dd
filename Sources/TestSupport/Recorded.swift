import Foundation
import Reactive

/// A value stamped with the virtual time at which it happened.
public struct Recorded<Value> {
  /// The virtual time, in seconds.
  public let time: TimeInterval
  /// What happened.
  public let value: Value

  /// A value at `time`.
  public init(time: TimeInterval, value: Value) {
    self.time = time
    self.value = value
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomStringConvertible {
  public var description: String { "\(value) @ \(time)" }
}

/// An event in a form tests compare: errors are compared by their description.
public enum RecordedEvent<Element: Equatable>: Equatable, CustomStringConvertible {
  /// A value.
  case next(Element)
  /// An error, by its description.
  case error(String)
  /// The end.
  case completed

  /// The recorded form of `event`.
  public init(_ event: Event<Element>) {
    switch event {
    case .next(let value): self = .next(value)
    case .error(let error): self = .error(String(describing: error))
    case .completed: self = .completed
    }
  }

  public var description: String {
    switch self {
    case .next(let value): "next(\(value))"
    case .error(let message): "error(\(message))"
    case .completed: "completed"
    }
  }
}

/// `.next(210, "a")`: a value at a time, for expected-event lists.
public func next<Element>(_ time: TimeInterval, _ value: Element) -> Recorded<
  RecordedEvent<Element>
> {
  Recorded(time: time, value: .next(value))
}

/// A completion at a time.
public func completed<Element>(_ time: TimeInterval, _ type: Element.Type = Element.self)
  -> Recorded<RecordedEvent<Element>>
{
  Recorded(time: time, value: .completed)
}

/// An error at a time, by its description.
public func error<Element>(
  _ time: TimeInterval, _ error: any Error, _ type: Element.Type = Element.self
) -> Recorded<RecordedEvent<Element>> {
  Recorded(time: time, value: .error(String(describing: error)))
}

/// A subscription's lifetime in virtual time: when it started and when it was disposed.
public struct Subscription: Equatable, CustomStringConvertible {
  /// When it was subscribed.
  public let subscribed: TimeInterval
  /// When it was disposed (`.infinity` while alive).
  public var unsubscribed: TimeInterval

  /// A lifetime from `subscribed` to `unsubscribed`.
  public init(_ subscribed: TimeInterval, _ unsubscribed: TimeInterval = .infinity) {
    self.subscribed = subscribed
    self.unsubscribed = unsubscribed
  }

  public var description: String { "(\(subscribed), \(unsubscribed))" }
}
