#define _GNU_SOURCE
#include "CTermSupport.h"
#include "TermSupportInternal.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static int have_termios = 0;
static char reset_bytes[512];
static size_t reset_length = 0;
static volatile sig_atomic_t quit_signal = 0;
/* The self-pipe: quit handlers write a byte so that a wait wakes at once. */
static int wake_pipe[2] = {-1, -1};

/* Signals that end the process at once: the handler restores and re-raises. */
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS};
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
/* Every other signal whose default ends the process (SIGINT, SIGTERM,
   SIGHUP, SIGQUIT, SIGUSR1, SIGPWR, SIGIO, SIGSTKFLT, the real-time ones
   and whatever else the system has): the run loop quits, restores, and
   re-raises. The rest are those that stop, continue or are ignored by
   default, and those no handler can catch. SIGQUIT would otherwise reach
   Swift's backtracer, which prints into the alternate screen and waits
   for a key. */
static int is_fatal(int sig) {
    for (size_t i = 0; i < FATAL_COUNT; i++)
        if (fatal_signals[i] == sig) return 1;
    return 0;
}

int headunit_is_quit_signal(int sig) {
    if (sig < 1 || sig > SIGRTMAX || is_fatal(sig)) return 0;
    /* Between the classic signals and SIGRTMIN are the C library's own. */
    if (sig >= 32 && sig < SIGRTMIN) return 0;
    switch (sig) {
    case SIGKILL: case SIGSTOP:                                /* cannot be caught */
    case SIGTSTP: case SIGTTIN: case SIGTTOU:                  /* stop: the run loop suspends */
    case SIGCONT: case SIGCHLD: case SIGURG: case SIGWINCH:    /* continue, or ignored */
        return 0;
    default:
        return 1;
    }
}

/* Standard error while curses owns the screen: kept in a memory file, so
   that a crash's "Fatal error" line is shown after the terminal is restored
   rather than drawn into the alternate screen and lost. */
static int saved_stderr = -1;
static int captured_stderr = -1;

void headunit_save_terminal(void) {
    have_termios = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

/* Where headunit writes its own output (frames, results): standard
   output, unless a hosted app's prints were given the console, when it is a
   copy of what standard output was. */
static int output_fd = STDOUT_FILENO;
static FILE *output_file = NULL;
/* Whether standard output is the app's console: a copy of standard error. */
static int output_is_console = 0;

int headunit_output(void) { return output_fd; }

FILE *headunit_output_file(void) {
    if (output_fd == STDOUT_FILENO) return stdout;
    if (output_file == NULL) output_file = fdopen(output_fd, "w");
    return output_file;
}

int headunit_give_prints_the_console(void) {
    if (output_is_console) return 0;
    int kept = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (kept < 0) return -1;
    if (dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        close(kept);
        return -1;
    }
    /* What the app printed before (its main.swift builds its delegate
       first) and the stream still holds goes to the console too: flushed
       only now, onto standard error. A console shows a line as it is
       printed, whatever it is. */
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
    output_fd = kept;
    output_is_console = 1;
    return 0;
}

void headunit_capture_stderr(void) {
    if (captured_stderr >= 0 || !isatty(STDERR_FILENO)) return;
    int memory = memfd_create("headunit-stderr", MFD_CLOEXEC);
    if (memory < 0) return;
    saved_stderr = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved_stderr < 0 || dup2(memory, STDERR_FILENO) < 0) {
        close(memory);
        if (saved_stderr >= 0) close(saved_stderr);
        saved_stderr = -1;
        return;
    }
    /* The app's prints are kept with it, in the order they came. */
    if (output_is_console) dup2(memory, STDOUT_FILENO);
    captured_stderr = memory;
}

