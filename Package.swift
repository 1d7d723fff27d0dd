// swift-tools-version:6.1
import Foundation
import PackageDescription

// The version a build says when scripts/build-release does not pass one (DEHUB_VERSION, the
// release tag): the newest release heading of CHANGELOG.md, as scripts/version says with no
// tag. SwiftPM may keep this file's result in its manifest cache until this file changes, so
// a debug build can lag a new heading; release builds pass the version and never lag.
let changelogVersion: String = {
  let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("CHANGELOG.md")
  let text = (try? String(contentsOf: changelog, encoding: .utf8)) ?? ""
  for line in text.split(separator: "\n") where line.hasPrefix("## [") {
    let name = line.dropFirst(4).prefix { $0 != "]" }
    if name.first?.isNumber == true { return String(name) }
  }
  return "unknown"
}()

// Linux only (Debian 12 tested): the system's ncurses, libcurl and SQLite, and Glibc.
let package = Package(
  name: "dehub",
  products: [
    .executable(name: "dehub", targets: ["dehub"]),
    .executable(name: "dehub-server", targets: ["DehubServer"]),
    .library(name: "Reactive", targets: ["Reactive"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalScreens", targets: ["TerminalScreens"]),
    .library(name: "ScreenLogic", targets: ["ScreenLogic"]),
    .library(name: "Model", targets: ["Model"]),
    .library(name: "Store", targets: ["Store"]),
    .library(name: "System", targets: ["System"]),
    .library(name: "GistValues", targets: ["GistValues"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    // Only a test uses it: `dehub mcp`'s own server is small and lean (MCPEndpoint), and the
    // SDK's client checks it speaks the protocol.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
  ],
  targets: [
    .target(name: "CCurl"),
    .systemLibrary(name: "CNCurses"),
    .systemLibrary(name: "CSQLite"),
    // libjq, for `--jq EXPR` (Debian's libjq-dev).
    .systemLibrary(name: "CJQ"),
    .target(
      name: "CBuildInfo",
      cSettings: [.define("DEHUB_CHANGELOG_VERSION", to: "\"\(changelogVersion)\"")]),
    .target(name: "CTerminalGuard"),
    .target(name: "Reactive"),
    .target(name: "Basics"),
    .target(name: "Keys"),
    // Model by kind (issue 54), each below the next: the values every layer passes (gists,
    // JSON, errors, request bodies, gist links); the operating system (child processes, the
    // editor's terminal, git, the web browser, files, memory); what is kept on disk (the
    // SQLite layer, the cache, the search index, drafts, config); and Model, the API client
    // and the network models over them.
    .target(name: "GistValues", dependencies: ["Basics"]),
    .target(name: "System", dependencies: ["GistValues", "Basics", "Reactive"]),
    .target(
      name: "Store", dependencies: ["GistValues", "System", "Basics", "Reactive", "CSQLite"]),
    .target(
      name: "Model",
      dependencies: [
        "GistValues", "System", "Store", "Reactive", "Basics", "CCurl", "CBuildInfo",
      ]),
    // Every rule about gists that more than one front end uses: sync and local writes,
    // diffs and conflict markers, edit/delete/send rules, the secret gate, file modes, the
    // editor session with job control.
    .target(
      name: "GistWork",
      dependencies: ["Model", "Store", "System", "GistValues", "Basics", "Reactive"]),
    .target(
      name: "TerminalUI",
      dependencies: ["Reactive", "Basics", "Keys", "CNCurses", "CTerminalGuard"]),
    .target(
      name: "ScreenLogic",
      dependencies: [
        "Reactive", "Basics", "Keys", "Model", "Store", "System", "GistValues", "GistWork",
      ]),
    .target(
      name: "TerminalScreens",
      dependencies: [
        "Reactive", "Basics", "Keys", "Model", "Store", "GistValues", "GistWork", "ScreenLogic",
        "TerminalUI",
      ]),
    .target(
      name: "GistServer",
      dependencies: [
        "GistValues", "System", "Basics",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]),
    .target(
      name: "ServerCommandLine",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
    // The server is a program of its own: dehub does not carry SwiftNIO, and the demo's
    // server does not carry the browser.
    .executableTarget(
      name: "DehubServer",
      dependencies: [
        "GistServer", "ServerCommandLine", "Reactive",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `dehub mcp`'s JSON-RPC: framing, the protocol's methods, tools as values.
    .target(
      name: "MCPEndpoint", dependencies: ["GistWork", "Model", "Store", "GistValues", "Basics"]),
    // The scripting commands and the program around them, a library that tests run
    // in-process; the executable is its `main`.
    .target(
      name: "Commands",
      dependencies: [
        "TerminalScreens", "ScreenLogic", "GistWork", "Model", "Store", "System", "GistValues",
        "TerminalUI", "Basics", "Keys", "ServerCommandLine", "MCPEndpoint",
        "CBuildInfo", "CJQ",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "dehub", dependencies: ["Commands"]),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "TerminalScreens", "ScreenLogic", "GistWork", "Model", "Store", "GistValues", "TerminalUI",
        "Keys",
      ]),
    .target(
      name: "TestSupport",
      dependencies: [
        "Reactive", "Model", "Store", "System", "GistValues", "GistServer", "TerminalUI", "Keys",
        "ScreenLogic", "TerminalScreens",
      ]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "TestSupport"]),
    .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
    .testTarget(name: "KeysTests", dependencies: ["Keys"]),
    .testTarget(name: "ArchitectureTests"),
    .testTarget(
      name: "GistValuesTests", dependencies: ["GistValues", "TestSupport"]),
    .testTarget(name: "SystemTests", dependencies: ["System", "GistValues", "TestSupport"]),
    .testTarget(name: "StoreTests", dependencies: ["Store", "GistValues", "TestSupport"]),
    .testTarget(
      name: "ModelTests",
      dependencies: ["Model", "Store", "System", "GistValues", "GistServer", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "GistWorkTests",
      dependencies: ["GistWork", "Model", "Store", "GistValues", "GistServer", "TestSupport"]),
    .testTarget(
      name: "GistServerTests", dependencies: ["GistServer", "GistValues", "TestSupport"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "Keys", "CNCurses", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ScreenLogicTests",
      dependencies: [
        "ScreenLogic", "Keys", "Model", "Store", "System", "GistValues", "Reactive", "TestSupport",
      ]),
    .testTarget(
      name: "TerminalScreensTests",
      dependencies: [
        "TerminalScreens", "ScreenLogic", "Model", "Store", "GistValues", "Keys", "Reactive",
        "TestSupport", "GistServer", "TerminalUI",
      ]),
    .testTarget(
      name: "dehubTests",
      dependencies: [
        "dehub", "Commands", "GistServer", "Model", "Store", "System", "GistValues", "TestSupport",
        .product(name: "MCP", package: "swift-sdk"),
      ]),
    .testTarget(name: "MCPEndpointTests", dependencies: ["MCPEndpoint", "GistValues"]),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
    .testTarget(name: "ServerCommandLineTests", dependencies: ["ServerCommandLine"]),
  ]
)

// `scripts/fuzz` builds the libFuzzer driver (with `-sanitize=fuzzer,address`, into a
// scratch folder of its own); ordinary builds leave it out, as it has no `main` of its own.
if ProcessInfo.processInfo.environment["DEHUB_FUZZ"] != nil {
  package.targets.append(
    .executableTarget(name: "DehubFuzz", dependencies: ["FuzzTargets"], path: "Fuzz/DehubFuzz"))
}
