#include "CAppExecutor.h"

#include <stddef.h>

/* Swift's concurrency runtime calls its hooks with Swift's calling
   convention; an executor reference is two words (identity, witness). */
#define SWIFTCC __attribute__((swiftcall))

typedef struct Job Job;
typedef struct {
    const void *identity;
    uintptr_t witness;
} ExecutorRef;

typedef SWIFTCC void (*EnqueueGlobalOriginal)(Job *job);
typedef SWIFTCC void (*EnqueueGlobalHook)(Job *job, EnqueueGlobalOriginal original);
typedef SWIFTCC ExecutorRef (*GetMainOriginal)(void);
typedef SWIFTCC ExecutorRef (*GetMainHook)(GetMainOriginal original);
typedef SWIFTCC _Bool (*IsMainOriginal)(ExecutorRef executor);
typedef SWIFTCC _Bool (*IsMainHook)(ExecutorRef executor, IsMainOriginal original);

extern EnqueueGlobalHook swift_task_enqueueGlobal_hook;
extern GetMainHook swift_task_getMainExecutor_hook;
extern IsMainHook swift_task_isMainExecutor_hook;

static ExecutorRef main_executor;
static _Thread_local const void *running_car;
static int (*route_job)(void *job);

static SWIFTCC void enqueue_global(Job *job, EnqueueGlobalOriginal original) {
    if (!route_job(job)) original(job);
}

static SWIFTCC ExecutorRef get_main_executor(GetMainOriginal original) {
    (void)original;
    return main_executor;
}

static SWIFTCC _Bool is_main_executor(ExecutorRef executor, IsMainOriginal original) {
    return executor.identity == main_executor.identity || original(executor);
}

void headunit_install_app_executor(const void *identity, uintptr_t witness, int (*route)(void *job)) {
    if (route_job != NULL) return;
    main_executor.identity = identity;
    main_executor.witness = witness;
    route_job = route;
    swift_task_isMainExecutor_hook = is_main_executor;
    swift_task_getMainExecutor_hook = get_main_executor;
    swift_task_enqueueGlobal_hook = enqueue_global;
}

const void *headunit_exchange_running_car(const void *car) {
    const void *outer = running_car;
    running_car = car;
    return outer;
}

const void *headunit_running_car(void) { return running_car; }
