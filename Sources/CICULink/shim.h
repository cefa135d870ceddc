#ifndef CICULINK_SHIM_H
#define CICULINK_SHIM_H

// Intentionally empty: this system-library target exists for its pkg-config flags (see
// module.modulemap). CICU includes ICU's headers itself.

#endif
