#include "BuildInfo.h"

// The header is the whole module; a C target needs one source file.
const char *dehub_build_commit_symbol(void) { return dehub_build_commit(); }
