#ifndef DEHUB_CCURL_H
#define DEHUB_CCURL_H

// libcurl, loaded at the first request (dlopen) rather than by the loader at every start, so
// that a start that makes no request (`--version`, the browser's first paint from the cache)
// does not pay for it. The installed dehub loads its own build (PREFIX/lib/dehub, made by
// scripts/build-curl: HTTP and HTTPS over the system's OpenSSL, five libraries); without it,
// the system's libcurl 4 (about thirty: Kerberos, LDAP, SSH, RTMP); DEHUB_LIBCURL names
// another. Its header gives the types and constants; the functions are called through the
// pointers `dehub_curl_load` finds.
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per argument kind.

#include <curl/curl.h>
#include <stddef.h>

typedef size_t (*dehub_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*dehub_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                            curl_off_t ultotal, curl_off_t ulnow);

/// Loads libcurl and runs curl_global_init, once; later calls return the first answer.
/// Returns 1 when it is ready; 0 with the reason in `message` (at most `size` bytes).
int dehub_curl_load(char *message, size_t size);

/// Starts loading libcurl on a thread of its own and returns at once, so a command that will
/// make a request loads it while it reads its arguments, settings and cache; the first
/// `dehub_curl_load` then waits for that load rather than starting one.
void dehub_curl_preload(void);

/// What the loaded libcurl says of itself ("libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 ..."),
/// or NULL before it is loaded.
const char *dehub_curl_version(void);
/// The file the loaded libcurl came from, or NULL before it is loaded.
const char *dehub_curl_library_path(void);
/// 1 when the loaded libcurl is dehub's own (beside the program), else 0.
int dehub_curl_is_own(void);

CURL *dehub_curl_easy_init(void);
void dehub_curl_easy_cleanup(CURL *handle);
void dehub_curl_easy_reset(CURL *handle);
CURLcode dehub_curl_easy_perform(CURL *handle);
/// Runs the transfer `handle` is set up for through the process's one multi handle (its own
/// thread; connections kept and, on HTTP/2, shared as streams by concurrent transfers) and
/// returns its result; the calling thread waits meanwhile. Callbacks run on the engine's
/// thread. Any thread may call it.
CURLcode dehub_curl_engine_perform(CURL *handle);
const char *dehub_curl_easy_strerror(CURLcode code);
struct curl_slist *dehub_curl_slist_append(struct curl_slist *list, const char *text);
void dehub_curl_slist_free_all(struct curl_slist *list);

CURLcode dehub_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode dehub_curl_set_string(CURL *handle, CURLoption option, const char *value);
CURLcode dehub_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode dehub_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode dehub_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *list);
CURLcode dehub_curl_set_data_callback(CURL *handle, CURLoption option,
                                      dehub_curl_data_callback callback);
CURLcode dehub_curl_set_progress_callback(CURL *handle, dehub_curl_progress_callback callback);
CURLcode dehub_curl_get_long(CURL *handle, CURLINFO info, long *value);
CURLcode dehub_curl_get_string(CURL *handle, CURLINFO info, char **value);

#endif
