#ifndef HEADUNIT_CAPPEXECUTOR_H
#define HEADUNIT_CAPPEXECUTOR_H

#include <stdint.h>

/// Makes the executor whose reference is (`identity`, `witness`) the one
/// Swift's runtime gives the main actor (`swift_task_getMainExecutor`), and
/// counts it as the main executor wherever the runtime asks; and offers
/// every job for the global concurrent executor to `route` first, which
/// takes it (returns nonzero) or leaves it to the global executor. Once;
/// later calls do nothing. The runtime's hooks are C globals: they stay in
/// this file.
void headunit_install_app_executor(const void *identity, uintptr_t witness, int (*route)(void *job));

/// Names what the current thread runs now for `AppExecutor` (a car's
/// time, as an opaque pointer), or nothing (NULL); returns what it named
/// before. Thread-local: the main queue's blocks run on one thread at a
/// time, not always the main thread (after `dispatch_main`, Linux's
/// libdispatch drains the main queue on a thread of its own).
const void *headunit_exchange_running_car(const void *car);

/// What `headunit_exchange_running_car` named on this thread.
const void *headunit_running_car(void);

#endif
