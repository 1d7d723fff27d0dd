#define _GNU_SOURCE
#include "CCurl.h"

#include <dlfcn.h>
#include <limits.h>
#include <sched.h>
#include <pthread.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// The names the system's libcurl 4 goes by: Debian's OpenSSL build, then its GnuTLS build.
static const char *const library_names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};

// Where dehub's own libcurl is, relative to the program's folder: PREFIX/lib/dehub for
// PREFIX/bin/dehub (scripts/build-curl makes it: HTTP and HTTPS only, five libraries to load
// where the system's brings thirty).
static const char *const own_library = "../lib/dehub/libcurl.so.4";

static struct {
  CURLcode (*global_init)(long flags);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *handle);
  void (*easy_reset)(CURL *handle);
  CURLcode (*easy_perform)(CURL *handle);
  const char *(*easy_strerror)(CURLcode code);
  CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
  CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
  struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
  void (*slist_free_all)(struct curl_slist *list);
  char *(*version)(void);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
  CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
  CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
  CURLMcode (*multi_perform)(CURLM *multi, int *running);
  CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *extra, unsigned int count,
                          int timeout, int *ready);
  CURLMcode (*multi_wakeup)(CURLM *multi);
  CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char load_failure[512];
// Where the loaded library came from.
static int loaded_from_own = 0;
static char loaded_path[PATH_MAX];

static void *find(void *library, const char *name) {
  void *symbol = dlsym(library, name);
  if (symbol == NULL && load_failure[0] == 0) {
    snprintf(load_failure, sizeof load_failure, "libcurl has no %s", name);
  }
  return symbol;
}

// The path of dehub's own libcurl beside this program, in `path`; 0 when it cannot be told.
static int own_library_path(char *path, size_t size) {
  char program[PATH_MAX];
  ssize_t length = readlink("/proc/self/exe", program, sizeof program - 1);
  if (length <= 0) return 0;
  program[length] = 0;
  char *slash = strrchr(program, '/');
  if (slash == NULL) return 0;
  *slash = 0;
  int written = snprintf(path, size, "%s/%s", program, own_library);
  return written > 0 && (size_t)written < size;
}

// The library to use: `named` (DEHUB_LIBCURL: a path, or a name the loader looks up), else
// dehub's own beside the program, else the system's. Lazily bound: Debian marks its libcurl,
// OpenSSL and most of their libraries BIND_NOW, which the loader honours either way; the rest
// have their symbols resolved at first call, and most are never called.
static void *open_library(const char *named) {
  if (named != NULL) {
    void *library = dlopen(named, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
      const char *reason = dlerror();
      snprintf(load_failure, sizeof load_failure,
               "DEHUB_LIBCURL names %s, which cannot be loaded (%s)", named,
               reason ? reason : "not found");
    }
    return library;
  }
  char own[PATH_MAX];
  if (own_library_path(own, sizeof own)) {
    void *library = dlopen(own, RTLD_LAZY | RTLD_LOCAL);
    if (library != NULL) {
      loaded_from_own = 1;
      return library;
    }
  }
  void *library = NULL;
  for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && library == NULL; i++) {
    library = dlopen(library_names[i], RTLD_LAZY | RTLD_LOCAL);
  }
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(load_failure, sizeof load_failure, "%s", reason ? reason : "libcurl.so.4 not found");
  }
  return library;
}

