// A small HTTP/1.1 client for plain http to an address: a test server on this machine, a mirror on the local
// network.
//
// Loading libcurl costs a one-shot command about 5 ms (it pulls in some thirty libraries: OpenSSL, GnuTLS,
// Kerberos, LDAP, ssh2…) before the first byte is asked for; a GET without TLS needs none of them. Everything else
// — https, host names, proxies — is libcurl's. The limits are the caller's, the same ones libcurl enforces (total
// deadline, idle timeout, size, redirects, http and https only), and the outcome uses libcurl's result codes, so
// the Swift side maps both clients' failures through one switch.

#define _GNU_SOURCE
#include "PlacesPlainHTTP.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum {
    CODE_OK = 0,
    CODE_UNSUPPORTED_PROTOCOL = 1,
    CODE_COULDNT_CONNECT = 7,
    CODE_WEIRD_SERVER_REPLY = 8,
    CODE_PARTIAL_FILE = 18,
    CODE_WRITE_ERROR = 23,
    CODE_OPERATION_TIMEDOUT = 28,
    CODE_ABORTED_BY_CALLBACK = 42,
    CODE_TOO_MANY_REDIRECTS = 47,
    CODE_GOT_NOTHING = 52,
    CODE_SEND_ERROR = 55,
    CODE_RECV_ERROR = 56,
    CODE_FILESIZE_EXCEEDED = 63,
    CODE_TOO_LARGE = 100,
    // libcurl's bounds on an answer's header: one line at most 100 KB, all of them at most 300 KB.
    MAX_HEADER_LINE = 100 * 1024,
    MAX_HEADER_BYTES = 300 * 1024,
    MAX_URL = 4096,
    // How often a wait stops to ask whether the transfer was cancelled, as libcurl's progress callback does.
    SLICE_MS = 250,
};

/// The parts of an http URL this client uses.
typedef struct {
    char host[256];      // as written, brackets of an IPv6 literal removed
    char authority[300]; // host and port as written, for the Host header
    int port;
    char target[MAX_URL]; // path and query
} plain_url;

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1000 + (double)time.tv_nsec / 1e6;
}

static int is_address(const char *host) {
    if (strcmp(host, "localhost") == 0) return 1;
    unsigned char scratch[sizeof(struct in6_addr)];
    return inet_pton(AF_INET, host, scratch) == 1 || inet_pton(AF_INET6, host, scratch) == 1;
}

/// Splits an http URL; 0 when it is not one this client reads.
static int parse_url(const char *url, plain_url *parts) {
    if (strncasecmp(url, "http://", 7) != 0) return 0;
    const char *authority = url + 7;
    size_t length = strcspn(authority, "/?#");
    if (length == 0 || length >= sizeof parts->authority || memchr(authority, '@', length) != NULL) return 0;
    memcpy(parts->authority, authority, length);
    parts->authority[length] = '\0';
    const char *host = parts->authority;
    const char *port = NULL;
    size_t host_length;
    if (host[0] == '[') {
        const char *close = strchr(host, ']');
        if (close == NULL) return 0;
        host += 1;
        host_length = (size_t)(close - host);
        if (close[1] == ':') port = close + 2;
        else if (close[1] != '\0') return 0;
    } else {
        const char *colon = strchr(host, ':');
        host_length = colon ? (size_t)(colon - host) : strlen(host);
        if (colon) port = colon + 1;
    }
    if (host_length == 0 || host_length >= sizeof parts->host) return 0;
    memcpy(parts->host, host, host_length);
    parts->host[host_length] = '\0';
    parts->port = 80;
    if (port != NULL && *port != '\0') {
        char *end = NULL;
        long value = strtol(port, &end, 10);
        if (*end != '\0' || value < 1 || value > 65535) return 0;
        parts->port = (int)value;
    }
    const char *rest = authority + length;
    size_t target_length = strcspn(rest, "#");
    if (target_length + 2 >= sizeof parts->target) return 0;
    if (rest[0] != '/') {
        parts->target[0] = '/';
        memcpy(parts->target + 1, rest, target_length);
        parts->target[target_length + 1] = '\0';
    } else {
        memcpy(parts->target, rest, target_length);
        parts->target[target_length] = '\0';
    }
    return 1;
}

