#ifndef CICU_H
#define CICU_H

#include <stdint.h>

/// ICU's version as "major.minor", written into `buffer` (at least 16 bytes).
void cicu_icu_version(char *buffer);

#endif
