#define _GNU_SOURCE
#include "CAppExecutor.h"

#include <pthread.h>
#include <stddef.h>
#include <unistd.h>

/* Where code runs, for the Main Thread Checker's report: the queue, the
   thread and its name. */

/* libdispatch's, declared here so that this target needs no dispatch header. */
extern const char *dispatch_queue_get_label(void *queue);

const char *headunit_current_queue_label(void) {
    const char *label = dispatch_queue_get_label(NULL);
    return label ? label : "";
}

int headunit_current_thread_id(void) { return (int)gettid(); }

const char *headunit_current_thread_name(void) {
    static _Thread_local char name[64];
    if (pthread_getname_np(pthread_self(), name, sizeof name) != 0) name[0] = 0;
    return name;
}
