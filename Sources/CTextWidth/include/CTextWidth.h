#ifndef HEADUNIT_CTEXTWIDTH_H
#define HEADUNIT_CTEXTWIDTH_H

#include <stdint.h>

/// Column width of one Unicode scalar as glibc's wcwidth reports it under a
/// UTF-8 locale (C.UTF-8, whatever the process locale is): -1 for control
/// characters, 0 for combining marks, 1 or 2 otherwise. Thread-safe.
int headunit_wcwidth(uint32_t scalar);

#endif
