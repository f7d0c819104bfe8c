#ifndef HEADUNIT_CZLIB_SHIM_H
#define HEADUNIT_CZLIB_SHIM_H

/* zlib (Debian: zlib1g-dev): deflate, inflate and the CRC of PNG chunks,
   for CarPlayTesting's PNG goldens. */
#include <zlib.h>

#endif
