import Foundation
import FuzzTargets

/// The target `DEHUB_FUZZ_TARGET` names (see `scripts/fuzz`).
let target: FuzzTarget = {
  let name = ProcessInfo.processInfo.environment["DEHUB_FUZZ_TARGET"] ?? ""
  guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("DEHUB_FUZZ_TARGET must be one of: \(names)\n".utf8))
    exit(2)
  }
  return target
}()

/// One input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let bytes else { return 0 }
  target.run(Data(bytes: bytes, count: count))
  return 0
}

/// libFuzzer's driver, given the arguments and the function to call with each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The entry point SwiftPM links an executable target to (it renames `main` so that tests
/// can link the module): hands over to libFuzzer's driver.
@_cdecl("DehubFuzz_main")
public func dehubFuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments) { bytes, size in fuzzOne(bytes, size) }
}