static void load(void) {
  const char *named = getenv("DEHUB_LIBCURL");
  if (named != NULL && named[0] == 0) named = NULL;
  void *library = open_library(named);
  if (library == NULL) return;
  // A library the user named that is not libcurl is said as the user's choice.
  if (named != NULL && dlsym(library, "curl_easy_init") == NULL) {
    snprintf(load_failure, sizeof load_failure,
             "DEHUB_LIBCURL names %s, which is not libcurl (it has no curl_easy_init)", named);
    return;
  }
  *(void **)&curl.global_init = find(library, "curl_global_init");
  *(void **)&curl.easy_init = find(library, "curl_easy_init");
  *(void **)&curl.easy_cleanup = find(library, "curl_easy_cleanup");
  *(void **)&curl.easy_reset = find(library, "curl_easy_reset");
  *(void **)&curl.easy_perform = find(library, "curl_easy_perform");
  *(void **)&curl.easy_strerror = find(library, "curl_easy_strerror");
  *(void **)&curl.easy_setopt = find(library, "curl_easy_setopt");
  *(void **)&curl.easy_getinfo = find(library, "curl_easy_getinfo");
  *(void **)&curl.slist_append = find(library, "curl_slist_append");
  *(void **)&curl.slist_free_all = find(library, "curl_slist_free_all");
  *(void **)&curl.multi_init = find(library, "curl_multi_init");
  *(void **)&curl.multi_setopt = find(library, "curl_multi_setopt");
  *(void **)&curl.multi_add_handle = find(library, "curl_multi_add_handle");
  *(void **)&curl.multi_remove_handle = find(library, "curl_multi_remove_handle");
  *(void **)&curl.multi_perform = find(library, "curl_multi_perform");
  *(void **)&curl.multi_poll = find(library, "curl_multi_poll");
  *(void **)&curl.multi_wakeup = find(library, "curl_multi_wakeup");
  *(void **)&curl.multi_info_read = find(library, "curl_multi_info_read");
  if (load_failure[0] != 0) return;
  // OpenSSL started as libcurl starts it (its config read), but without its tables of error
  // strings, which libcurl's start would load: a hash table of some thousands of strings
  // built at every run, 0.6 ms of `dehub view`'s CPU. dehub words every TLS failure itself,
  // from libcurl's code. Only the OpenSSL build of libcurl has the symbol.
  int (*init_ssl)(uint64_t, const void *) =
      (int (*)(uint64_t, const void *))dlsym(library, "OPENSSL_init_ssl");
  if (init_ssl != NULL) {
    const uint64_t no_ssl_strings = 0x00100000L;    // OPENSSL_INIT_NO_LOAD_SSL_STRINGS
    const uint64_t no_crypto_strings = 0x00000001L; // OPENSSL_INIT_NO_LOAD_CRYPTO_STRINGS
    const uint64_t load_config = 0x00000040L;       // OPENSSL_INIT_LOAD_CONFIG
    (void)init_ssl(no_ssl_strings | no_crypto_strings | load_config, NULL);
  }
  CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
  if (code != CURLE_OK) {
    snprintf(load_failure, sizeof load_failure, "curl_global_init failed: %s",
             curl.easy_strerror(code));
    return;
  }
  *(void **)&curl.version = dlsym(library, "curl_version");
  Dl_info where;
  if (dladdr(*(void **)&curl.easy_init, &where) != 0 && where.dli_fname != NULL) {
    snprintf(loaded_path, sizeof loaded_path, "%s", where.dli_fname);
  }
  loaded = 1;
}

const char *dehub_curl_version(void) {
  return loaded && curl.version != NULL ? curl.version() : NULL;
}

const char *dehub_curl_library_path(void) { return loaded ? loaded_path : NULL; }

int dehub_curl_is_own(void) { return loaded && loaded_from_own; }

int dehub_curl_load(char *message, size_t size) {
  pthread_once(&load_once, load);
  if (!loaded && message != NULL && size > 0) snprintf(message, size, "%s", load_failure);
  return loaded;
}

// The CPUs the process may run on, kept for the loading thread to return to.
static cpu_set_t allowed_cpus;
static int allowed_known = 0;

static void *preload(void *unused) {
  (void)unused;
  // Started away from the main thread's CPU (see below); free to move from here on.
  if (allowed_known) (void)sched_setaffinity(0, sizeof allowed_cpus, &allowed_cpus);
  pthread_once(&load_once, load);
  return NULL;
}

// The loading thread starts on another CPU than the one the main thread is on, when there is
// one. Left to itself, the kernel often queues a new thread behind its parent on the parent's
// CPU while the other CPU idles: the main thread then runs until it needs libcurl and loads it
// itself, and the head start is lost (in 15 of 40 runs of `dehub view`, traced).
static void start_elsewhere(pthread_attr_t *attributes) {
  int here = sched_getcpu();
  if (here < 0 || sched_getaffinity(0, sizeof allowed_cpus, &allowed_cpus) != 0) return;
  allowed_known = 1;
  cpu_set_t others = allowed_cpus;
  CPU_CLR(here, &others);
  if (CPU_COUNT(&others) > 0) {
    (void)pthread_attr_setaffinity_np(attributes, sizeof others, &others);
  }
}

void dehub_curl_preload(void) {
  pthread_attr_t attributes;
  pthread_t thread;
  if (pthread_attr_init(&attributes) != 0) return;
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  start_elsewhere(&attributes);
  // Without the thread, the first request loads it: nothing is lost but the head start.
  (void)pthread_create(&thread, &attributes, preload, NULL);
  pthread_attr_destroy(&attributes);
}

// The engine: one multi handle, driven by one thread of its own, through which every
// transfer of the process runs. Its connections are kept for the process's whole run, for
// every thread's requests; on HTTP/2 (which libcurl asks for over TLS) concurrent
// transfers to a host share one connection as streams, each waiting for that connection
// (CURLOPT_PIPEWAIT) rather than paying a handshake of its own; an HTTP/1.1 host gets at
// most `engine_host_connections` at once, the others waiting their turn.

// A transfer handed to the engine, and its outcome. Lives on the asking thread's stack
// until `done`.
struct engine_transfer {
  CURL *handle;
  CURLcode result;
  int done;
  pthread_cond_t finished;
  struct engine_transfer *next;
};

static const long engine_host_connections = 8;
static const long engine_kept_connections = 256;
static pthread_once_t engine_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t engine_lock = PTHREAD_MUTEX_INITIALIZER;
static CURLM *engine_multi = NULL;
static struct engine_transfer *engine_queue = NULL;

