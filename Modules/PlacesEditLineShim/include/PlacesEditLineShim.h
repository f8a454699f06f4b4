#ifndef PLACES_EDITLINE_SHIM_H
#define PLACES_EDITLINE_SHIM_H

// libedit's el_wset and history_w are variadic, and Swift cannot call a variadic C function (nor may it call one
// through a non-variadic pointer: on arm64 Darwin variadic arguments travel on the stack, not in registers). Swift
// loads libedit with dlopen and passes the address it found; each function here makes one call with the argument
// types that operation documents in histedit.h. libedit ships without headers, so the two structures it hands out
// are declared here with histedit.h's layout.

#include <wchar.h>

/// histedit.h's `LineInfoW`: the line being edited, as wide characters, and where the cursor is.
typedef struct {
    const wchar_t *buffer;
    const wchar_t *cursor;
    const wchar_t *lastchar;
} places_line_info;

/// histedit.h's `HistEventW`, which every history_w call fills in.
typedef struct {
    int num;
    const wchar_t *str;
} places_history_event;

/// `el_wset(editor, operation, value)`: EL_SIGNAL, EL_UNBUFFERED, EL_EDITMODE.
int places_el_wset_int(const void *el_wset, void *editor, int operation, int value);

/// `el_wset(editor, operation, value)`: EL_PROMPT (a prompt function), EL_EDITOR (a wide string).
int places_el_wset_pointer(const void *el_wset, void *editor, int operation, const void *value);

/// `el_wset(editor, operation, first, second)`: EL_HIST (history_w and the history).
int places_el_wset_pair(const void *el_wset, void *editor, int operation, const void *first, const void *second);

/// `el_wset(editor, operation, first, second, third)`: EL_ADDFN (name, help, function) and EL_BIND (key, name,
/// NULL).
int places_el_wset_triple(
    const void *el_wset, void *editor, int operation, const void *first, const void *second, const void *third);

/// `history_w(history, event, operation, value)`: H_SETSIZE, H_SETUNIQUE.
int places_history_w_int(const void *history_w, void *history, void *event, int operation, int value);

/// `history_w(history, event, operation, value)`: H_ENTER (a wide string).
int places_history_w_pointer(const void *history_w, void *history, void *event, int operation, const void *value);

#endif
