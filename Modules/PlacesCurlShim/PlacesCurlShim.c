// libcurl, loaded with dlopen the first time something is fetched over HTTP: Places' one HTTP client.
//
// Linking FoundationNetworking (URLSession) costs every run of `places` about 11 ms of start-up for libraries a
// local command never uses, and URLSession on Linux busy-polls while it waits; underneath it is libcurl anyway.
// This shim loads libcurl only when needed and drives its easy interface, whose blocking perform polls properly.
// libcurl ships without headers on a machine with only the Swift toolchain, so the few constants used are
// declared here; they are part of libcurl's stable ABI.

#include "PlacesCurlShim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

typedef void CURL;
typedef int CURLcode;
typedef long long curl_off_t;

enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018,
    OPT_LOW_SPEED_LIMIT = 19,
    OPT_LOW_SPEED_TIME = 20,
    OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52,
    OPT_XFERINFODATA = 10057,
    OPT_MAXREDIRS = 68,
    OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_MAXFILESIZE_LARGE = 30117,
    OPT_TIMEOUT_MS = 155,
    OPT_CONNECTTIMEOUT_MS = 156,
    OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182,
    OPT_XFERINFOFUNCTION = 20219,
    INFO_RESPONSE_CODE = 0x200000 + 2,
    INFO_REDIRECT_COUNT = 0x200000 + 20,
    INFO_CONTENT_TYPE = 0x100000 + 18,
    INFO_RETRY_AFTER = 0x600000 + 57,
    PROTO_HTTP = 1,
    PROTO_HTTPS = 2,
    GLOBAL_DEFAULT = 3,
};

typedef struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, int, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
} curl_api;

static curl_api api;
static int api_loaded;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_library(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so", "libcurl.4.dylib", NULL};
    void *handle = NULL;
    for (int index = 0; names[index] != NULL && handle == NULL; index++) {
        handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) return;
    api.global_init = (CURLcode (*)(long))dlsym(handle, "curl_global_init");
    api.easy_init = (CURL *(*)(void))dlsym(handle, "curl_easy_init");
    api.easy_setopt = (CURLcode (*)(CURL *, int, ...))dlsym(handle, "curl_easy_setopt");
    api.easy_perform = (CURLcode (*)(CURL *))dlsym(handle, "curl_easy_perform");
    api.easy_getinfo = (CURLcode (*)(CURL *, int, ...))dlsym(handle, "curl_easy_getinfo");
    api.easy_cleanup = (void (*)(CURL *))dlsym(handle, "curl_easy_cleanup");
    if (!api.global_init || !api.easy_init || !api.easy_setopt || !api.easy_perform || !api.easy_getinfo ||
        !api.easy_cleanup) {
        return;
    }
    // curl_global_init is not thread-safe; pthread_once makes this the only call.
    api_loaded = api.global_init(GLOBAL_DEFAULT) == 0;
}

static size_t on_write(char *data, size_t size, size_t count, void *context) {
    places_http_callbacks *callbacks = context;
    size_t length = size * count;
    return callbacks->write(data, length, callbacks->context) ? length : 0;
}

static int on_progress(void *context, curl_off_t total, curl_off_t now, curl_off_t up_total, curl_off_t up_now) {
    (void)total;
    (void)now;
    (void)up_total;
    (void)up_now;
    places_http_callbacks *callbacks = context;
    return callbacks->keep_going(callbacks->context) ? 0 : 1;
}

void places_http_get(const char *url, const char *user_agent, places_http_limits limits,
                     places_http_callbacks callbacks, places_http_outcome *outcome) {
    memset(outcome, 0, sizeof *outcome);
    outcome->retry_after = -1;
    pthread_once(&load_once, load_library);
    if (!api_loaded) {
        outcome->library_missing = 1;
        return;
    }
    // A write to a socket the server closed raises SIGPIPE on this thread; blocked, it becomes an error instead.
    sigset_t pipe_signal;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, NULL);

    CURL *handle = api.easy_init();
    if (handle == NULL) {
        outcome->curl_code = -1;
        return;
    }
    api.easy_setopt(handle, OPT_URL, url);
    api.easy_setopt(handle, OPT_USERAGENT, user_agent);
    api.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    api.easy_setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    api.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    api.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    api.easy_setopt(handle, OPT_MAXREDIRS, limits.max_redirects);
    api.easy_setopt(handle, OPT_TIMEOUT_MS, limits.total_timeout_ms);
    api.easy_setopt(handle, OPT_CONNECTTIMEOUT_MS, limits.connect_timeout_ms);
    api.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
    api.easy_setopt(handle, OPT_LOW_SPEED_TIME, limits.idle_seconds);
    api.easy_setopt(handle, OPT_MAXFILESIZE_LARGE, (curl_off_t)limits.max_bytes);
    api.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");
    api.easy_setopt(handle, OPT_WRITEFUNCTION, on_write);
    api.easy_setopt(handle, OPT_WRITEDATA, &callbacks);
    api.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    api.easy_setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
    api.easy_setopt(handle, OPT_XFERINFODATA, &callbacks);

    outcome->curl_code = api.easy_perform(handle);
    long status = 0;
    api.easy_getinfo(handle, INFO_RESPONSE_CODE, &status);
    outcome->http_status = status;
    long redirects = 0;
    api.easy_getinfo(handle, INFO_REDIRECT_COUNT, &redirects);
    outcome->redirects = redirects;
    // CURLINFO_RETRY_AFTER is libcurl 7.66 or later; an older one leaves the value alone and says so.
    curl_off_t retry_after = -1;
    if (api.easy_getinfo(handle, INFO_RETRY_AFTER, &retry_after) != 0 || retry_after <= 0) retry_after = -1;
    outcome->retry_after = retry_after;
    const char *content_type = NULL;
    if (api.easy_getinfo(handle, INFO_CONTENT_TYPE, &content_type) == 0 && content_type != NULL) {
        snprintf(outcome->content_type, sizeof outcome->content_type, "%s", content_type);
    }
    api.easy_cleanup(handle);
}