/* Async-signal-safe: puts standard error back and writes what was kept. */
void headunit_release_stderr(void) {
    if (captured_stderr < 0) return;
    dup2(saved_stderr, STDERR_FILENO);
    if (output_is_console) dup2(saved_stderr, STDOUT_FILENO);
    char buffer[4096];
    off_t offset = 0;
    ssize_t count;
    while ((count = pread(captured_stderr, buffer, sizeof buffer, offset)) > 0) {
        write_all(STDERR_FILENO, buffer, (size_t)count);
        offset += count;
    }
    close(captured_stderr);
    close(saved_stderr);
    captured_stderr = -1;
    saved_stderr = -1;
}

/* The line a crash ends with, after the runtime's own (which an optimised
   build does not print: its failed checks trap without a message). */
static const char *crash_line(int sig) {
    switch (sig) {
    case SIGILL:
    case SIGTRAP: return "headunit: crashed: a check in headunit's code failed (SIG";
    case SIGSEGV:
    case SIGBUS: return "headunit: crashed: a bad memory access in headunit (SIG";
    case SIGFPE: return "headunit: crashed: an arithmetic fault in headunit (SIG";
    default: return "headunit: crashed (SIG";
    }
}

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

/* What of a hosted app's own code runs now (empty: headunit's). */
static char app_code[128];
/* How many times the app's code was entered. */
static unsigned long app_code_entries = 0;

unsigned long headunit_app_code_entries(void) { return app_code_entries; }

void headunit_enter_app_code(const char *label) {
    app_code_entries++;
    headunit_set_app_code(label);
}

void headunit_set_app_code(const char *label) {
    size_t length = label ? strlen(label) : 0;
    if (length >= sizeof app_code) length = sizeof app_code - 1;
    app_code[0] = 0;
    if (length > 0) memcpy(app_code, label, length);
    app_code[length] = 0;
}

const char *headunit_app_code(void) { return app_code; }

int headunit_restore_terminal_now(void) {
    int had_modes = reset_length > 0;
    if (had_modes) write_all(output_fd, reset_bytes, reset_length);
    if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
    headunit_release_stderr();
    return had_modes;
}

