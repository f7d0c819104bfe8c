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

#endif
