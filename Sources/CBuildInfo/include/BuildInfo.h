#ifndef DEHUB_BUILD_INFO_H
#define DEHUB_BUILD_INFO_H

// The commit dehub was built from: scripts/install and scripts/package pass it with
// -Xcc -DDEHUB_COMMIT='"abc123"'; other builds (swift build, the tests) say "dev".
#ifndef DEHUB_COMMIT
#define DEHUB_COMMIT "dev"
#endif

static inline const char *dehub_build_commit(void) { return DEHUB_COMMIT; }

// The version dehub says (`--version`, User-Agent): scripts/build-release passes what
// scripts/version prints (the release tag) with -Xcc -DDEHUB_VERSION='"0.1.0"'; other builds
// say the newest release of CHANGELOG.md, which Package.swift reads. A function of
// BuildInfo.c, not inline: the target's own settings define the CHANGELOG's version.
const char *dehub_build_version(void);

#endif
