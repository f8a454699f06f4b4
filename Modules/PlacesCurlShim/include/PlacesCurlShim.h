#ifndef PLACES_CURL_SHIM_H
#define PLACES_CURL_SHIM_H

#include <stddef.h>

/// Bounds of one transfer; every field is enforced by libcurl itself.
typedef struct {
    long total_timeout_ms;
    long connect_timeout_ms;
    /// Abort when less than one byte arrives for this many seconds.
    long idle_seconds;
    long long max_bytes;
    long max_redirects;
} places_http_limits;

/// Called from the transfer's thread. `write` returns 0 to stop the transfer (size limit); `keep_going` returns 0
/// to cancel it. libcurl calls `keep_going` at least once a second, also while nothing arrives.
typedef struct {
    int (*write)(const char *data, size_t length, void *context);
    int (*keep_going)(void *context);
    void *context;
} places_http_callbacks;

/// What happened: `library_missing` when libcurl could not be loaded, otherwise libcurl's result code (-1 when no
/// transfer could start), the HTTP status (0 when there was no answer), how many redirects were followed, the
/// seconds a `Retry-After` header asked for (-1 without one; libcurl reads both of its forms) and the `Content-Type`
/// (empty without one). libcurl's own (English) description of an error is left out: Places words its failures.
typedef struct {
    int library_missing;
    int curl_code;
    long http_status;
    long redirects;
    long long retry_after;
    char content_type[128];
} places_http_outcome;

/// Fetches `url` (http and https only, also for redirects) and blocks until it is done. SIGPIPE is blocked on the
/// calling thread, so a connection the peer closed cannot end the process.
void places_http_get(const char *url, const char *user_agent, places_http_limits limits,
                     places_http_callbacks callbacks, places_http_outcome *outcome);

#endif
