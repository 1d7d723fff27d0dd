#ifndef DEHUB_CNCURSES_SHIM_H
#define DEHUB_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, so ask for the wide-character API here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <fcntl.h>
#include <locale.h>
#include <unistd.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Macros and shared globals that Swift cannot use directly.

static inline WINDOW *dehub_stdscr(void) { return stdscr; }

// The string terminfo has for capability `name` (a key's sequence), or NULL when the
// terminal has none (tigetstr's (char *)-1, "not a string capability", included).
static inline const char *dehub_terminfo_string(const char *name) {
  char *value = tigetstr(name);
  return value == (char *)-1 ? NULL : value;
}
static inline int dehub_lines(void) { return LINES; }
static inline int dehub_cols(void) { return COLS; }
static inline int dehub_colors(void) { return COLORS; }
static inline int dehub_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t dehub_a_normal(void) { return A_NORMAL; }
static inline attr_t dehub_a_bold(void) { return A_BOLD; }
static inline attr_t dehub_a_reverse(void) { return A_REVERSE; }
static inline attr_t dehub_a_underline(void) { return A_UNDERLINE; }
static inline attr_t dehub_a_dim(void) { return A_DIM; }
static inline attr_t dehub_a_italic(void) { return A_ITALIC; }
static inline attr_t dehub_a_standout(void) { return A_STANDOUT; }
static inline attr_t dehub_color_pair(int pair) { return COLOR_PAIR(pair); }
static inline int dehub_pair_number(attr_t attrs) { return PAIR_NUMBER(attrs); }

static inline int dehub_wattr_set(WINDOW *window, attr_t attrs, short pair) {
  return wattr_set(window, attrs, pair, NULL);
}

/// Writes a wide string of at most `count` characters at (y, x), without wrapping past
/// the window's edge (callers clip by display width first).
static inline int dehub_put(WINDOW *window, int y, int x, const wchar_t *text, int count) {
  return mvwaddnwstr(window, y, x, text, count);
}

/// The character and attributes of the cell at (y, x), for tests reading the screen back.
static inline int dehub_cell(WINDOW *window, int y, int x, wchar_t *out, int size, attr_t *attrs,
                             short *pair) {
  cchar_t cell;
  if (mvwin_wch(window, y, x, &cell) == ERR) return ERR;
  return getcchar(&cell, out, attrs, pair, NULL);
}

static inline int dehub_wcwidth(wchar_t c) { return wcwidth(c); }
// Whether the current terminal type can move the cursor (terminfo's cup): TERM=dumb cannot.
static inline int dehub_can_address_cursor(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}

// Pseudo terminals (for tests and headless screens); declared here because Swift's Glibc
// module hides them without _XOPEN_SOURCE.
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern int ptsname_r(int fd, char *buf, size_t buflen);

/// Opens a pseudo terminal; returns the primary side's descriptor (or -1) and writes the
/// secondary side's path into `name`.
static inline int dehub_open_pty(char *name, size_t size) {
  int primary = posix_openpt(O_RDWR | O_NOCTTY);
  if (primary < 0) return -1;
  if (grantpt(primary) != 0 || unlockpt(primary) != 0 || ptsname_r(primary, name, size) != 0) {
    close(primary);
    return -1;
  }
  return primary;
}

static inline int dehub_is_utf8_locale(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (codeset[0] == 'U' || codeset[0] == 'u') &&
         (codeset[1] == 'T' || codeset[1] == 't') && (codeset[2] == 'F' || codeset[2] == 'f');
}

#endif
