#define _GNU_SOURCE
#include "CTermSupport.h"
#include "TermSupportInternal.h"

#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The quit watchdog. A quit signal is only recorded by its handler, for
   the run loop to notice between frames; but the run loop runs on the
   main thread, which also runs the hosted app's own code, and an app
   whose handler never returns never gives it back. So a thread of its own
   waits for each quit signal, and when the run loop has not taken it
   within the grace below, ends the process itself: the terminal restored
   (the precomputed reset, the saved termios), what standard error kept
   shown, why told, and the signal raised again with its default action.
   The app's code is abandoned where it is, as iOS's watchdog ends an app
   that blocks its main thread (Apple: "Addressing watchdog terminations",
   code 0x8badf00d). */

/* How long the run loop has to take a quit signal, in milliseconds: it
   wakes at once when idle and takes it within a frame when busy. */
static const int grace_milliseconds = 1000;

static sem_t wake;
static int started = 0;
/* The file `run --record` writes as the session goes, or -1. */
static volatile int recording = -1;

static void write_to(int fd, const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

static void write_text(const char *text) { write_to(STDERR_FILENO, text); }

/* Ends the recording with why the session ended there. */
static void end_recording(const char *name, const char *code) {
    int fd = recording;
    if (fd < 0) return;
    write_to(fd, "# ended by SIG");
    write_to(fd, name);
    if (code[0] != 0) {
        write_to(fd, " while the app's own code ran (");
        write_to(fd, code);
        write_to(fd, ") and did not return within 1 s");
    }
    write_to(fd, ": nothing after this was recorded\n");
}

/* Ends the process for `sig`, which the run loop did not take. */
static void abandon(int sig) {
    int restored = headunit_restore_terminal_now();
    const char *name = sigabbrev_np(sig) ? sigabbrev_np(sig) : "?";
    const char *code = headunit_app_code();
    end_recording(name, code);
    write_text("headunit: ended by SIG");
    write_text(name);
    if (code[0] != 0) {
        write_text(" while the app's own code ran (");
        write_text(code);
        write_text(") and did not return within 1 s: the app's code was abandoned, as iOS's watchdog ends an app that blocks its main thread");
    } else {
        write_text(" while headunit was busy and did not get back to it within 1 s");
    }
    write_text(restored ? "; the terminal was restored.\n" : ".\n");
    signal(sig, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
    _exit(128 + sig);
}

static void *watch(void *unused) {
    (void)unused;
    /* Quit signals are for the handlers on the other threads, not this one. */
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    for (;;) {
        if (sem_wait(&wake) != 0) continue;
        struct timespec step = {0, 10 * 1000 * 1000};
        for (int waited = 0; waited < grace_milliseconds; waited += 10) nanosleep(&step, NULL);
        int sig = headunit_take_quit_signal();
        if (sig != 0) abandon(sig);
    }
    return NULL;
}

void headunit_start_quit_watchdog(void) {
    if (started || sem_init(&wake, 0, 0) != 0) return;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    started = pthread_create(&thread, &attributes, watch, NULL) == 0;
    pthread_attr_destroy(&attributes);
}

void headunit_set_recording(int fd) { recording = fd; }

void headunit_wake_quit_watchdog(void) {
    if (started) sem_post(&wake);
}
