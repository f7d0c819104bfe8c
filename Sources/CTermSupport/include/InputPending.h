#ifndef HEADUNIT_INPUT_PENDING_H
#define HEADUNIT_INPUT_PENDING_H

/// The bytes the terminal (standard input) holds unread, without waiting:
/// one ioctl, where asking curses for a key that is not there costs a poll.
/// 0 when none, or when it cannot be told.
int headunit_input_pending(void);

#endif
