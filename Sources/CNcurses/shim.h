#ifndef BOOKDIR_CNCURSES_SHIM_H
#define BOOKDIR_CNCURSES_SHIM_H
/* The wide-character API (get_wch, add_wch, cchar_t) must be switched on before curses.h. */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/*
 * Static inline shims for what Swift cannot import: function-like macros (A_*, COLOR_PAIR,
 * KEY_F, getmaxyx, the BUTTON* mouse masks) and curses' mutable globals (stdscr, curscr,
 * LINES, COLS, COLORS, COLOR_PAIRS), which Swift 6 refuses to read as shared mutable state.
 */

/* The display width of a wide character; glibc declares it only for _XOPEN_SOURCE builds. */
extern int wcwidth(wchar_t c);
static inline int bookdir_wcwidth(wchar_t c) { return wcwidth(c); }

static inline attr_t bookdir_a_normal(void) { return A_NORMAL; }
static inline attr_t bookdir_a_bold(void) { return A_BOLD; }
static inline attr_t bookdir_a_dim(void) { return A_DIM; }
static inline attr_t bookdir_a_underline(void) { return A_UNDERLINE; }
static inline attr_t bookdir_a_reverse(void) { return A_REVERSE; }
static inline attr_t bookdir_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

static inline int bookdir_key_f(int n) { return KEY_F(n); }

static inline WINDOW *bookdir_stdscr(void) { return stdscr; }
static inline WINDOW *bookdir_curscr(void) { return curscr; }
static inline int bookdir_lines(void) { return LINES; }
static inline int bookdir_cols(void) { return COLS; }
static inline int bookdir_colors(void) { return COLORS; }
static inline int bookdir_color_pairs(void) { return COLOR_PAIRS; }
static inline void bookdir_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y = 0, x = 0;
    getmaxyx(win, y, x);
    *rows = y;
    *cols = x;
}

static inline mmask_t bookdir_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t bookdir_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t bookdir_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t bookdir_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t bookdir_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t bookdir_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
