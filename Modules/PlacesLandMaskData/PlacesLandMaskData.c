// The embedded land mask, as a pointer and a length: an extern array of unknown size cannot be imported into Swift.
#include "PlacesLandMaskData.h"

extern const unsigned char places_land_mask_start[];
extern const unsigned char places_land_mask_end[];

const unsigned char *places_land_mask_bytes(void) { return places_land_mask_start; }

size_t places_land_mask_count(void) { return (size_t)(places_land_mask_end - places_land_mask_start); }
