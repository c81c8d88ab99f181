#ifndef BOOKDIR_CNCURSES_SHIM_H
#define BOOKDIR_CNCURSES_SHIM_H
/* The wide-character API (get_wch, add_wch, cchar_t) must be switched on before curses.h. */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

#endif
