#!/usr/bin/env python3
"""Writes the localization benchmark's input: KEYS localized texts on screens of ROWS rows,
a String Catalog translating every key into LOCALES locales (one key in ten with plural
variations), and the same dumps with the translations inline, for a command line without
--strings. Deterministic: the same arguments give the same bytes."""
import json, os, random, sys

out, keys, locales_wanted, rows_per_screen = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), 50
LOCALES = ["de", "fi", "ru", "ja", "zh-Hans", "ko", "ar", "he", "hi", "th", "fr", "es", "it", "pt-BR",
           "nl", "sv", "da", "nb", "pl", "cs", "sk", "hu", "ro", "tr", "el", "uk", "hr", "ca", "vi", "id",
           "ms", "zh-Hant", "en-GB", "fr-CA", "es-MX", "pt-PT", "sl", "lt", "lv", "et"][:locales_wanted]
ALPHABETS = {
    "ru": "абвгдежзиклмнопрстуфхцчшщыэюя", "uk": "абвгдежзиклмнопрстуфхцчшщюяіїє", "el": "αβγδεζηθικλμνξοπρστυφχψω",
    "ar": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي", "he": "אבגדהוזחטיכלמנסעפצקרשת", "hi": "कखगघचछजझटठडढतथदधनपफबभमयरलवशसह",
    "th": "กขคงจฉชซญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ", "ja": "あいうえおかきくけこさしすせそたちつてとアイウエオカキクケコ設定通知",
    "zh-Hans": "设置通知隐私安全屏幕时间后台刷新邮件账户", "zh-Hant": "設定通知隱私安全螢幕時間背景重新整理郵件帳號",
    "ko": "가나다라마바사아자차카타파하설정알림개인정보",
}
LATIN = "abcdefghijklmnopqrstuvwxyzäöüéèàñçøåš"
# Translations run longer than English in most languages; CJK shorter in characters.
GROWTH = {"de": 1.35, "fi": 1.3, "ru": 1.25, "ja": 0.6, "zh-Hans": 0.5, "zh-Hant": 0.5, "ko": 0.7, "th": 1.1}
rng = random.Random(20261122)

def words(alphabet, length):
    text, out_words = "", []
    while len(text) < length:
        word = "".join(rng.choice(alphabet) for _ in range(rng.randint(3, 12)))
        out_words.append(word)
        text = " ".join(out_words)
    return text[:max(1, length)]

english = [words("abcdefghijklmnopqrstuvwxyz", rng.randint(6, 34)).capitalize() for _ in range(keys)]
plural_keys = set(range(0, keys, 10))
unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
strings, inline = {}, []
for k in range(keys):
    key = f"bench.key.{k:05d}"
    localizations, per_locale = {}, {}
    for locale in LOCALES:
        alphabet = ALPHABETS.get(locale.split("-")[0] if locale not in ALPHABETS else locale, LATIN)
        length = max(2, int(len(english[k]) * GROWTH.get(locale, 1.2)))
        value = words(alphabet, length)
        per_locale[locale] = value
        if k in plural_keys:
            localizations[locale] = {"variations": {"plural": {c: unit("%lld " + value) for c in ("one", "few", "many", "other")}}}
        else:
            localizations[locale] = unit(value)
    strings[key] = {"localizations": localizations}
    inline.append((key, english[k], per_locale))

os.makedirs(f"{out}/catalog", exist_ok=True)
with open(f"{out}/catalog/Localizable.xcstrings", "w") as f:
    json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f, ensure_ascii=False, indent=2, separators=(",", " : "))

for variant in ("keys", "inline"):
    os.makedirs(f"{out}/{variant}", exist_ok=True)
    for s in range(0, keys, rows_per_screen):
        rows = []
        for key, text, per_locale in inline[s:s + rows_per_screen]:
            entry = {"string": text, "localizationKey": key}
            if variant == "inline":
                entry["localizations"] = per_locale
            rows.append({"text": entry, "accessoryType": "disclosureIndicator"})
        screen = {"name": f"Screen {s // rows_per_screen + 1}", "environment": {"width": 375}, "table": {"style": "insetGrouped", "sections": [{"rows": rows}]}}
        with open(f"{out}/{variant}/screen-{s // rows_per_screen:03d}.json", "w") as f:
            json.dump({"schemaVersion": 1, "screen": screen}, f, ensure_ascii=False)
print(f"{keys} keys, {len(LOCALES)} locales, {keys // rows_per_screen} screens in {out}")
