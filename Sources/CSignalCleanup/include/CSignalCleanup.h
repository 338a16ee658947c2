#ifndef CSIGNALCLEANUP_H
#define CSIGNALCLEANUP_H
/*
 * What a signal handler may do, in C: Swift cannot promise a handler that only makes
 * async-signal-safe calls.
 *
 * Temp files: a save records its temp file while it is on disk under that name
 * (`csc_temp_create` … `csc_temp_end`); a fatal signal (SIGHUP, SIGTERM, and SIGINT when it is
 * fatal) removes every recorded file with `unlink`, then ends the process by the same signal, as
 * before. The records are a fixed table: no allocation in the handler.
 *
 * Interrupts: in the interactive shell SIGINT (Ctrl-C while a command runs) only sets a flag the
 * shell reads, so the command's output is dropped and the prompt comes back.
 */

#include <sys/types.h>

/* Creates the temp file `path` with open(path, flags, mode) and records it, with the fatal signals
   blocked on this thread from before the file exists until it is recorded: a signal at any point
   leaves no temp file behind. Returns open()'s result (errno kept); `*slot` is the record's slot,
   or -1 when open() failed or the table is full (the file is then only not removed by a signal).
   Once a handler has begun removing files, it creates nothing and waits for the process to end. */
int csc_temp_create(const char *path, int flags, mode_t mode, int *slot);
/* The temp file of `slot` is gone (renamed into place or removed); -1 is ignored. */
void csc_temp_end(int slot);

/* Installs the removing handler for SIGHUP and SIGTERM, and for SIGINT when `interrupt_too`. */
void csc_install_cleanup(int interrupt_too);
/* Makes SIGINT set the interrupt flag instead of ending the process (SA_RESTART). */
void csc_install_interrupt_flag(void);
/* Whether SIGINT arrived since the last call; clears the flag. */
int csc_take_interrupt(void);
/* Whether SIGINT arrived since the flag was last cleared. */
int csc_interrupted(void);

#endif
