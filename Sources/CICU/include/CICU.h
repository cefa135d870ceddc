#ifndef CICU_H
#define CICU_H

// Plain C wrappers over ICU. Debian's ICU suffixes every exported symbol with its major version
// (ubrk_open_72); the ICU headers rename calls with macros that Swift's importer cannot see, so
// Swift calls these unsuffixed functions instead. Text is UTF-16 (ICU's native form).
// Handles are opaque; none of them may be used from two threads at once.

#include <stdint.h>

typedef uint16_t cicu_uchar;

/// ICU's version as "major.minor", written into `buffer` (at least 16 bytes).
void cicu_icu_version(char *buffer);

/// ICU's Unicode version as "major.minor.patch", written into `buffer` (at least 16 bytes).
void cicu_unicode_version(char *buffer);

// MARK: Locale identifiers

/// The canonical BCP 47 spelling of the language tag `tag` (e.g. "de-de" → "de-DE",
/// "zh-hans-cn" → "zh-Hans-CN"), written NUL-terminated into `buffer`. Returns its length, or
/// -1 when `tag` is not a well-formed language tag as a whole (ICU parses a prefix of anything)
/// or does not fit.
int32_t cicu_canonical_language_tag(const char *tag, char *buffer, int32_t capacity);

// MARK: Break iterators

enum {
    CICU_BREAK_GRAPHEME = 0,
    CICU_BREAK_WORD = 1,
    CICU_BREAK_LINE = 2,
};

typedef struct cicu_break cicu_break;

/// Opens a break iterator of `kind` for `locale` (e.g. "ja@lb=strict"); NULL on failure.
/// The iterator starts over an empty text.
cicu_break *cicu_break_open(int32_t kind, const char *locale);

/// Points the iterator at `text` (not copied: it must outlive the iterator's use). 0 on success.
int32_t cicu_break_set_text(cicu_break *iterator, const cicu_uchar *text, int32_t length);

/// The boundary after the current one, or -1 at the end.
int32_t cicu_break_next(cicu_break *iterator);

/// The first boundary at or after offset 0 (always 0).
int32_t cicu_break_first(cicu_break *iterator);

/// The first boundary after `offset`, or -1.
int32_t cicu_break_following(cicu_break *iterator, int32_t offset);

/// The last boundary before `offset`, or -1.
int32_t cicu_break_preceding(cicu_break *iterator, int32_t offset);

/// The rule status of the current boundary. For line iterators 100 ≤ status < 200 marks a
/// mandatory (hard) break, 0 ≤ status < 100 an allowed (soft) one.
int32_t cicu_break_rule_status(cicu_break *iterator);

void cicu_break_close(cicu_break *iterator);

/// A copy of `iterator` sharing its rules, over an empty text; NULL on failure. Far cheaper than
/// opening: the rules are loaded once. Safe while other threads clone the same iterator.
cicu_break *cicu_break_clone(cicu_break *iterator);

/// The locale whose rules the iterator actually uses ("root", "ja", "zh_Hant", …), written
/// NUL-terminated into `buffer`; "" when ICU cannot say.
void cicu_break_actual_locale(cicu_break *iterator, char *buffer, int32_t capacity);

// MARK: Character properties

/// UCHAR_EAST_ASIAN_WIDTH value (UEastAsianWidth: 0 neutral, 1 ambiguous, 2 halfwidth,
/// 3 fullwidth, 4 narrow, 5 wide).
int32_t cicu_east_asian_width(int32_t c);
/// UCHAR_LINE_BREAK value (ULineBreak).
int32_t cicu_line_break_class(int32_t c);
/// UCHAR_JOINING_TYPE value (UJoiningType: 0 non-joining, 1 join causing, 2 dual, 3 left,
/// 4 right, 5 transparent).
int32_t cicu_joining_type(int32_t c);
/// UCHAR_GENERAL_CATEGORY value (UCharCategory).
int32_t cicu_general_category(int32_t c);
/// UCHAR_SCRIPT value (UScriptCode).
int32_t cicu_script(int32_t c);
/// UCHAR_GRAPHEME_CLUSTER_BREAK value.
int32_t cicu_grapheme_cluster_break(int32_t c);
/// UCHAR_BIDI_CLASS value (UCharDirection).
int32_t cicu_bidi_class(int32_t c);
/// 1 when the code point has the binary property, else 0.
int32_t cicu_is_emoji(int32_t c);
int32_t cicu_is_emoji_presentation(int32_t c);
int32_t cicu_is_emoji_modifier(int32_t c);
int32_t cicu_is_extended_pictographic(int32_t c);
int32_t cicu_is_regional_indicator(int32_t c);
int32_t cicu_is_default_ignorable(int32_t c);
/// Indic_Syllabic_Category, reduced to what cluster widths need: 1 consonant, 2 virama
/// (or invisible stacker), 3 nukta, 0 anything else.
int32_t cicu_indic_role(int32_t c);

