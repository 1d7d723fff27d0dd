import GistValues
import Model

/// Runs the links screen's work (reading files, asking GitHub, writing files) off the main
/// thread and delivers the result on the main loop. A protocol, so tests run it in step.
public protocol LinkWork: AnyObject {
  /// Runs `work`, then `deliver` with its result on the main loop.
  func perform<T: Sendable>(
    _ work: @escaping @Sendable () throws(GistError) -> T,
    then deliver: @escaping (Result<T, GistError>) -> Void)
}

extension NetworkWorker: LinkWork {}
