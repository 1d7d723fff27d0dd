// The same pipeline, map → filter → scan → subscribe, pushed through a subject in our
// Reactive module and in OpenCombine. Prints events per second and elapsed seconds as one
// JSON line; `scripts/bench` runs it several times and takes medians.
import Foundation
import OpenCombine
import Reactive

let arguments = CommandLine.arguments
let implementation = arguments.count > 1 ? arguments[1] : "reactive"
let events = arguments.count > 2 ? Int(arguments[2]) ?? 10_000_000 : 10_000_000

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var checksum = 0
let elapsed: Double
switch implementation {
case "reactive":
  let subject = PublishSubject<Int>()
  let subscription = subject.asObservable()
    .map { $0 &* 3 }
    .filter { $0 & 1 == 0 }
    .scan(0) { $0 &+ $1 }
    .subscribe(onNext: { checksum = $0 })
  elapsed = seconds {
    for value in 0..<events { subject.onNext(value) }
  }
  subscription.dispose()
case "opencombine":
  let subject = PassthroughSubject<Int, Never>()
  let cancellable =
    subject
    .map { $0 &* 3 }
    .filter { $0 & 1 == 0 }
    .scan(0) { $0 &+ $1 }
    .sink { checksum = $0 }
  elapsed = seconds {
    for value in 0..<events { subject.send(value) }
  }
  cancellable.cancel()
default:
  FileHandle.standardError.write(Data("usage: ReactiveBench reactive|opencombine [EVENTS]\n".utf8))
  exit(2)
}
print(
  "{\"implementation\":\"\(implementation)\",\"events\":\(events),\"seconds\":\(elapsed),"
    + "\"checksum\":\(checksum)}")
