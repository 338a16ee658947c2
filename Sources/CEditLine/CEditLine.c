#include "CEditLine.h"

#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

EditLine *cedit_init(const char *program) { return el_init(program, stdin, stdout, stderr); }

void cedit_end(EditLine *el) { el_end(el); }

const char *cedit_gets(EditLine *el, int *count) { return el_gets(el, count); }

const LineInfo *cedit_line(EditLine *el) { return el_line(el); }

const LineInfoW *cedit_wline(EditLine *el) { return el_wline(el); }

int cedit_insertstr(EditLine *el, const char *text) { return el_insertstr(el, text); }

int cedit_cursor(EditLine *el, int offset) { return el_cursor(el, offset); }

void cedit_push(EditLine *el, const char *text) { el_push(el, text); }


int cedit_set_prompt_esc(EditLine *el, char *(*prompt)(EditLine *), char escape) {
  return el_set(el, EL_PROMPT_ESC, prompt, escape);
}

int cedit_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }

int cedit_set_signal(EditLine *el, int handle) { return el_set(el, EL_SIGNAL, handle); }

int cedit_set_tty(EditLine *el, const char *first, const char *second) {
  return el_set(el, EL_SETTY, first, second, (const char *)NULL);
}

int cedit_add_function(EditLine *el, const char *name, const char *help,
                       unsigned char (*function)(EditLine *, int)) {
  return el_set(el, EL_ADDFN, name, help, function);
}

int cedit_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, (const char *)NULL);
}

int cedit_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }

void *cedit_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

int cedit_set_history(EditLine *el, History *h) {
  /* `history` is libedit's function here: a parameter of that name would shadow it. */
  return el_set(el, EL_HIST, history, h);
}

int cedit_columns(EditLine *el) {
  int columns = 0;
  if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) return 0;
  return columns;
}

History *cedit_history_init(void) { return history_init(); }

void cedit_history_end(History *h) { history_end(h); }

int cedit_history_setsize(History *h, int size) {
  HistEvent event;
  return history(h, &event, H_SETSIZE, size);
}

int cedit_history_setunique(History *h, int unique) {
  HistEvent event;
  return history(h, &event, H_SETUNIQUE, unique);
}

int cedit_history_enter(History *h, const char *line) {
  HistEvent event;
  return history(h, &event, H_ENTER, line);
}

int cedit_history_load(History *h, const char *path) {
  HistEvent event;
  return history(h, &event, H_LOAD, path);
}

int cedit_history_save_fp(History *h, FILE *file) {
  HistEvent event;
  return history(h, &event, H_SAVE_FP, file);
}

int cedit_history_count(History *h) {
  HistEvent event;
  if (history(h, &event, H_GETSIZE) == -1) return -1;
  return event.num;
}

void cedit_write_stdout(const char *text) {
  fputs(text, stdout);
  fflush(stdout);
}

void cedit_flush_stdout(void) { fflush(stdout); }

int cedit_terminal_size(int fd, int *columns, int *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}

void cedit_suspend(EditLine *el) {
  struct sigaction stop, previous;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  el_set(el, EL_PREP_TERM, 0);
  sigaction(SIGTSTP, &stop, &previous);
  kill(0, SIGTSTP); /* delivered before kill returns: execution resumes here after fg */
  sigaction(SIGTSTP, &previous, NULL);
  el_set(el, EL_PREP_TERM, 1);
}
