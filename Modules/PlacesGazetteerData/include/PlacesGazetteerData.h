#ifndef PLACES_GAZETTEER_DATA_H
#define PLACES_GAZETTEER_DATA_H

#include <stddef.h>

/// The gazetteer compiled into places (gazetteer.bin, embedded by gazetteer.S): read-only, in the binary's own
/// pages, so using it costs no start-up time and no copy.
const unsigned char *places_gazetteer_bytes(void);

/// Its length in bytes.
size_t places_gazetteer_count(void);

#endif
