#include <fribidi.h>

// FriBidi's paragraph types and flags are macros built from bit masks, which Swift does not
// import: these return them as values.
static inline FriBidiParType barfribidi_paragraph_weak_ltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType barfribidi_paragraph_weak_rtl(void) { return FRIBIDI_PAR_WRTL; }
static inline FriBidiParType barfribidi_paragraph_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline int barfribidi_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
static inline FriBidiFlags barfribidi_reorder_flags(void) { return FRIBIDI_FLAG_REORDER_NSM; }
// The library's version text ("(GNU FriBidi) 1.0.8\n..."); a function, as Swift 6 refuses to read a C global variable.
static inline const char *barfribidi_version_info(void) { return fribidi_version_info; }
