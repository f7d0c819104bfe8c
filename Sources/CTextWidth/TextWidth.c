#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#include "CTextWidth.h"

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void open_utf8_locale(void) {
    static const char *names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", 0};
    for (int i = 0; names[i] && utf8_locale == (locale_t)0; i++) {
        utf8_locale = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
    }
}

int headunit_wcwidth(uint32_t scalar) {
    pthread_once(&utf8_once, open_utf8_locale);
    if (utf8_locale == (locale_t)0) {
        return -2; /* no UTF-8 locale on this machine: the caller decides */
    }
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
