#ifndef CEDITLINE_H
#define CEDITLINE_H
/*
 * Fixed-argument wrappers around libedit's native API.
 *
 * Swift cannot call C-variadic functions (el_set, el_get, history), and Swift 6 rejects the stdio
 * globals stdin/stdout/stderr as not concurrency-safe, so both are reached from here.
 * The header is spelled <histedit.h> on purpose: <readline/readline.h> may be GNU readline's.
 */
#include <histedit.h>
#include <stdio.h>

/* Editor life cycle. */
EditLine *cedit_init(const char *program);
void cedit_end(EditLine *el);
const char *cedit_gets(EditLine *el, int *count);
const LineInfo *cedit_line(EditLine *el);
const LineInfoW *cedit_wline(EditLine *el);
int cedit_insertstr(EditLine *el, const char *text);
int cedit_cursor(EditLine *el, int offset);
/* Queues input to be read as if typed. */
void cedit_push(EditLine *el, const char *text);

/* el_set / el_get with fixed arguments. */
int cedit_set_prompt_esc(EditLine *el, char *(*prompt)(EditLine *), char escape);
int cedit_set_editor(EditLine *el, const char *mode);
int cedit_set_signal(EditLine *el, int handle);
int cedit_set_tty(EditLine *el, const char *first, const char *second);
int cedit_add_function(EditLine *el, const char *name, const char *help,
                       unsigned char (*function)(EditLine *, int));
int cedit_bind(EditLine *el, const char *key, const char *function);
int cedit_set_clientdata(EditLine *el, void *data);
void *cedit_get_clientdata(EditLine *el);
int cedit_set_history(EditLine *el, History *history);
/* The terminal's width in columns as libedit knows it (kept up to date on SIGWINCH), or 0. */
int cedit_columns(EditLine *el);

/* History. */
History *cedit_history_init(void);
void cedit_history_end(History *history);
int cedit_history_setsize(History *history, int size);
int cedit_history_setunique(History *history, int unique);
int cedit_history_enter(History *history, const char *line);
int cedit_history_load(History *history, const char *path);
int cedit_history_save_fp(History *history, FILE *file);
int cedit_history_count(History *history);

/*
 * Stops the process group with SIGTSTP (as the terminal's Ctrl-Z would) and returns after `fg`.
 * The terminal is put back in cooked mode while stopped and in libedit's raw mode afterwards;
 * libedit's own SIGTSTP handler is bypassed because it re-installs itself only once per el_gets.
 */
void cedit_suspend(EditLine *el);

/* Writes text to the stdout stream libedit writes to, and flushes it. */
void cedit_write_stdout(const char *text);

/* Flushes the C stdout stream (Swift 6 cannot name `stdout`). */
void cedit_flush_stdout(void);

/*
 * The size of the terminal on `fd` (TIOCGWINSZ): 0 and both sizes set when it is a terminal that
 * knows its size, -1 otherwise (ioctl is C-variadic, so Swift reaches it through here).
 */
int cedit_terminal_size(int fd, int *columns, int *rows);

#endif
