#include "CICU.h"
#include <unicode/uversion.h>

void cicu_icu_version(char *buffer) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
}