int places_plain_http_eligible(const char *url) {
    // libcurl reads these; a proxy in the environment is honoured by letting libcurl do the transfer.
    const char *proxies[] = {"http_proxy", "all_proxy", "ALL_PROXY", NULL};
    for (int index = 0; proxies[index] != NULL; index++) {
        const char *value = getenv(proxies[index]);
        if (value != NULL && value[0] != '\0') return 0;
    }
    plain_url parts;
    return parse_url(url, &parts) && is_address(parts.host);
}

/// A connected socket to the URL's address, or -1 with `code` set.
static int connect_to(const plain_url *parts, double deadline, places_http_callbacks callbacks, int *code) {
    const char *candidates[2] = {parts->host, NULL};
    if (strcmp(parts->host, "localhost") == 0) {
        candidates[0] = "127.0.0.1";
        candidates[1] = "::1";
    }
    *code = CODE_COULDNT_CONNECT;
    for (int index = 0; index < 2 && candidates[index] != NULL; index++) {
        struct sockaddr_storage address;
        memset(&address, 0, sizeof address);
        socklen_t size;
        int family;
        struct sockaddr_in *v4 = (struct sockaddr_in *)&address;
        struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&address;
        if (inet_pton(AF_INET, candidates[index], &v4->sin_addr) == 1) {
            family = AF_INET;
            v4->sin_family = AF_INET;
            v4->sin_port = htons((unsigned short)parts->port);
            size = sizeof *v4;
        } else if (inet_pton(AF_INET6, candidates[index], &v6->sin6_addr) == 1) {
            family = AF_INET6;
            v6->sin6_family = AF_INET6;
            v6->sin6_port = htons((unsigned short)parts->port);
            size = sizeof *v6;
        } else {
            continue;
        }
        int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        if (fd < 0) continue;
        if (connect(fd, (struct sockaddr *)&address, size) == 0) return fd;
        if (errno != EINPROGRESS) {
            close(fd);
            continue;
        }
        for (;;) {
            double left = deadline - now_ms();
            if (left <= 0) {
                close(fd);
                *code = CODE_OPERATION_TIMEDOUT;
                return -1;
            }
            struct pollfd wait = {fd, POLLOUT, 0};
            int ready = poll(&wait, 1, left < SLICE_MS ? (int)left + 1 : SLICE_MS);
            if (ready < 0 && errno != EINTR) break;
            if (!callbacks.keep_going(callbacks.context)) {
                close(fd);
                *code = CODE_ABORTED_BY_CALLBACK;
                return -1;
            }
            if (ready > 0) {
                int error = 0;
                socklen_t length = sizeof error;
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length);
                if (error == 0) return fd;
                break;
            }
        }
        close(fd);
    }
    return -1;
}

/// The receiving side of one exchange: bytes as they arrive, within the deadline and the idle timeout.
typedef struct {
    int fd;
    double deadline;
    double idle_ms;
    places_http_callbacks callbacks;
    char buffer[16384];
    char line[MAX_HEADER_LINE + 1];
    size_t start;
    size_t end;
    int closed;
} reader;

/// Reads more into the buffer; CODE_OK, or why not. At the end of the stream `closed` is set.
static int fill(reader *in) {
    if (in->start > 0) {
        memmove(in->buffer, in->buffer + in->start, in->end - in->start);
        in->end -= in->start;
        in->start = 0;
    }
    if (in->end == sizeof in->buffer) return CODE_OK;
    double idle_until = now_ms() + in->idle_ms;
    for (;;) {
        ssize_t count = recv(in->fd, in->buffer + in->end, sizeof in->buffer - in->end, 0);
        if (count > 0) {
            in->end += (size_t)count;
            return CODE_OK;
        }
        if (count == 0) {
            in->closed = 1;
            return CODE_OK;
        }
        if (errno == EINTR) continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK) return CODE_RECV_ERROR;
        double now = now_ms();
        double left = (in->deadline < idle_until ? in->deadline : idle_until) - now;
        if (left <= 0) return CODE_OPERATION_TIMEDOUT;
        struct pollfd wait = {in->fd, POLLIN, 0};
        if (poll(&wait, 1, left < SLICE_MS ? (int)left + 1 : SLICE_MS) < 0 && errno != EINTR) return CODE_RECV_ERROR;
        if (!in->callbacks.keep_going(in->callbacks.context)) return CODE_ABORTED_BY_CALLBACK;
    }
}

