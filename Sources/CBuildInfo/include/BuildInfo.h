#ifndef DEHUB_BUILD_INFO_H
#define DEHUB_BUILD_INFO_H

// The commit dehub was built from: scripts/install and scripts/package pass it with
// -Xcc -DDEHUB_COMMIT='"abc123"'; other builds (swift build, the tests) say "dev".
#ifndef DEHUB_COMMIT
#define DEHUB_COMMIT "dev"
#endif

static inline const char *dehub_build_commit(void) { return DEHUB_COMMIT; }

#endif
