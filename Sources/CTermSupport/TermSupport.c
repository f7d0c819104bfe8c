#define _XOPEN_SOURCE 700
#include "CTermSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
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

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT};
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])

void headunit_save_terminal(void) {
    have_termios = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
}

static void on_fatal(int sig) {
    /* Only async-signal-safe calls here. */
    if (reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, reset_bytes, reset_length);
        (void)ignored;
    }
    if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
    signal(sig, SIG_DFL);
    raise(sig);
}

void headunit_install_fatal_handlers(const char *reset, size_t length) {
    if (length > sizeof reset_bytes) length = sizeof reset_bytes;
    memcpy(reset_bytes, reset, length);
    reset_length = length;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_fatal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
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
    errno = saved;
}

void headunit_install_quit_handlers(void) {
    /* A parent may have started us with these blocked; we rely on them. */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigaddset(&wanted, SIGWINCH);
    for (size_t i = 0; i < FATAL_COUNT; i++) sigaddset(&wanted, fatal_signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
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
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
}

int headunit_take_quit_signal(void) {
    int sig = quit_signal;
    quit_signal = 0;
    return sig;
}

int headunit_wait_for_input(int milliseconds) {
    if (quit_signal != 0) return 0;
    struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}};
    int ready = poll(fds, wake_pipe[0] >= 0 ? 2 : 1, milliseconds);
    if (ready > 0 && (fds[1].revents & POLLIN)) {
        char drain[16];
        while (read(wake_pipe[0], drain, sizeof drain) > 0) {}
    }
    return ready > 0 && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) ? 1 : 0;
}

void headunit_reraise(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

void headunit_write_stdout(const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(STDOUT_FILENO, bytes, length);
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
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
