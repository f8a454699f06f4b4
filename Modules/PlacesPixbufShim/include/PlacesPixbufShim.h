#ifndef PLACES_PIXBUF_SHIM_H
#define PLACES_PIXBUF_SHIM_H

#include <stddef.h>

/// What a conversion gave: `library_missing` when gdk-pixbuf could not be loaded; otherwise `converted` and, when it
/// is 1, the PNG's bytes (freed with `places_picture_release`) and its size in pixels.
typedef struct {
    int library_missing;
    int converted;
    unsigned char *png;
    size_t png_count;
    int width;
    int height;
} places_picture_png;

/// Decodes `bytes` (a JPEG, GIF, WebP, … that the system's gdk-pixbuf reads) and encodes it again as PNG. Loads
/// gdk-pixbuf with dlopen on the first call.
void places_picture_to_png(const unsigned char *bytes, size_t count, places_picture_png *result);

/// Frees the PNG of a conversion.
void places_picture_release(places_picture_png *result);

#endif
