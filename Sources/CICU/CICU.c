#include "CICU.h"
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

void cicu_icu_version(char *buffer) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
}

void cicu_unicode_version(char *buffer) {
    UVersionInfo info;
    u_getUnicodeVersion(info);
    u_versionToString(info, buffer);
}

// MARK: Locale identifiers

int32_t cicu_canonical_language_tag(const char *tag, char *buffer, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    int32_t length = (int32_t)strlen(tag);
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, (int32_t)sizeof id, &parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || length == 0 || parsed != length) return -1;
    status = U_ZERO_ERROR;
    int32_t written = uloc_toLanguageTag(id, buffer, capacity, 1, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || written <= 0 || written >= capacity) return -1;
    buffer[written] = 0;
    return written;
}

// MARK: Break iterators

cicu_break *cicu_break_open(int32_t kind, const char *locale) {
    UBreakIteratorType type;
    switch (kind) {
    case CICU_BREAK_GRAPHEME: type = UBRK_CHARACTER; break;
    case CICU_BREAK_WORD: type = UBRK_WORD; break;
    case CICU_BREAK_LINE: type = UBRK_LINE; break;
    default: return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (cicu_break *)iterator;
}

int32_t cicu_break_set_text(cicu_break *iterator, const cicu_uchar *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t cicu_break_next(cicu_break *iterator) {
    int32_t next = ubrk_next((UBreakIterator *)iterator);
    return next == UBRK_DONE ? -1 : next;
}

int32_t cicu_break_first(cicu_break *iterator) { return ubrk_first((UBreakIterator *)iterator); }

int32_t cicu_break_following(cicu_break *iterator, int32_t offset) {
    int32_t next = ubrk_following((UBreakIterator *)iterator, offset);
    return next == UBRK_DONE ? -1 : next;
}

int32_t cicu_break_preceding(cicu_break *iterator, int32_t offset) {
    int32_t previous = ubrk_preceding((UBreakIterator *)iterator, offset);
    return previous == UBRK_DONE ? -1 : previous;
}

int32_t cicu_break_rule_status(cicu_break *iterator) {
    return ubrk_getRuleStatus((UBreakIterator *)iterator);
}

void cicu_break_close(cicu_break *iterator) {
    if (iterator) ubrk_close((UBreakIterator *)iterator);
}

cicu_break *cicu_break_clone(cicu_break *iterator) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *clone = ubrk_clone((const UBreakIterator *)iterator, &status);
    if (U_FAILURE(status)) {
        if (clone) ubrk_close(clone);
        return NULL;
    }
    return (cicu_break *)clone;
}

void cicu_break_actual_locale(cicu_break *iterator, char *buffer, int32_t capacity) {
    if (capacity <= 0) return;
    buffer[0] = 0;
    UErrorCode status = U_ZERO_ERROR;
    const char *locale = ubrk_getLocaleByType((const UBreakIterator *)iterator, ULOC_ACTUAL_LOCALE, &status);
    if (U_FAILURE(status) || !locale) return;
    strncpy(buffer, locale, (size_t)capacity - 1);
    buffer[capacity - 1] = 0;
}

// MARK: Character properties

int32_t cicu_east_asian_width(int32_t c) { return u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH); }
int32_t cicu_line_break_class(int32_t c) { return u_getIntPropertyValue(c, UCHAR_LINE_BREAK); }
int32_t cicu_joining_type(int32_t c) { return u_getIntPropertyValue(c, UCHAR_JOINING_TYPE); }
int32_t cicu_general_category(int32_t c) { return u_getIntPropertyValue(c, UCHAR_GENERAL_CATEGORY); }
int32_t cicu_script(int32_t c) { return u_getIntPropertyValue(c, UCHAR_SCRIPT); }
int32_t cicu_grapheme_cluster_break(int32_t c) {
    return u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
}
int32_t cicu_bidi_class(int32_t c) { return u_getIntPropertyValue(c, UCHAR_BIDI_CLASS); }
int32_t cicu_is_emoji(int32_t c) { return u_hasBinaryProperty(c, UCHAR_EMOJI) ? 1 : 0; }
int32_t cicu_is_emoji_presentation(int32_t c) {
    return u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}
