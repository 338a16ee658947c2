#include "CEditLine.h"
#include <histedit.h>

int cedit_available(void) { return 1; }