/// Hands `length` bytes of the body to the caller; CODE_WRITE_ERROR when it wants no more (the size limit).
static int deliver(reader *in, size_t length) {
    if (length == 0) return CODE_OK;
    int accepted = in->callbacks.write(in->buffer + in->start, length, in->callbacks.context);
    in->start += length;
    return accepted ? CODE_OK : CODE_WRITE_ERROR;
}

/// The next line (without CRLF) of at most `size` - 1 bytes into `line`; CODE_OK, CODE_TOO_LARGE for a longer one,
/// or why not.
static int read_line(reader *in, char *line, size_t size, int *ended) {
    size_t used = 0;
    *ended = 0;
    for (;;) {
        while (in->start < in->end) {
            char byte = in->buffer[in->start++];
            if (byte == '\n') {
                if (used > 0 && line[used - 1] == '\r') used--;
                line[used] = '\0';
                return CODE_OK;
            }
            if (used + 1 >= size) return CODE_TOO_LARGE;
            line[used++] = byte;
        }
        if (in->closed) {
            *ended = 1;
            return CODE_OK;
        }
        int code = fill(in);
        if (code != CODE_OK) return code;
    }
}

/// Seconds from an HTTP date until now (at least 0), or -1.
static long long seconds_until(const char *date) {
    struct tm parts;
    memset(&parts, 0, sizeof parts);
    const char *end = strptime(date, "%a, %d %b %Y %H:%M:%S GMT", &parts);
    if (end == NULL) return -1;
    time_t when = timegm(&parts);
    time_t now = time(NULL);
    return when > now ? (long long)(when - now) : 0;
}

/// Everything one response's header says that the transfer needs.
typedef struct {
    long status;
    long long content_length;
    int chunked;
    char location[MAX_URL];
} response_head;

static int read_head(reader *in, response_head *head, places_http_outcome *outcome) {
    char *line = in->line;
    size_t total = 0;
    int ended;
    for (;;) {
        memset(head, 0, sizeof *head);
        head->content_length = -1;
        int code = read_line(in, line, sizeof in->line, &ended);
        if (code != CODE_OK) return code;
        if (ended) return in->end == 0 && total == 0 ? CODE_GOT_NOTHING : CODE_WEIRD_SERVER_REPLY;
        // An answer that is not HTTP at all (HTTP/0.9 or garbage) is refused, as libcurl refuses it.
        if (strncmp(line, "HTTP/1.", 7) != 0 || strlen(line) < 12 || line[8] != ' ') return CODE_WEIRD_SERVER_REPLY;
        char *end = NULL;
        head->status = strtol(line + 9, &end, 10);
        if (end != line + 12 || head->status < 100 || head->status > 999) return CODE_WEIRD_SERVER_REPLY;
        for (;;) {
            code = read_line(in, line, sizeof in->line, &ended);
            if (code != CODE_OK) return code;
            if (ended) return CODE_WEIRD_SERVER_REPLY;
            total += strlen(line) + 2;
            if (total > MAX_HEADER_BYTES) return CODE_TOO_LARGE;
            if (line[0] == '\0') break;
            char *colon = strchr(line, ':');
            if (colon == NULL) continue;
            *colon = '\0';
            char *value = colon + 1;
            while (*value == ' ' || *value == '\t') value++;
            size_t length = strlen(value);
            while (length > 0 && (value[length - 1] == ' ' || value[length - 1] == '\t')) value[--length] = '\0';
            if (strcasecmp(line, "Content-Length") == 0) {
                char *digits_end = NULL;
                long long value_length = strtoll(value, &digits_end, 10);
                if (digits_end == value || *digits_end != '\0' || value_length < 0) return CODE_WEIRD_SERVER_REPLY;
                head->content_length = value_length;
            } else if (strcasecmp(line, "Transfer-Encoding") == 0) {
                head->chunked = strcasestr(value, "chunked") != NULL;
            } else if (strcasecmp(line, "Location") == 0) {
                snprintf(head->location, sizeof head->location, "%s", value);
            } else if (strcasecmp(line, "Content-Type") == 0) {
                snprintf(outcome->content_type, sizeof outcome->content_type, "%s", value);
            } else if (strcasecmp(line, "Retry-After") == 0) {
                char *digits_end = NULL;
                long long seconds = strtoll(value, &digits_end, 10);
                if (digits_end == value || *digits_end != '\0') seconds = seconds_until(value);
                outcome->retry_after = seconds > 0 ? seconds : -1;
            }
        }
        // An interim answer (100 Continue and the like) is followed by the real one.
        if (head->status >= 200 || head->status == 101) return CODE_OK;
    }
}

