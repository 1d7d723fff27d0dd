// swift-tools-version:6.1
// Benchmarks live in their own package so that peers such as OpenCombine never become
// dependencies of the app. `scripts/bench` builds this package in release mode.
import Foundation
import PackageDescription

/// The root package's identity is its folder's name, which differs between clones.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "dehub-benchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "BrowserBench",
      dependencies: [
        .product(name: "TerminalScreens", package: root),
        .product(name: "ScreenLogic", package: root),
        .product(name: "Model", package: root),
        .product(name: "TerminalUI", package: root), .product(name: "Reactive", package: root),
      ]),
    .executableTarget(
      name: "TerminalBench", dependencies: [.product(name: "TerminalUI", package: root)]),
    .executableTarget(
      name: "ReactiveBench",
      dependencies: [
        .product(name: "Reactive", package: root),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]),
  ]
)
