import Commands

/// The `dehub` executable: everything it does is in the `Commands` library, so that tests
/// run the same commands in-process.
@main
enum DehubMain {
  static func main() {
    DehubProgram.main()
  }
}
