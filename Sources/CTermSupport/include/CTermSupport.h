#ifndef HEADUNIT_CTERMSUPPORT_H
#define HEADUNIT_CTERMSUPPORT_H

#include <stddef.h>
#include <stdio.h>

#include "InputPending.h"

/// Saves the terminal's settings (termios) before curses changes them.
void headunit_save_terminal(void);

/// Installs handlers for fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGFPE, SIGABRT, SIGSYS). On one, the handler writes `reset`
/// (precomputed escape sequences that leave the alternate screen, keypad
/// and mouse modes), restores the saved termios, writes what standard error
/// kept meanwhile (a crash's "Fatal error" line), and re-raises the signal
/// with its default action, so the crash still reports as it would.
/// Copies `reset`.
void headunit_install_fatal_handlers(const char *reset, size_t length);

/// Removes the fatal handlers (after a normal restore).
void headunit_remove_fatal_handlers(void);

/// Whether `sig` is one the run loop quits on (restoring the terminal,
/// then ending as the signal would): every signal whose default action
/// ends the process, but those the crash handler takes.
int headunit_is_quit_signal(int sig);

/// Installs handlers for every signal whose default ends the process and
/// that can be caught without a crash (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM,
/// SIGPROF) that only record it, for the run loop to notice, quit cleanly
/// and re-raise it; and one for SIGCONT that records it
/// (`headunit_take_continued`). Then unblocks them (one pending is
/// recorded, not taken by its default action). Starts the quit watchdog:
/// a quit signal the run loop has not taken within 1 s (its main thread
/// stuck in the app's code) ends the process from the watchdog's thread,
/// the terminal restored and the signal raised again.
void headunit_install_quit_handlers(void);

/// The quit signal received, or 0; clears it. One caller gets each signal:
/// the run loop, or the quit watchdog once its grace is over.
int headunit_take_quit_signal(void);

/// Whether the process was continued (SIGCONT, which the quit handlers'
/// installation also watches, waking the wait) since last asked; clears it.
int headunit_take_continued(void);

/// Wakes the input wait on every resize (SIGWINCH), however late in the
/// run loop's turn it lands: installs a handler that calls the one curses
/// installed (which keeps curses' own record, read as `KEY_RESIZE`), then
/// records the resize (`headunit_take_resized`) and writes to the
/// self-pipe the wait polls. Call once curses has started.
void headunit_watch_resizes(void);

/// Whether the terminal was resized since last asked; clears it.
int headunit_take_resized(void);

/// Watches `descriptor` (the hosted apps' main queue; -1 for none) while
/// waiting for input: when it alone is ready, the wait returns 3.
void headunit_watch_work(int descriptor);

/// Waits until standard input has bytes, a signal arrives (a quit signal
/// or SIGWINCH), or `milliseconds` pass (-1: no limit). Returns 1 when
/// input is ready, 2 when the terminal has hung up (nothing more will
/// come), 0 otherwise.
int headunit_wait_for_input(int milliseconds);

/// Restores the default action of `signal` and raises it.
void headunit_reraise(int signal);

/// The descriptor headunit writes its own output to (frames, results):
/// standard output, or what it was before `headunit_give_prints_the_console`.
int headunit_output(void);

/// `headunit_output()` as a stream, for curses.
FILE *headunit_output_file(void);

/// Sends what a hosted app prints to standard output where its console is,
/// standard error (as Xcode's console shows an iOS app's prints, never the
/// car's screen), line by line; headunit's own output keeps standard
/// output's file. What the app printed before, which standard output's
/// stream still holds when it is a pipe or a file, goes to standard error
/// too (a terminal showed it already; past the stream's 4 KiB buffer, the
/// stream wrote it out before). Returns 0, or -1 when a descriptor could
/// not be had.
int headunit_give_prints_the_console(void);

/// While curses owns the screen, keeps what is written to standard error
/// (when it is a terminal), and the app's prints with it, instead of
/// drawing them into the display.
void headunit_capture_stderr(void);

