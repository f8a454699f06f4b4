#include "PlacesEditLineShim.h"

typedef int (*el_wset_function)(void *, int, ...);
typedef int (*history_w_function)(void *, void *, int, ...);

int places_el_wset_int(const void *el_wset, void *editor, int operation, int value) {
    return ((el_wset_function)el_wset)(editor, operation, value);
}

int places_el_wset_pointer(const void *el_wset, void *editor, int operation, const void *value) {
    return ((el_wset_function)el_wset)(editor, operation, value);
}

int places_el_wset_pair(const void *el_wset, void *editor, int operation, const void *first, const void *second) {
    return ((el_wset_function)el_wset)(editor, operation, first, second);
}

int places_el_wset_triple(
    const void *el_wset, void *editor, int operation, const void *first, const void *second, const void *third) {
    return ((el_wset_function)el_wset)(editor, operation, first, second, third);
}

int places_history_w_int(const void *history_w, void *history, void *event, int operation, int value) {
    return ((history_w_function)history_w)(history, event, operation, value);
}

int places_history_w_pointer(const void *history_w, void *history, void *event, int operation, const void *value) {
    return ((history_w_function)history_w)(history, event, operation, value);
}
