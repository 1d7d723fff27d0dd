#include "BuildInfo.h"

#ifndef DEHUB_VERSION
#ifdef DEHUB_CHANGELOG_VERSION
#define DEHUB_VERSION DEHUB_CHANGELOG_VERSION
#else
#define DEHUB_VERSION "unknown"
#endif
#endif

const char *dehub_build_version(void) { return DEHUB_VERSION; }
