#ifndef HEADUNIT_TERMSUPPORT_INTERNAL_H
#define HEADUNIT_TERMSUPPORT_INTERNAL_H

/* Between the files of CTermSupport; not for Swift. */

/* Writes the precomputed reset (when the terminal's modes are set),
   restores the saved termios and writes what standard error kept.
   Async-signal-safe. Returns whether the modes were set. */
int headunit_restore_terminal_now(void);

/* Starts the quit watchdog's thread, once. */
void headunit_start_quit_watchdog(void);

/* Tells the quit watchdog a quit signal came. Async-signal-safe. */
void headunit_wake_quit_watchdog(void);

#endif
