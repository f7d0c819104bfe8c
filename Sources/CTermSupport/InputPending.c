#include "InputPending.h"
#include <sys/ioctl.h>
#include <unistd.h>

int headunit_input_pending(void) {
    int count = 0;
    if (ioctl(STDIN_FILENO, FIONREAD, &count) != 0) return 0;
    return count;
}
