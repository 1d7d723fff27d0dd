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
static const char restore_sequence[] =
    "\033[0m\033[?1000l\033[?1002l\033[?1006l\033[?2004l\033[?25h\033[?1049l\r\n";

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

static void on_crash(int number, siginfo_t *info, void *context) {
  (void)context;
  int fd = guarded_fd;
  if (fd >= 0) {
    write_all(fd, restore_sequence);
    tcsetattr(fd, TCSANOW, &guarded_modes);
    guarded_fd = -1;
  }
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

void dehub_crash_guard_install(int chain) {
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