/// Puts standard error back and writes what it kept; async-signal-safe.
void headunit_release_stderr(void);

/// Starts `argv[0]` (a path) with `envp` in a new pseudo-terminal of the
/// given size as its standard input, output and error: returns the
/// controller's descriptor (or -1) and writes the child's pid to `pid`.
int headunit_spawn_in_pty(char *const argv[], char *const envp[], int columns, int rows, int *pid);

/// As `headunit_spawn_in_pty`, in a session of its own whose controlling
/// terminal is the new pseudo-terminal: what the child opens as /dev/tty
/// is that, never the caller's terminal (or the lack of one).
int headunit_spawn_on_own_terminal(char *const argv[], char *const envp[], int columns, int rows, int *pid);

/// Starts `argv[0]` (a path) with this process's environment and
/// `extra_env` (`NAME=VALUE`, or NULL), standard input from /dev/null,
/// standard error to /dev/null, and standard output into a pipe: returns
/// the pipe's read end (or -1) and writes the child's pid to `pid`.
int headunit_spawn_piped(char *const argv[], const char *extra_env, int *pid);

/// Starts `argv[0]` (looked up on PATH) as a filter: its standard input
/// from the pipe whose write end goes to `input`, its standard output into
/// the pipe whose read end is returned, its standard error into the memory
/// file `errors` (read it from its start once the filter has ended).
/// Returns -1 with errno set (ENOENT: no such program) when it cannot start.
int headunit_spawn_filter(char *const argv[], int *pid, int *input, int *errors);

/// Writes all `count` bytes to a helper's pipe with SIGPIPE blocked for
/// this thread: a helper that ended early is EPIPE, returned, never a
/// signal that ends headunit. Returns 0, or the errno that stopped it.
int headunit_write_to_helper(int fd, const void *bytes, size_t count);

/// Starts `argv[0]` (looked up on PATH) with standard input and output on
/// /dev/null and its standard error into the pipe whose read end is
/// returned, for a tool whose complaints are told (ffmpeg). Returns -1
/// with errno set (ENOENT: no such program) when it cannot start.
int headunit_spawn_reporting(char *const argv[], int *pid);

/// Writes all `length` bytes to `descriptor`, a pipe whose reader may be
/// gone: SIGPIPE is held off meanwhile (and one this write raised is taken
/// back), so the write fails with EPIPE instead of ending headunit.
/// Returns 0, or -1 with errno set.
int headunit_write_to_pipe(int descriptor, const void *bytes, size_t length);

/// Names the hosted app's code that runs now (`the handler of a
/// CPListItem`), or none (NULL): a crash while it runs is told as the
/// app's, not headunit's. Copied; async-signal-safe to read.
void headunit_set_app_code(const char *label);

/// The hosted app's code that runs now, as last named; empty for none.
const char *headunit_app_code(void);

/// Names the app's code that starts now, as `headunit_set_app_code`, and
/// counts it.
void headunit_enter_app_code(const char *label);

/// How many times the app's code was entered (`headunit_enter_app_code`).
unsigned long headunit_app_code_entries(void);

/// The open file `run --record` writes as the session goes (-1: none):
/// when the quit watchdog ends a session whose app hung, it ends the
/// recording with a line saying why.
void headunit_set_recording(int descriptor);

/// glibc's POSIX_SPAWN_SETSID (a GNU extension Swift's Glibc does not show):
/// the spawned child starts a session of its own.
short headunit_spawn_setsid_flag(void);

/// A file in memory holding `bytes`, left open across exec so that a child
/// reads it as /proc/self/fd/N: returns its descriptor (or -1). Nothing is
/// written to any file system.
int headunit_memory_file(const char *name, const void *bytes, size_t length);

/// Gives the memory the allocator holds free back to the system (glibc's
/// malloc_trim, which Swift's Glibc does not show).
void headunit_release_free_memory(void);

/// Opens a pseudo-terminal of the given size: returns the controller's
/// descriptor (or -1) and writes the device's descriptor to `device`.
int headunit_open_pty(int columns, int rows, int *device);

#endif
