#include "CAppExecutor.h"

static _Thread_local const void *running_car;

const void *headunit_exchange_running_car(const void *car) {
    const void *outer = running_car;
    running_car = car;
    return outer;
}

const void *headunit_running_car(void) { return running_car; }
