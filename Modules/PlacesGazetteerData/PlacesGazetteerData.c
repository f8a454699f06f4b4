// The embedded gazetteer, as a pointer and a length: an extern array of unknown size cannot be imported into Swift.
#include "PlacesGazetteerData.h"

extern const unsigned char places_gazetteer_start[];
extern const unsigned char places_gazetteer_end[];

const unsigned char *places_gazetteer_bytes(void) { return places_gazetteer_start; }

size_t places_gazetteer_count(void) { return (size_t)(places_gazetteer_end - places_gazetteer_start); }
