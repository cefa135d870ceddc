#ifndef CXML2_SHIM_H
#define CXML2_SHIM_H

// libxml2's parser API, as Swift sees it. The include path comes from pkg-config (libxml-2.0):
// Debian's libxml2-dev on Linux, the SDK (or Homebrew's libxml2) on macOS.
#include <libxml/xmlversion.h>

// Debian builds libxml2 with ICU, and its encoding.h then includes ICU's headers, whose types
// clash with Foundation's own copy of ICU in any module that sees both. Nothing here uses
// libxml2's ICU converters (only pointers to them), so their declarations are left out.
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

#endif