static void engine_finish(struct engine_transfer *transfer, CURLcode result) {
  pthread_mutex_lock(&engine_lock);
  transfer->result = result;
  transfer->done = 1;
  pthread_cond_signal(&transfer->finished);
  pthread_mutex_unlock(&engine_lock);
}

static void *engine_run(void *unused) {
  (void)unused;
  int running = 0;
  for (;;) {
    pthread_mutex_lock(&engine_lock);
    struct engine_transfer *arrived = engine_queue;
    engine_queue = NULL;
    pthread_mutex_unlock(&engine_lock);
    while (arrived != NULL) {
      struct engine_transfer *next = arrived->next;
      curl.easy_setopt(arrived->handle, CURLOPT_PRIVATE, (void *)arrived);
      if (curl.multi_add_handle(engine_multi, arrived->handle) != CURLM_OK) {
        engine_finish(arrived, CURLE_FAILED_INIT);
      }
      arrived = next;
    }
    curl.multi_perform(engine_multi, &running);
    CURLMsg *message;
    int left = 0;
    while ((message = curl.multi_info_read(engine_multi, &left)) != NULL) {
      if (message->msg != CURLMSG_DONE) continue;
      // Read before the removal, which ends the message's life.
      CURL *handle = message->easy_handle;
      CURLcode result = message->data.result;
      struct engine_transfer *transfer = NULL;
      curl.easy_getinfo(handle, CURLINFO_PRIVATE, (char **)&transfer);
      curl.multi_remove_handle(engine_multi, handle);
      if (transfer != NULL) engine_finish(transfer, result);
    }
    // Woken by a new transfer (curl_multi_wakeup), by the network, or by libcurl's own
    // timers; while transfers run, at least every 100 ms, so a cancellation (seen by the
    // progress callback) ends one soon even while it waits for a connection.
    curl.multi_poll(engine_multi, NULL, 0, running > 0 ? 100 : 60000, NULL);
  }
  return NULL;
}

static void engine_start(void) {
  engine_multi = curl.multi_init();
  if (engine_multi == NULL) return;
  curl.multi_setopt(engine_multi, CURLMOPT_PIPELINING, (long)CURLPIPE_MULTIPLEX);
  curl.multi_setopt(engine_multi, CURLMOPT_MAX_HOST_CONNECTIONS, engine_host_connections);
  // Idle connections kept: libcurl's default is four for each transfer under way, so with
  // one transfer running a fifth host's connection closed another's (a process that
  // talks to several hosts, as the tests' many servers, lost its kept-alive connections).
  curl.multi_setopt(engine_multi, CURLMOPT_MAXCONNECTS, engine_kept_connections);
  pthread_attr_t attributes;
  pthread_t thread;
  if (pthread_attr_init(&attributes) != 0 ||
      pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED) != 0 ||
      pthread_create(&thread, &attributes, engine_run, NULL) != 0) {
    engine_multi = NULL;
  }
  pthread_attr_destroy(&attributes);
}

CURLcode dehub_curl_engine_perform(CURL *handle) {
  pthread_once(&engine_once, engine_start);
  // Without the engine (no thread could start), the transfer runs here, on a connection
  // of its own handle.
  if (engine_multi == NULL) return curl.easy_perform(handle);
  curl.easy_setopt(handle, CURLOPT_PIPEWAIT, 1L);
  struct engine_transfer transfer = {handle, CURLE_OK, 0, PTHREAD_COND_INITIALIZER, NULL};
  pthread_mutex_lock(&engine_lock);
  // Added at the head: the engine adds a batch at once, so their order does not matter.
  transfer.next = engine_queue;
  engine_queue = &transfer;
  pthread_mutex_unlock(&engine_lock);
  curl.multi_wakeup(engine_multi);
  pthread_mutex_lock(&engine_lock);
  while (!transfer.done) pthread_cond_wait(&transfer.finished, &engine_lock);
  pthread_mutex_unlock(&engine_lock);
  pthread_cond_destroy(&transfer.finished);
  return transfer.result;
}

CURL *dehub_curl_easy_init(void) { return curl.easy_init(); }
void dehub_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
void dehub_curl_easy_reset(CURL *handle) { curl.easy_reset(handle); }
CURLcode dehub_curl_easy_perform(CURL *handle) { return curl.easy_perform(handle); }
const char *dehub_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

struct curl_slist *dehub_curl_slist_append(struct curl_slist *list, const char *text) {
  return curl.slist_append(list, text);
}

void dehub_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLcode dehub_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode dehub_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode dehub_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode dehub_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode dehub_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *list) {
  return curl.easy_setopt(handle, option, list);
}

CURLcode dehub_curl_set_data_callback(CURL *handle, CURLoption option,
                                      dehub_curl_data_callback callback) {
  return curl.easy_setopt(handle, option, callback);
}

CURLcode dehub_curl_set_progress_callback(CURL *handle, dehub_curl_progress_callback callback) {
  return curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

CURLcode dehub_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl.easy_getinfo(handle, info, value);
}

CURLcode dehub_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return curl.easy_getinfo(handle, info, value);
}