static void on_fatal(int sig, siginfo_t *info, void *context) {
    (void)context;
    /* Only async-signal-safe calls here. */
    headunit_restore_terminal_now();
    const char *name = sigabbrev_np(sig) ? sigabbrev_np(sig) : "?";
    if (info && info->si_code <= 0 && info->si_pid != getpid()) {
        /* Sent by another process (kill, sigqueue), not a fault of ours (an
           abort() of our own is raised by this process). */
        write_text(STDERR_FILENO, "headunit: ended by SIG");
        write_text(STDERR_FILENO, name);
        write_text(STDERR_FILENO, " from another process; the terminal was restored.\n");
    } else if (app_code[0] != 0) {
        /* A fault in the hosted app's own code, not in headunit's. */
        write_text(STDERR_FILENO, "headunit: the app's own code crashed (SIG");
        write_text(STDERR_FILENO, name);
        write_text(STDERR_FILENO, ") in ");
        write_text(STDERR_FILENO, app_code);
        write_text(STDERR_FILENO, "; the terminal was restored. The fault is in the app's code, not headunit's.\n");
    } else {
        write_text(STDERR_FILENO, crash_line(sig));
        write_text(STDERR_FILENO, name);
        write_text(STDERR_FILENO, ").\nheadunit: the terminal was restored; please report the crash with the steps that led to it.\n");
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void headunit_install_fatal_handlers(const char *reset, size_t length) {
    if (length > sizeof reset_bytes) length = sizeof reset_bytes;
    memcpy(reset_bytes, reset, length);
    reset_length = length;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER;
    for (size_t i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &action, NULL);
}

void headunit_remove_fatal_handlers(void) {
    for (size_t i = 0; i < FATAL_COUNT; i++) signal(fatal_signals[i], SIG_DFL);
    reset_length = 0;
}

static void on_quit(int sig) {
    int saved = errno;
    quit_signal = sig;
    if (wake_pipe[1] >= 0) {
        ssize_t ignored = write(wake_pipe[1], "q", 1);
        (void)ignored;
    }
    headunit_wake_quit_watchdog();
    errno = saved;
}

/* Set when the process is continued (SIGCONT) after a stop: the shell had
   the terminal meanwhile, and may have left its own modes on it. */
static volatile sig_atomic_t continued = 0;

static void on_continue(int sig) {
    (void)sig;
    int saved = errno;
    continued = 1;
    if (wake_pipe[1] >= 0) {
        ssize_t ignored = write(wake_pipe[1], "c", 1);
        (void)ignored;
    }
    errno = saved;
}

/* Set by a resize (SIGWINCH) until the run loop takes it; the handler
   curses installed, called first, keeps curses' own record of it. */
static volatile sig_atomic_t resized = 0;
static struct sigaction curses_resize_action;

static void on_resize(int sig) {
    int saved = errno;
    if (curses_resize_action.sa_handler != SIG_DFL && curses_resize_action.sa_handler != SIG_IGN)
        curses_resize_action.sa_handler(sig);
    resized = 1;
    if (wake_pipe[1] >= 0) {
        ssize_t ignored = write(wake_pipe[1], "w", 1);
        (void)ignored;
    }
    errno = saved;
}

void headunit_watch_resizes(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_resize;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    struct sigaction previous;
    if (sigaction(SIGWINCH, &action, &previous) != 0) return;
    /* Called again (curses entered anew): the handler found is this one. */
    if (previous.sa_handler != on_resize && !(previous.sa_flags & SA_SIGINFO)) curses_resize_action = previous;
}

int headunit_take_resized(void) {
    return __atomic_exchange_n(&resized, 0, __ATOMIC_SEQ_CST);
}

void headunit_install_quit_handlers(void) {
    headunit_start_quit_watchdog();
    if (wake_pipe[0] < 0 && pipe(wake_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_quit;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocking read returns at once */
    for (int sig = 1; sig <= SIGRTMAX; sig++)
        if (headunit_is_quit_signal(sig)) sigaction(sig, &action, NULL);
    struct sigaction continuing;
    memset(&continuing, 0, sizeof continuing);
    continuing.sa_handler = on_continue;
    sigemptyset(&continuing.sa_mask);
    continuing.sa_flags = SA_RESTART;
    sigaction(SIGCONT, &continuing, NULL);
    /* A parent may have started us with these blocked, and one may be
       pending already: unblocked only now, with the handlers in place, it
       is recorded for the run loop, never taken by its default action
       after curses has changed the terminal. */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGWINCH);
    sigaddset(&wanted, SIGCONT);
    for (int sig = 1; sig <= SIGRTMAX; sig++)
        if (headunit_is_quit_signal(sig)) sigaddset(&wanted, sig);
    for (size_t i = 0; i < FATAL_COUNT; i++) sigaddset(&wanted, fatal_signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
}

int headunit_take_continued(void) {
    int was = continued;
    continued = 0;
    return was;
}

int headunit_take_quit_signal(void) {
    /* One taker only: the run loop or the quit watchdog. */
    return __atomic_exchange_n(&quit_signal, 0, __ATOMIC_SEQ_CST);
}

/* A descriptor of the hosted apps' own work (their main queue), watched
   beside the keyboard; -1 for none. */
static int work_descriptor = -1;

void headunit_watch_work(int descriptor) { work_descriptor = descriptor; }

int headunit_wait_for_input(int milliseconds) {
    if (quit_signal != 0) return 0;
    struct pollfd fds[3] = {{STDIN_FILENO, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}, {work_descriptor, POLLIN, 0}};
    int ready = poll(fds, 3, milliseconds);
    if (ready > 0 && (fds[2].revents & POLLIN) && !(fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) return 3;
    if (ready > 0 && (fds[1].revents & POLLIN)) {
        char drain[16];
        while (read(wake_pipe[0], drain, sizeof drain) > 0) {}
    }
    if (ready <= 0) return 0;
    /* The terminal is gone once it hangs up (a pty whose controller closed
       also reports POLLIN, then fails every read): what was left unread
       is of no use without it. */
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return 2;
    return (fds[0].revents & POLLIN) ? 1 : 0;
}

void headunit_reraise(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

/// Starts argv[0] on a new pseudo-terminal; with `controlling`, in a
/// session of its own whose controlling terminal it is (opened as the
/// session's leader, without O_NOCTTY), so that /dev/tty in the child is
/// this pseudo-terminal, never the caller's terminal.
static int spawn_on_pty(char *const argv[], char *const envp[], int columns, int rows, int *pid, int controlling) {
    int device = -1;
    int controller = headunit_open_pty(columns, rows, &device);
    if (controller < 0) return -1;
    char name[128];
    if (ptsname_r(controller, name, sizeof name) != 0) {
        close(device);
        close(controller);
        return -1;
    }
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (controlling) {
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, name, O_RDWR, 0);
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO);
    } else {
        for (int target = 0; target <= 2; target++) posix_spawn_file_actions_adddup2(&actions, device, target);
    }
    pid_t child = 0;
    int failed = posix_spawn(&child, argv[0], &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(device);
    if (failed) {
        close(controller);
        return -1;
    }
    *pid = child;
    return controller;
}

int headunit_spawn_in_pty(char *const argv[], char *const envp[], int columns, int rows, int *pid) {
    return spawn_on_pty(argv, envp, columns, rows, pid, 0);
}

int headunit_spawn_on_own_terminal(char *const argv[], char *const envp[], int columns, int rows, int *pid) {
    return spawn_on_pty(argv, envp, columns, rows, pid, 1);
}

int headunit_spawn_piped(char *const argv[], const char *extra_env, int *pid) {
    extern char **environ;
    int pipe_ends[2];
    if (pipe2(pipe_ends, O_CLOEXEC) != 0) return -1;
    size_t count = 0;
    while (environ[count]) count++;
    char **envp = calloc(count + 2, sizeof(char *));
    if (!envp) {
        close(pipe_ends[0]);
        close(pipe_ends[1]);
        return -1;
    }
    for (size_t index = 0; index < count; index++) envp[index] = environ[index];
    envp[count] = (char *)extra_env;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t child = 0;
    int failed = posix_spawn(&child, argv[0], &actions, NULL, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    free(envp);
    close(pipe_ends[1]);
    if (failed) {
        close(pipe_ends[0]);
        return -1;
    }
    *pid = child;
    return pipe_ends[0];
}

int headunit_memory_file(const char *name, const void *bytes, size_t length) {
    int memory = memfd_create(name, 0);
    if (memory < 0) return -1;
    const char *next = bytes;
    while (length > 0) {
        ssize_t written = write(memory, next, length);
        if (written <= 0) {
            close(memory);
            return -1;
        }
        next += written;
        length -= (size_t)written;
    }
    return memory;
}

int headunit_open_pty(int columns, int rows, int *device) {
    int controller = posix_openpt(O_RDWR | O_NOCTTY);
    if (controller < 0) return -1;
    if (grantpt(controller) != 0 || unlockpt(controller) != 0) {
        close(controller);
        return -1;
    }
    const char *name = ptsname(controller);
    int fd = name ? open(name, O_RDWR | O_NOCTTY) : -1;
    if (fd < 0) {
        close(controller);
        return -1;
    }
    struct winsize size = {(unsigned short)rows, (unsigned short)columns, 0, 0};
    ioctl(fd, TIOCSWINSZ, &size);
    fcntl(controller, F_SETFD, FD_CLOEXEC);
    *device = fd;
    return controller;
}

int headunit_spawn_filter(char *const argv[], int *pid, int *input, int *errors) {
    extern char **environ;
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0) return -1;
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        close(to_child[0]);
        close(to_child[1]);
        return -1;
    }
    int messages = memfd_create("headunit-helper-errors", MFD_CLOEXEC);
    if (messages < 0) {
        int error = errno;
        close(to_child[0]);
        close(to_child[1]);
        close(from_child[0]);
        close(from_child[1]);
        errno = error;
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, messages, STDERR_FILENO);
    pid_t child = 0;
    int failed = posix_spawnp(&child, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(to_child[0]);
    close(from_child[1]);
    if (failed) {
        close(to_child[1]);
        close(from_child[0]);
        close(messages);
        errno = failed;
        return -1;
    }
    *pid = child;
    *input = to_child[1];
    *errors = messages;
    return from_child[0];
}

int headunit_write_to_helper(int fd, const void *bytes, size_t count) {
    sigset_t pipe_only, previous, pending;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_only, &previous);
    sigpending(&pending);
    int was_pending = sigismember(&pending, SIGPIPE);
    int error = 0;
    const char *next = bytes;
    while (count > 0) {
        ssize_t written = write(fd, next, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            error = errno;
            break;
        }
        next += written;
        count -= (size_t)written;
    }
    /* The SIGPIPE this write raised is taken, so that unblocking does not
       deliver it; one that was pending before is left as it was. */
    if (error == EPIPE && !was_pending) {
        struct timespec none = {0, 0};
        while (sigtimedwait(&pipe_only, NULL, &none) < 0 && errno == EINTR) {}
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return error;
}

short headunit_spawn_setsid_flag(void) { return POSIX_SPAWN_SETSID; }

int headunit_spawn_reporting(char *const argv[], int *pid) {
    extern char **environ;
    int from_child[2];
    if (pipe2(from_child, O_CLOEXEC) != 0) return -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], STDERR_FILENO);
    pid_t child = 0;
    int failed = posix_spawnp(&child, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(from_child[1]);
    if (failed) {
        close(from_child[0]);
        errno = failed;
        return -1;
    }
    *pid = child;
    return from_child[0];
}

int headunit_write_to_pipe(int descriptor, const void *bytes, size_t length) {
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
    const char *next = bytes;
    int result = 0;
    while (length > 0) {
        ssize_t written = write(descriptor, next, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) {
            result = -1;
            break;
        }
        next += written;
        length -= (size_t)written;
    }
    int error = errno;
    /* A SIGPIPE this write raised is pending on the thread: take it back
       before the mask is restored, unless it was held off before. */
    sigset_t pending;
    if (!sigismember(&previous, SIGPIPE) && sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE)) {
        struct timespec now = {0, 0};
        sigtimedwait(&pipe_signal, NULL, &now);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = error;
    return result;
}

/* The peak resident memory of this process since it started (VmHWM), in
   kilobytes, or -1. */
static long headunit_own_peak_kilobytes(void) {
    int status = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    if (status < 0) return -1;
    char text[4096];
    ssize_t length = read(status, text, sizeof text - 1);
    close(status);
    if (length <= 0) return -1;
    text[length] = '\0';
    const char *line = strstr(text, "VmHWM:");
    return line ? strtol(line + strlen("VmHWM:"), NULL, 10) : -1;
}

static int headunit_peak_descriptor = -1;

static void headunit_write_peak(void) {
    char number[32];
    int length = snprintf(number, sizeof number, "%ld\n", headunit_own_peak_kilobytes());
    if (length > 0) (void)pwrite(headunit_peak_descriptor, number, (size_t)length, 0);
}

/* When HEADUNIT_PEAK_FD names a descriptor, the process writes its own peak
   memory there as it exits: headunit bench's figure for a program it starts,
   which the parent's rusage cannot give (a spawned child's maximum counts
   the parent's memory from before exec). Runs before main in every program
   linking this library: headunit and the CarPlay apps. */
__attribute__((constructor)) static void headunit_report_peak_on_exit(void) {
    const char *value = getenv("HEADUNIT_PEAK_FD");
    if (!value) return;
    char *end = NULL;
    long descriptor = strtol(value, &end, 10);
    unsetenv("HEADUNIT_PEAK_FD");  /* the program's own children do not report */
    if (end == value || *end != '\0' || descriptor < 3 || descriptor > 1024) return;
    headunit_peak_descriptor = (int)descriptor;
    atexit(headunit_write_peak);
}

void headunit_release_free_memory(void) {
    malloc_trim(0);
}
