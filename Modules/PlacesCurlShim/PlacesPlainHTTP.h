#ifndef PLACES_PLAIN_HTTP_H
#define PLACES_PLAIN_HTTP_H

#include "PlacesCurlShim.h"

/// Whether `url` is one the built-in client fetches: plain http to an address (an IP literal or localhost), with
/// no user name in it and no proxy configured in the environment.
int places_plain_http_eligible(const char *url);

/// Fetches an eligible `url` over a socket of its own, following redirects while they stay eligible.
///
/// Returns 0 when the transfer is over and `outcome` says how, in libcurl's result codes, so that both clients'
/// outcomes mean the same. Returns 1 when a redirect leads somewhere only libcurl can go: `next` then holds its
/// address, `outcome->redirects` the redirects followed so far, and `limits` what is left of the time and the
/// redirects for libcurl to continue with.
int places_plain_http_get(const char *url, const char *user_agent, places_http_limits *limits,
                          places_http_callbacks callbacks, places_http_outcome *outcome, char *next, size_t next_size);

#endif
