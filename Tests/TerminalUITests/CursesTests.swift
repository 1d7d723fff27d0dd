import TestSupport
import Testing

/// Every test that uses curses, one at a time: curses is one global state per process (the
/// gate keeps the app driver's tests, in another target, from running meanwhile).
@Suite(.serialized, .curses) enum CursesTests {}
