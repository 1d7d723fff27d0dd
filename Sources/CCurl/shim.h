#ifndef DEHUB_CCURL_SHIM_H
#define DEHUB_CCURL_SHIM_H

#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per argument kind.

typedef size_t (*dehub_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*dehub_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                            curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode dehub_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dehub_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dehub_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dehub_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dehub_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *list) {
  return curl_easy_setopt(handle, option, list);
}

static inline CURLcode dehub_curl_set_data_callback(CURL *handle, CURLoption option,
                                                    dehub_curl_data_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode dehub_curl_set_progress_callback(CURL *handle,
                                                        dehub_curl_progress_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode dehub_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode dehub_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
