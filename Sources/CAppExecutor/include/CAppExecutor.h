#ifndef HEADUNIT_CAPPEXECUTOR_H
#define HEADUNIT_CAPPEXECUTOR_H

/// Names what the current thread runs now for `AppExecutor` (a car's
/// time, as an opaque pointer), or nothing (NULL); returns what it named
/// before. Thread-local: the main queue's blocks run on one thread at a
/// time, not always the main thread (after `dispatch_main`, Linux's
/// libdispatch drains the main queue on a thread of its own).
const void *headunit_exchange_running_car(const void *car);

/// What `headunit_exchange_running_car` named on this thread.
const void *headunit_running_car(void);

/// The label of the dispatch queue whose block runs now (libdispatch's
/// `dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL)`:
/// `com.apple.root.default-qos` for the global queue); empty for none.
const char *headunit_current_queue_label(void);

/// The current thread's id (the kernel's, as `gettid`).
int headunit_current_thread_id(void);

/// The current thread's name; empty for none. Valid until the thread
/// asks again.
const char *headunit_current_thread_name(void);

#endif
