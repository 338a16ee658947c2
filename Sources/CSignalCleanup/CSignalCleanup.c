#include "CSignalCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define SLOTS 16

static char paths[SLOTS][PATH_MAX];
/* 0 free, 1 being filled or emptied, 2 a temp file on disk. */
static volatile sig_atomic_t states[SLOTS];
static volatile sig_atomic_t interrupted;

/* Set once a fatal signal's handler starts removing: no temp file is created after it. */
static volatile sig_atomic_t dying;

int csc_temp_create(const char *path, int flags, mode_t mode, int *slot) {
  *slot = -1;
  if (strlen(path) >= PATH_MAX) {
    errno = ENAMETOOLONG;
    return -1;
  }
  /* No handler runs on this thread between the claim and the record: a signal that arrives while
     open() creates the file is delivered once the file is recorded, and its handler removes it. */
  sigset_t fatal, previous;
  sigemptyset(&fatal);
  sigaddset(&fatal, SIGHUP);
  sigaddset(&fatal, SIGTERM);
  sigaddset(&fatal, SIGINT);
  pthread_sigmask(SIG_BLOCK, &fatal, &previous);
  for (int candidate = 0; candidate < SLOTS; candidate++) {
    int expected = 0;
    if (__atomic_compare_exchange_n((int *)&states[candidate], &expected, 1, 0, __ATOMIC_SEQ_CST,
                                    __ATOMIC_SEQ_CST)) {
      *slot = candidate;
      break;
    }
  }
  /* A handler on another thread that has begun removing would not see this file: the process is
     ending, so wait for the end instead of creating it. */
  if (*slot >= 0 && __atomic_load_n((int *)&dying, __ATOMIC_SEQ_CST)) {
    __atomic_store_n((int *)&states[*slot], 0, __ATOMIC_SEQ_CST);
    for (;;) pause();
  }
  if (*slot >= 0) strcpy(paths[*slot], path);
  int fd = open(path, flags, mode);
  int saved = errno;
  if (*slot >= 0) {
    __atomic_store_n((int *)&states[*slot], fd >= 0 ? 2 : 0, __ATOMIC_SEQ_CST);
    if (fd < 0) *slot = -1;
  }
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  errno = saved;
  return fd;
}

void csc_temp_end(int slot) {
  if (slot < 0 || slot >= SLOTS) return;
  __atomic_store_n((int *)&states[slot], 0, __ATOMIC_SEQ_CST);
}

static void remove_and_die(int signo) {
  __atomic_store_n((int *)&dying, 1, __ATOMIC_SEQ_CST);
  for (int slot = 0; slot < SLOTS; slot++) {
    /* A slot being claimed on another thread is recorded (or freed) within one open() call. */
    int state;
    while ((state = __atomic_load_n((int *)&states[slot], __ATOMIC_SEQ_CST)) == 1) {
    }
    if (state == 2) unlink(paths[slot]);
  }
  /* Die of the signal, as without the handler: the status says what ended the process. */
  struct sigaction standard;
  memset(&standard, 0, sizeof standard);
  standard.sa_handler = SIG_DFL;
  sigemptyset(&standard.sa_mask);
  sigaction(signo, &standard, NULL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signo);
  sigprocmask(SIG_UNBLOCK, &only, NULL);
  raise(signo);
}

/* Installs `handler` for `signo` and makes sure the signal is delivered: a parent may have
   started us with it blocked (Foundation's Process does). A signal ignored from the start
   (`nohup`, a background job's SIGINT) stays ignored when `keep_ignored`. */
static void install(int signo, void (*handler)(int), int flags, int keep_ignored) {
  struct sigaction action, previous;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  action.sa_flags = flags;
  sigemptyset(&action.sa_mask);
  sigaction(signo, &action, &previous);
  if (keep_ignored && previous.sa_handler == SIG_IGN) {
    sigaction(signo, &previous, NULL);
    return;
  }
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signo);
  sigprocmask(SIG_UNBLOCK, &only, NULL);
}

void csc_install_cleanup(int interrupt_too) {
  install(SIGHUP, remove_and_die, 0, 1);
  install(SIGTERM, remove_and_die, 0, 1);
  if (interrupt_too) install(SIGINT, remove_and_die, 0, 1);
}

static void note_interrupt(int signo) {
  (void)signo;
  interrupted = 1;
}

void csc_install_interrupt_flag(void) { install(SIGINT, note_interrupt, SA_RESTART, 0); }

int csc_take_interrupt(void) {
  int was = interrupted;
  interrupted = 0;
  return was;
}

int csc_interrupted(void) { return interrupted; }
