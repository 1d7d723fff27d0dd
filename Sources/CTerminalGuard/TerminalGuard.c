#include "TerminalGuard.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

// Everything here runs in a signal handler: only async-signal-safe calls (write,
// tcsetattr, sigaction, raise) and plain memory.

static const int crash_signals[] = {SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGABRT};
#define CRASH_SIGNAL_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))

static struct sigaction previous[CRASH_SIGNAL_COUNT];
static int chain_to_previous = 0;
static volatile sig_atomic_t guarded_fd = -1;
static struct termios guarded_modes;

// Leave the alternate screen, show the cursor, plain attributes, mouse and bracketed
// paste off.
// CAN first: a signal that lands while the screen is being drawn may have cut an escape
// sequence in two, and the terminal would take the rest of the restore as its end (the
// alternate screen then stays, and what is said next lands on the app's last row).
static const char restore_sequence[] =
    "\030\033[0m\033[?1000l\033[?1002l\033[?1006l\033[?2004l\033[?25h\033[?1049l\r\n";

static void write_all(int fd, const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(fd, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

static const char *signal_name(int number) {
  switch (number) {
  case SIGSEGV: return "a memory fault (SIGSEGV)";
  case SIGILL: return "a failed check (SIGILL)";
  case SIGBUS: return "a bus error (SIGBUS)";
  case SIGFPE: return "an arithmetic fault (SIGFPE)";
  case SIGTRAP: return "a failed check (SIGTRAP)";
  case SIGABRT: return "an abort (SIGABRT)";
  default: return "a signal";
  }
}

// Gives the guarded terminal back, once; whether there was one.
static int restore_terminal(void) {
  int fd = guarded_fd;
  if (fd < 0) return 0;
  write_all(fd, restore_sequence);
  tcsetattr(fd, TCSANOW, &guarded_modes);
  guarded_fd = -1;
  return 1;
}

static void on_crash(int number, siginfo_t *info, void *context) {
  (void)context;
  int fd = restore_terminal() ? 0 : -1;
  write_all(STDERR_FILENO, "dehub: stopped by ");
  write_all(STDERR_FILENO, signal_name(number));
  write_all(STDERR_FILENO, fd >= 0 ? "; the terminal was restored. " : ". ");
  write_all(STDERR_FILENO, "This is a bug in dehub: please report what you did. Your drafts "
                           "are kept in dehub's state folder.\n");
  for (unsigned index = 0; index < CRASH_SIGNAL_COUNT; index++) {
    if (crash_signals[index] != number) continue;
    if (chain_to_previous) {
      sigaction(number, &previous[index], NULL);
    } else {
      struct sigaction fallback;
      memset(&fallback, 0, sizeof(fallback));
      fallback.sa_handler = SIG_DFL;
      sigemptyset(&fallback.sa_mask);
      sigaction(number, &fallback, NULL);
    }
  }
  // A fault happens again when the handler returns, now to the handler set above; a
  // signal that was sent (kill, raise, abort) is sent again.
  if (info == NULL || info->si_code <= 0) raise(number);
}

// Signals whose default ends the process without a core of our making: while dehub owns
// the terminal, the terminal is restored first and the signal then does what it would have
// done (a SIGPIPE in a scripting command, with no terminal owned, stays silent).
static const int terminating_signals[] = {SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,   SIGXFSZ,
                                          SIGXCPU, SIGVTALRM, SIGPROF, SIGPOLL, SIGPWR,
                                          SIGSYS,  SIGSTKFLT};
#define TERMINATING_SIGNAL_COUNT (sizeof(terminating_signals) / sizeof(terminating_signals[0]))

static const char *terminating_name(int number) {
  switch (number) {
  case SIGUSR1: return "SIGUSR1";
  case SIGUSR2: return "SIGUSR2";
  case SIGALRM: return "SIGALRM";
  case SIGPIPE: return "SIGPIPE";
  case SIGXFSZ: return "SIGXFSZ";
  case SIGXCPU: return "SIGXCPU";
  case SIGVTALRM: return "SIGVTALRM";
  case SIGPROF: return "SIGPROF";
  case SIGPOLL: return "SIGPOLL";
  case SIGPWR: return "SIGPWR";
  case SIGSYS: return "SIGSYS";
  case SIGSTKFLT: return "SIGSTKFLT";
  default: return "a signal";
  }
}

static void on_terminate(int number) {
  if (restore_terminal()) {
    write_all(STDERR_FILENO, "dehub: ended by ");
    write_all(STDERR_FILENO, terminating_name(number));
    write_all(STDERR_FILENO, "; the terminal was restored.\n");
  }
  struct sigaction fallback;
  memset(&fallback, 0, sizeof(fallback));
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(number, &fallback, NULL);
  raise(number);
}

void dehub_crash_guard_install(int chain) {
  struct sigaction ending;
  memset(&ending, 0, sizeof(ending));
  ending.sa_handler = on_terminate;
  sigemptyset(&ending.sa_mask);
  for (unsigned index = 0; index < TERMINATING_SIGNAL_COUNT; index++) {
    struct sigaction current;
    // A signal the caller ignores (nohup, a shell's trap) stays ignored.
    if (sigaction(terminating_signals[index], NULL, &current) == 0 &&
        current.sa_handler == SIG_DFL) {
      sigaction(terminating_signals[index], &ending, NULL);
    }
  }
  chain_to_previous = chain;
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_sigaction = on_crash;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (unsigned index = 0; index < CRASH_SIGNAL_COUNT; index++) {
    sigaction(crash_signals[index], &action, &previous[index]);
  }
}

void dehub_guard_terminal(int fd, const struct termios *saved) {
  guarded_fd = -1;
  guarded_modes = *saved;
  guarded_fd = fd;
}

void dehub_release_terminal(void) { guarded_fd = -1; }
