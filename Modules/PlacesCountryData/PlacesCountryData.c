// The embedded country shapes, as a pointer and a length: an extern array of unknown size cannot be imported into Swift.
#include "PlacesCountryData.h"

extern const unsigned char places_countries_start[];
extern const unsigned char places_countries_end[];

const unsigned char *places_countries_bytes(void) { return places_countries_start; }

size_t places_countries_count(void) { return (size_t)(places_countries_end - places_countries_start); }
