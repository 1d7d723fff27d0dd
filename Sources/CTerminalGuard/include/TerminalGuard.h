#ifndef DEHUB_TERMINAL_GUARD_H
#define DEHUB_TERMINAL_GUARD_H

#include <termios.h>

/// Installs dehub's handler for crash signals (SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP,
/// SIGABRT). It gives a guarded terminal back (see `dehub_guard_terminal`), says in one
/// line on stderr what happened, and then lets the crash go on: to the handler that was
/// there before (the Swift runtime's backtracer) when `chain` is non-zero, or to the
/// default action (a core dump, no interactive backtracer waiting on the terminal).
void dehub_crash_guard_install(int chain);

/// From now on a crash restores terminal `fd` to `saved` (its modes before the screen
/// took it) and leaves the alternate screen, mouse and paste modes first.
void dehub_guard_terminal(int fd, const struct termios *saved);

/// The terminal is given back normally: a crash leaves it alone.
void dehub_release_terminal(void);

#endif
