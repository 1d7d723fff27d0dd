// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "dehub",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Reactive", targets: ["Reactive"])
  ],
  targets: [
    .target(name: "Reactive"),
    .target(name: "TestSupport", dependencies: ["Reactive"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "TestSupport"]),
    .testTarget(name: "ArchitectureTests"),
  ]
)