static int read_body(reader *in, const response_head *head, long long max_bytes) {
    if (head->status == 204 || head->status == 304) return CODE_OK;
    if (head->chunked) {
        char line[256];
        int ended;
        for (;;) {
            int code = read_line(in, line, sizeof line, &ended);
            if (code == CODE_TOO_LARGE) return CODE_WEIRD_SERVER_REPLY;
            if (code != CODE_OK) return code;
            if (ended) return CODE_PARTIAL_FILE;
            char *end = NULL;
            unsigned long long size = strtoull(line, &end, 16);
            if (end == line) return CODE_WEIRD_SERVER_REPLY;
            if (size == 0) return CODE_OK;
            while (size > 0) {
                if (in->start == in->end) {
                    if (in->closed) return CODE_PARTIAL_FILE;
                    code = fill(in);
                    if (code != CODE_OK) return code;
                    continue;
                }
                size_t available = in->end - in->start;
                size_t take = size < available ? (size_t)size : available;
                code = deliver(in, take);
                if (code != CODE_OK) return code;
                size -= take;
            }
            code = read_line(in, line, sizeof line, &ended);
            if (code == CODE_TOO_LARGE) return CODE_WEIRD_SERVER_REPLY;
            if (code != CODE_OK) return code;
            if (ended) return CODE_PARTIAL_FILE;
        }
    }
    if (head->content_length > max_bytes) return CODE_FILESIZE_EXCEEDED;
    long long left = head->content_length;
    for (;;) {
        size_t available = in->end - in->start;
        if (left >= 0 && (long long)available > left) available = (size_t)left;
        int code = deliver(in, available);
        if (code != CODE_OK) return code;
        if (left >= 0) {
            left -= (long long)available;
            if (left == 0) return CODE_OK;
        }
        if (in->closed) return left > 0 ? CODE_PARTIAL_FILE : CODE_OK;
        code = fill(in);
        if (code != CODE_OK) return code;
    }
}

