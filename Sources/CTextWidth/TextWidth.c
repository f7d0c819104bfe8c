#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <stdatomic.h>
#include <wchar.h>
#include "CTextWidth.h"

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

/* The widths of the Basic Multilingual Plane as they are asked, each kept
   as its width + 3 (0: not asked yet), so that a scalar is measured by
   glibc once: switching the thread's locale round each wcwidth cost 224
   instructions a scalar, most of a frame's text measuring. A race only
   stores the same value twice. */
static _Atomic signed char bmp_widths[0x10000];

static void open_utf8_locale(void) {
    static const char *names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", 0};
    for (int i = 0; names[i] && utf8_locale == (locale_t)0; i++) {
        utf8_locale = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
    }
}

static int measured_width(uint32_t scalar) {
    pthread_once(&utf8_once, open_utf8_locale);
    if (utf8_locale == (locale_t)0) {
        return -2; /* no UTF-8 locale on this machine: the caller decides */
    }
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}

int headunit_wcwidth(uint32_t scalar) {
    if (scalar >= 0x10000) {
        return measured_width(scalar);
    }
    signed char kept = atomic_load_explicit(&bmp_widths[scalar], memory_order_relaxed);
    if (kept != 0) {
        return kept - 3;
    }
    int width = measured_width(scalar);
    atomic_store_explicit(&bmp_widths[scalar], (signed char)(width + 3), memory_order_relaxed);
    return width;
}
