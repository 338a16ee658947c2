#ifndef CEDITLINE_H
#define CEDITLINE_H
/* Fixed-argument wrappers around libedit's variadic API (Swift cannot call C-variadic functions). */
int cedit_available(void);
#endif
