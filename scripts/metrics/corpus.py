"""Real localized strings from CLDR (through Babel): language, territory, currency, month and
day names in many locales. Shared by oracle.py (fidelity data) and the benchmark."""
import random
import unicodedata

from babel import Locale

LOCALES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu",
           "ro", "hr", "tr", "vi", "id", "ca", "el", "ru", "uk", "bg", "sr", "kk", "he", "ar", "fa",
           "ur", "hi", "mr", "ne", "th", "zh", "zh_Hant", "ja", "ko"]


def strings_for(code):
    locale = Locale.parse(code)
    found = []
    found += locale.languages.values()
    found += locale.territories.values()
    found += locale.currencies.values()
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated"):
            try:
                found += locale.months[context][width].values()
                found += locale.days[context][width].values()
            except KeyError:
                pass
    seen, result = set(), []
    for text in found:
        if isinstance(text, str) and text and "\t" not in text and "\n" not in text and text not in seen:
            seen.add(text)
            result.append(text)
    return result


def script_of(text):
    """The majority script of the letters, in the groups the fidelity thresholds use."""
    counts = {}
    for ch in text:
        if not unicodedata.category(ch).startswith("L") and not unicodedata.category(ch).startswith("M"):
            continue
        cp = ord(ch)
        name = unicodedata.name(ch, "")
        if cp < 0x250 or 0x1E00 <= cp < 0x1F00:
            group = "Latin"
        elif 0x370 <= cp < 0x400 or 0x1F00 <= cp < 0x2000:
            group = "Greek"
        elif 0x400 <= cp < 0x530:
            group = "Cyrillic"
        elif 0x590 <= cp < 0x600:
            group = "Hebrew"
        elif 0x600 <= cp < 0x780 or 0x8A0 <= cp < 0x900 or 0xFB50 <= cp < 0xFE00 or 0xFE70 <= cp < 0xFF00:
            group = "Arabic"
        elif 0x900 <= cp < 0x980:
            group = "Devanagari"
        elif 0xE00 <= cp < 0xE80:
            group = "Thai"
        elif 0xAC00 <= cp < 0xD7B0 or 0x1100 <= cp < 0x1200 or 0x3130 <= cp < 0x3190:
            group = "Hangul"
        elif "CJK" in name or "HIRAGANA" in name or "KATAKANA" in name or 0x3000 <= cp < 0x3100:
            group = "CJK"
        else:
            group = "Other"
        counts[group] = counts.get(group, 0) + 1
    if not counts:
        return "Other"
    return max(sorted(counts), key=lambda g: counts[g])


def corpus(per_locale=None, seed=7):
    """[(locale, text)], deterministic."""
    rng = random.Random(seed)
    rows = []
    for code in LOCALES:
        texts = strings_for(code)
        if per_locale and len(texts) > per_locale:
            texts = rng.sample(texts, per_locale)
        rows += [(code, t) for t in texts]
    return rows
