// libjq (Debian's libjq-dev), for `--jq EXPR`: jq's own language, run in-process.
#include <jv.h>
#include <jq.h>