/// The property value's short name (e.g. "AL" for a line-break class), or NULL.
const char *cicu_line_break_class_name(int32_t value);
const char *cicu_script_name(int32_t value);

// MARK: Bidi

typedef struct cicu_bidi cicu_bidi;

cicu_bidi *cicu_bidi_open(void);
/// Runs the bidi algorithm over `text` (not copied). `paragraph_level` 0 = LTR, 1 = RTL,
/// -1 = from the first strong character (UBIDI_DEFAULT_LTR). 0 on success.
int32_t cicu_bidi_set_paragraph(cicu_bidi *bidi, const cicu_uchar *text, int32_t length,
                                int32_t paragraph_level);
/// 0 LTR, 1 RTL, 2 mixed.
int32_t cicu_bidi_direction(cicu_bidi *bidi);
/// The paragraph embedding level (even LTR, odd RTL).
int32_t cicu_bidi_paragraph_level(cicu_bidi *bidi);
/// The number of visual runs, or -1 on error.
int32_t cicu_bidi_run_count(cicu_bidi *bidi);
/// Visual run `index` (left to right): logical start and length; returns 0 LTR, 1 RTL.
int32_t cicu_bidi_visual_run(cicu_bidi *bidi, int32_t index, int32_t *logical_start,
                             int32_t *length);
void cicu_bidi_close(cicu_bidi *bidi);

// MARK: Case mapping

/// Uppercases `source` for `locale` into `destination`; returns the full length needed
/// (which may exceed `capacity`), or -1 on error.
int32_t cicu_to_upper(cicu_uchar *destination, int32_t capacity, const cicu_uchar *source,
                      int32_t length, const char *locale);

// MARK: Plural rules

typedef struct cicu_plural cicu_plural;

/// Cardinal plural rules for `locale`, or NULL.
cicu_plural *cicu_plural_open(const char *locale);
/// Writes the category keyword ("one", "few", …) for `number` into `buffer` (NUL-terminated);
/// returns its length or -1.
int32_t cicu_plural_select(cicu_plural *rules, double number, char *buffer, int32_t capacity);
void cicu_plural_close(cicu_plural *rules);

// MARK: Publishing tables built on first use

// Swift's own atomics (the Synchronization module) need macOS 15; the package supports macOS 13.
// These are inline, so a read costs what a plain load does (x86-64, arm64 `ldar`).

/// Reads a pointer that another thread may publish with `cicu_publish_pointer` (acquire): when
/// not NULL, everything written before it was published is visible.
static inline void *cicu_load_published_pointer(void *const *slot) {
    return __atomic_load_n((void **)slot, __ATOMIC_ACQUIRE);
}

/// Publishes `value` in `slot` (release), for `cicu_load_published_pointer`.
static inline void cicu_publish_pointer(void **slot, void *value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// The character flags of the Basic Multilingual Plane by 256-code-point page (TextLayout's
/// `CharacterFlags`), each NULL until built. A C array rather than a Swift global: a Swift
/// global is initialised lazily, and every read of it pays for that check, once per character
/// measured.
extern void *cicu_character_flag_pages[256];

static inline uint16_t *cicu_character_flag_page(int page) {
    return (uint16_t *)__atomic_load_n(&cicu_character_flag_pages[page], __ATOMIC_ACQUIRE);
}

static inline void cicu_publish_character_flag_page(int page, uint16_t *values) {
    __atomic_store_n(&cicu_character_flag_pages[page], (void *)values, __ATOMIC_RELEASE);
}

#endif
