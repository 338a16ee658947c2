#include "CSignalCleanup.h"

#include <limits.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define SLOTS 16

static char paths[SLOTS][PATH_MAX];
/* 0 free, 1 being filled or emptied, 2 a temp file on disk. */
static volatile sig_atomic_t states[SLOTS];
static volatile sig_atomic_t interrupted;

int csc_temp_begin(const char *path) {
  if (strlen(path) >= PATH_MAX) return -1;
  for (int slot = 0; slot < SLOTS; slot++) {
    int expected = 0;
    if (__atomic_compare_exchange_n((int *)&states[slot], &expected, 1, 0, __ATOMIC_SEQ_CST,
                                    __ATOMIC_SEQ_CST)) {
      strcpy(paths[slot], path);
      __atomic_store_n((int *)&states[slot], 2, __ATOMIC_SEQ_CST);
      return slot;
    }
  }
  return -1;
}

void csc_temp_end(int slot) {
  if (slot < 0 || slot >= SLOTS) return;
  __atomic_store_n((int *)&states[slot], 0, __ATOMIC_SEQ_CST);
}

static void remove_and_die(int signo) {
  for (int slot = 0; slot < SLOTS; slot++) {
    if (__atomic_load_n((int *)&states[slot], __ATOMIC_SEQ_CST) == 2) unlink(paths[slot]);
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
