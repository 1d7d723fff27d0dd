import Testing

/// Every test that uses curses, one at a time: curses is one global state per process.
@Suite(.serialized) enum CursesTests {}
