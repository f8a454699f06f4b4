// gdk-pixbuf, loaded with dlopen the first time a picture must be turned into PNG: the kitty graphics protocol takes
// PNG or raw pixels, and Wikipedia's thumbnails are mostly JPEG. Places writes no image decoder of its own; a system
// that has gdk-pixbuf (every desktop with GTK, and many servers) converts, and one without it shows no JPEG to kitty.
// Only opaque pointers cross this API, so no header is needed: the few functions used are declared here, and they
// are part of gdk-pixbuf 2's stable ABI.

#include "PlacesPixbufShim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

typedef void GdkPixbufLoader;
typedef void GdkPixbuf;
typedef void GError;

typedef struct {
    GdkPixbufLoader *(*loader_new)(void);
    int (*loader_write)(GdkPixbufLoader *, const unsigned char *, size_t, GError **);
    int (*loader_close)(GdkPixbufLoader *, GError **);
    GdkPixbuf *(*loader_get_pixbuf)(GdkPixbufLoader *);
    int (*save_to_buffer)(GdkPixbuf *, char **, size_t *, const char *, GError **, ...);
    int (*get_width)(const GdkPixbuf *);
    int (*get_height)(const GdkPixbuf *);
    void (*object_unref)(void *);
    void (*error_free)(GError *);
    void (*free)(void *);
} pixbuf_api;

static pixbuf_api api;
static int api_loaded;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_library(void) {
    const char *names[] = {"libgdk_pixbuf-2.0.so.0", "libgdk_pixbuf-2.0.0.dylib", NULL};
    void *handle = NULL;
    for (int index = 0; names[index] != NULL && handle == NULL; index++) {
        handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) return;
    // GObject's and GLib's functions are found through gdk-pixbuf's own dependencies.
    api.loader_new = (GdkPixbufLoader * (*)(void)) dlsym(handle, "gdk_pixbuf_loader_new");
    api.loader_write = (int (*)(GdkPixbufLoader *, const unsigned char *, size_t, GError **))dlsym(handle, "gdk_pixbuf_loader_write");
    api.loader_close = (int (*)(GdkPixbufLoader *, GError **))dlsym(handle, "gdk_pixbuf_loader_close");
    api.loader_get_pixbuf = (GdkPixbuf * (*)(GdkPixbufLoader *)) dlsym(handle, "gdk_pixbuf_loader_get_pixbuf");
    api.save_to_buffer = (int (*)(GdkPixbuf *, char **, size_t *, const char *, GError **, ...))dlsym(handle, "gdk_pixbuf_save_to_buffer");
    api.get_width = (int (*)(const GdkPixbuf *))dlsym(handle, "gdk_pixbuf_get_width");
    api.get_height = (int (*)(const GdkPixbuf *))dlsym(handle, "gdk_pixbuf_get_height");
    api.object_unref = (void (*)(void *))dlsym(handle, "g_object_unref");
    api.error_free = (void (*)(GError *))dlsym(handle, "g_error_free");
    api.free = (void (*)(void *))dlsym(handle, "g_free");
    api_loaded = api.loader_new && api.loader_write && api.loader_close && api.loader_get_pixbuf && api.save_to_buffer &&
                 api.get_width && api.get_height && api.object_unref && api.error_free && api.free;
}

void places_picture_to_png(const unsigned char *bytes, size_t count, places_picture_png *result) {
    memset(result, 0, sizeof(*result));
    pthread_once(&load_once, load_library);
    if (!api_loaded) {
        result->library_missing = 1;
        return;
    }
    GError *error = NULL;
    GdkPixbufLoader *loader = api.loader_new();
    if (loader == NULL) return;
    int written = api.loader_write(loader, bytes, count, &error);
    if (error != NULL) {
        api.error_free(error);
        error = NULL;
    }
    // Closed in every case: a loader left open warns on standard error when it is freed.
    int closed = api.loader_close(loader, &error);
    if (error != NULL) {
        api.error_free(error);
        error = NULL;
    }
    GdkPixbuf *pixbuf = written && closed ? api.loader_get_pixbuf(loader) : NULL;
    if (pixbuf != NULL) {
        char *png = NULL;
        size_t png_count = 0;
        if (api.save_to_buffer(pixbuf, &png, &png_count, "png", &error, NULL) && png != NULL) {
            result->converted = 1;
            result->png = (unsigned char *)png;
            result->png_count = png_count;
            result->width = api.get_width(pixbuf);
            result->height = api.get_height(pixbuf);
        }
        if (error != NULL) api.error_free(error);
    }
    api.object_unref(loader);
}

void places_picture_release(places_picture_png *result) {
    if (result->png != NULL && api_loaded) api.free(result->png);
    result->png = NULL;
    result->png_count = 0;
}