int32_t cicu_is_emoji_modifier(int32_t c) {
    return u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER) ? 1 : 0;
}
int32_t cicu_is_extended_pictographic(int32_t c) {
    return u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0;
}
int32_t cicu_is_regional_indicator(int32_t c) {
    return u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR) ? 1 : 0;
}
int32_t cicu_is_default_ignorable(int32_t c) {
    return u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}

int32_t cicu_indic_role(int32_t c) {
    switch (u_getIntPropertyValue(c, UCHAR_INDIC_SYLLABIC_CATEGORY)) {
    case U_INSC_CONSONANT:
    case U_INSC_CONSONANT_DEAD:
    case U_INSC_CONSONANT_WITH_STACKER:
    case U_INSC_CONSONANT_PRECEDING_REPHA:
        return 1;
    case U_INSC_VIRAMA:
    case U_INSC_INVISIBLE_STACKER:
        return 2;
    case U_INSC_NUKTA:
        return 3;
    default:
        return 0;
    }
}

const char *cicu_line_break_class_name(int32_t value) {
    return u_getPropertyValueName(UCHAR_LINE_BREAK, value, U_SHORT_PROPERTY_NAME);
}

const char *cicu_script_name(int32_t value) {
    return u_getPropertyValueName(UCHAR_SCRIPT, value, U_SHORT_PROPERTY_NAME);
}

// MARK: Bidi

cicu_bidi *cicu_bidi_open(void) { return (cicu_bidi *)ubidi_open(); }

int32_t cicu_bidi_set_paragraph(cicu_bidi *bidi, const cicu_uchar *text, int32_t length,
                                int32_t paragraph_level) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDiLevel level = paragraph_level < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraph_level;
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, level, NULL, &status);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t cicu_bidi_direction(cicu_bidi *bidi) { return ubidi_getDirection((UBiDi *)bidi); }

int32_t cicu_bidi_paragraph_level(cicu_bidi *bidi) { return ubidi_getParaLevel((UBiDi *)bidi); }

int32_t cicu_bidi_run_count(cicu_bidi *bidi) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = ubidi_countRuns((UBiDi *)bidi, &status);
    return U_FAILURE(status) ? -1 : count;
}

int32_t cicu_bidi_visual_run(cicu_bidi *bidi, int32_t index, int32_t *logical_start,
                             int32_t *length) {
    UBiDiDirection direction = ubidi_getVisualRun((UBiDi *)bidi, index, logical_start, length);
    return direction == UBIDI_RTL ? 1 : 0;
}

void cicu_bidi_close(cicu_bidi *bidi) {
    if (bidi) ubidi_close((UBiDi *)bidi);
}

// MARK: Case mapping

int32_t cicu_to_upper(cicu_uchar *destination, int32_t capacity, const cicu_uchar *source,
                      int32_t length, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t needed = u_strToUpper((UChar *)destination, capacity, (const UChar *)source, length,
                                  locale, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        return needed;
    }
    return U_FAILURE(status) ? -1 : needed;
}

// MARK: Plural rules

cicu_plural *cicu_plural_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return NULL;
    }
    return (cicu_plural *)rules;
}

int32_t cicu_plural_select(cicu_plural *rules, double number, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[32];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 32, &status);
    if (U_FAILURE(status) || length >= capacity || length >= 32) return -1;
    // Plural keywords are ASCII ("zero", "one", "two", "few", "many", "other").
    for (int32_t i = 0; i < length; i++) buffer[i] = (char)keyword[i];
    buffer[length] = 0;
    return length;
}

void cicu_plural_close(cicu_plural *rules) {
    if (rules) uplrules_close((UPluralRules *)rules);
}

void *cicu_character_flag_pages[256];
