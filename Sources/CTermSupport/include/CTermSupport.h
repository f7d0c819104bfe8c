#ifndef HEADUNIT_CTERMSUPPORT_H
#define HEADUNIT_CTERMSUPPORT_H

#include <stddef.h>

/// Saves the terminal's settings (termios) before curses changes them.
void headunit_save_terminal(void);

/// Installs handlers for fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGFPE, SIGABRT). On one, the handler writes `reset` (precomputed
/// escape sequences that leave the alternate screen, keypad and mouse
/// modes), restores the saved termios, and re-raises the signal with its
/// default action, so the crash still reports as it would. Copies `reset`.
void headunit_install_fatal_handlers(const char *reset, size_t length);

/// Removes the fatal handlers (after a normal restore).
void headunit_remove_fatal_handlers(void);

/// Installs handlers for SIGINT, SIGTERM and SIGHUP that only record the
/// signal, for the run loop to notice and quit cleanly.
void headunit_install_quit_handlers(void);

/// The quit signal received, or 0; clears it.
int headunit_take_quit_signal(void);

/// Waits until standard input has bytes, a signal arrives (a quit signal
/// or SIGWINCH), or `milliseconds` pass (-1: no limit). Returns 1 when
/// input is ready, 0 otherwise.
int headunit_wait_for_input(int milliseconds);

/// Restores the default action of `signal` and raises it.
void headunit_reraise(int signal);

/// Writes bytes to standard output, unbuffered.
void headunit_write_stdout(const char *bytes, size_t length);

/// Opens a pseudo-terminal of the given size: returns the controller's
/// descriptor (or -1) and writes the device's descriptor to `device`.
int headunit_open_pty(int columns, int rows, int *device);

#endif
