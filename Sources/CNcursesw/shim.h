#ifndef HEADUNIT_CNCURSESW_SHIM_H
#define HEADUNIT_CNCURSESW_SHIM_H

/* The wide-character API is only declared with these, which SwiftPM drops
   from pkg-config's flags: define them before the header. */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>

/* C globals and macros Swift cannot import, as functions and constants. */
static inline WINDOW *hu_stdscr(void) { return stdscr; }
static inline int hu_lines(void) { return LINES; }
static inline int hu_cols(void) { return COLS; }
static inline int hu_colors(void) { return COLORS; }
static inline attr_t hu_a_bold(void) { return A_BOLD; }
static inline attr_t hu_a_dim(void) { return A_DIM; }
static inline attr_t hu_a_reverse(void) { return A_REVERSE; }
static inline attr_t hu_a_normal(void) { return A_NORMAL; }
static inline mmask_t hu_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t hu_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t hu_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t hu_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t hu_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t hu_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t hu_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t hu_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t hu_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline int hu_key_f(int n) { return KEY_F(n); }
static inline int hu_true(void) { return TRUE; }
static inline int hu_false(void) { return FALSE; }

/* Curses on `output` and standard input as the terminal type `type`
   (NULL: $TERM); NULL when terminfo has no such type. Unlike initscr it never
   prints or exits. */
static inline SCREEN *hu_newterm(const char *type, FILE *output) { return newterm(type, output, stdin); }

/* A terminfo string capability with one or two numbers put in (tiparm
   is variadic, which Swift cannot call). */
static inline const char *hu_tiparm1(const char *capability, int first) { return tiparm(capability, first); }
static inline const char *hu_tiparm2(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}

#endif
