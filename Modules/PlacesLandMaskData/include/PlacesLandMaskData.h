#ifndef PLACES_LAND_MASK_DATA_H
#define PLACES_LAND_MASK_DATA_H

#include <stddef.h>

/// The land mask compiled into places (landmask.bin, embedded by landmask.S): read-only, in the binary's own pages.
const unsigned char *places_land_mask_bytes(void);

/// Its length in bytes.
size_t places_land_mask_count(void);

#endif
