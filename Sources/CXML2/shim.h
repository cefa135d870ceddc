#ifndef CXML2_SHIM_H
#define CXML2_SHIM_H

// libxml2's parser API, as Swift sees it. The include path comes from pkg-config (libxml-2.0):
// Debian's libxml2-dev on Linux, the SDK (or Homebrew's libxml2) on macOS.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

#endif
