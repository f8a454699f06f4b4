#ifndef PLACES_COUNTRY_DATA_H
#define PLACES_COUNTRY_DATA_H

#include <stddef.h>

/// The country shapes compiled into places (countries.bin, embedded by countries.S): read-only, in the binary's own
/// pages, so using them costs no start-up time and no copy.
const unsigned char *places_countries_bytes(void);

/// Their length in bytes.
size_t places_countries_count(void);

#endif