/// `location` resolved against the URL it came from, into `out`; 0 when it cannot be.
static int resolve(const plain_url *parts, const char *location, char *out, size_t size) {
    size_t scheme = strspn(location, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.");
    int written;
    if (scheme > 0 && location[scheme] == ':') {
        written = snprintf(out, size, "%s", location);
    } else if (location[0] == '/' && location[1] == '/') {
        written = snprintf(out, size, "http:%s", location);
    } else if (location[0] == '/') {
        written = snprintf(out, size, "http://%s%s", parts->authority, location);
    } else {
        // A relative reference: beside the current path's last segment.
        const char *query = strchr(parts->target, '?');
        size_t path = query ? (size_t)(query - parts->target) : strlen(parts->target);
        size_t folder = path;
        while (folder > 0 && parts->target[folder - 1] != '/') folder--;
        written = snprintf(out, size, "http://%s%.*s%s", parts->authority, (int)folder, parts->target, location);
    }
    return written > 0 && (size_t)written < size;
}

int places_plain_http_get(const char *url, const char *user_agent, places_http_limits *limits,
                          places_http_callbacks callbacks, places_http_outcome *outcome, char *next, size_t next_size) {
    double started = now_ms();
    double deadline = started + (double)limits->total_timeout_ms;
    char current[MAX_URL];
    snprintf(current, sizeof current, "%s", url);
    outcome->retry_after = -1;
    for (;;) {
        plain_url parts;
        if (!parse_url(current, &parts)) {
            outcome->curl_code = CODE_UNSUPPORTED_PROTOCOL;
            return 0;
        }
        int code;
        double connect_deadline = now_ms() + (double)limits->connect_timeout_ms;
        int fd = connect_to(&parts, connect_deadline < deadline ? connect_deadline : deadline, callbacks, &code);
        if (fd < 0) {
            outcome->curl_code = code;
            snprintf(outcome->message, sizeof outcome->message, "could not connect to %s port %d", parts.host, parts.port);
            return 0;
        }
        char request[MAX_URL + 1024];
        int length = snprintf(request, sizeof request,
                              "GET %s HTTP/1.1\r\nHost: %s\r\nUser-Agent: %s\r\nAccept: */*\r\nConnection: close\r\n\r\n",
                              parts.target, parts.authority, user_agent);
        if (length <= 0 || (size_t)length >= sizeof request) {
            close(fd);
            outcome->curl_code = CODE_UNSUPPORTED_PROTOCOL;
            return 0;
        }
        size_t sent = 0;
        while (sent < (size_t)length) {
            ssize_t count = send(fd, request + sent, (size_t)length - sent, MSG_NOSIGNAL);
            if (count > 0) {
                sent += (size_t)count;
                continue;
            }
            if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
                struct pollfd wait = {fd, POLLOUT, 0};
                double left = deadline - now_ms();
                if (left <= 0) break;
                poll(&wait, 1, left < SLICE_MS ? (int)left + 1 : SLICE_MS);
                continue;
            }
            break;
        }
        if (sent < (size_t)length) {
            close(fd);
            outcome->curl_code = now_ms() >= deadline ? CODE_OPERATION_TIMEDOUT : CODE_SEND_ERROR;
            return 0;
        }
        reader *in = calloc(1, sizeof *in);
        if (in == NULL) {
            close(fd);
            outcome->curl_code = CODE_RECV_ERROR;
            return 0;
        }
        in->fd = fd;
        in->deadline = deadline;
        in->idle_ms = (double)limits->idle_seconds * 1000;
        in->callbacks = callbacks;
        response_head head;
        outcome->content_type[0] = '\0';
        code = read_head(in, &head, outcome);
        if (code == CODE_OK) outcome->http_status = head.status;
        int redirect = code == CODE_OK && head.location[0] != '\0' &&
                       (head.status == 301 || head.status == 302 || head.status == 303 || head.status == 307 ||
                        head.status == 308);
        if (code == CODE_OK && !redirect) code = read_body(in, &head, limits->max_bytes);
        free(in);
        close(fd);
        if (!redirect) {
            outcome->curl_code = code;
            if (code != CODE_OK && outcome->message[0] == '\0') {
                snprintf(outcome->message, sizeof outcome->message, "transfer from %s failed (%d)", parts.host, code);
            }
            return 0;
        }
        if (outcome->redirects >= limits->max_redirects) {
            outcome->curl_code = CODE_TOO_MANY_REDIRECTS;
            return 0;
        }
        char target[MAX_URL];
        if (!resolve(&parts, head.location, target, sizeof target)) {
            outcome->curl_code = CODE_UNSUPPORTED_PROTOCOL;
            return 0;
        }
        outcome->redirects += 1;
        outcome->retry_after = -1;
        int plain = strncasecmp(target, "http://", 7) == 0;
        if (!plain && strncasecmp(target, "https://", 8) != 0) {
            // Only http and https, after a redirect too.
            outcome->curl_code = CODE_UNSUPPORTED_PROTOCOL;
            return 0;
        }
        if (!plain || !places_plain_http_eligible(target)) {
            snprintf(next, next_size, "%s", target);
            long spent = (long)(now_ms() - started);
            limits->total_timeout_ms = limits->total_timeout_ms > spent + 1 ? limits->total_timeout_ms - spent : 1;
            if (limits->connect_timeout_ms > limits->total_timeout_ms) limits->connect_timeout_ms = limits->total_timeout_ms;
            limits->max_redirects -= outcome->redirects;
            return 1;
        }
        snprintf(current, sizeof current, "%s", target);
    }
}
