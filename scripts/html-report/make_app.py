#!/usr/bin/env python3
"""Writes a synthetic app for the HTML report's benchmark: SCREENS screens (default 200) in one
dump per screen, 20 rows each, in several cell styles, with texts translated inline into eight
locales (long German and Finnish words, Arabic and Hebrew), so a sweep over sizes and widths
finds cut text on most screens.

  make_app.py OUT_DIR [SCREENS]
"""
import json
import os
import sys

WORDS = {
    "de": ["Benachrichtigungseinstellungen", "Mobilfunkdatenoptionen", "Hintergrundaktualisierung", "Speicherbelegung", "Datenschutz"],
    "fi": ["Ilmoitusasetukset", "Taustapäivitykset", "Mobiilidatavalinnat", "Tallennustila", "Yksityisyydensuoja"],
    "ru": ["Настройки уведомлений", "Обновление контента", "Сотовые данные", "Хранилище", "Конфиденциальность"],
    "ar": ["إعدادات الإشعارات", "تحديث التطبيقات في الخلفية", "البيانات الخلوية", "التخزين", "الخصوصية والأمن"],
    "he": ["הגדרות התראות", "רענון ברקע", "נתונים סלולריים", "אחסון", "פרטיות ואבטחה"],
    "ja": ["通知設定", "バックグラウンド更新", "モバイルデータ通信", "ストレージ", "プライバシーとセキュリティ"],
    "fr": ["Paramètres de notification", "Actualisation en arrière-plan", "Données cellulaires", "Stockage", "Confidentialité"],
    "pt-BR": ["Configurações de notificação", "Atualização em segundo plano", "Dados celulares", "Armazenamento", "Privacidade"],
}
ENGLISH = ["Notifications", "Background Refresh", "Cellular Data", "Storage", "Privacy & Security"]
STYLES = ["default", "value1", "subtitle", "value2"]


def text(index, key):
    return {
        "string": ENGLISH[index % 5],
        "localizationKey": key,
        "localizations": {locale: words[(index + len(locale)) % 5] for locale, words in WORDS.items()},
    }


def screen(number):
    rows = []
    for index in range(20):
        row = {
            "id": f"row-{index}",
            "cellStyle": STYLES[(index + number) % 4],
            "text": text(index + number, f"s{number}.r{index}.title"),
            "accessoryType": "disclosureIndicator" if index % 3 else "none",
            "selectionAction": "navigates",
        }
        if row["cellStyle"] != "default":
            row["secondaryText"] = text(index + number + 2, f"s{number}.r{index}.detail")
        rows.append(row)
    return {
        "schemaVersion": 1,
        "screen": {
            "name": f"Screen {number}",
            "environment": {"width": 375, "contentSizeCategory": "large", "developmentLocale": "en"},
            "table": {
                "style": "insetGrouped",
                "sections": [
                    {"header": text(number, f"s{number}.header"), "rows": rows[:10]},
                    {"footer": text(number + 1, f"s{number}.footer"), "rows": rows[10:]},
                ],
            },
        },
    }


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    os.makedirs(out, exist_ok=True)
    for number in range(count):
        with open(os.path.join(out, f"screen-{number:03d}.json"), "w", encoding="utf-8") as handle:
            json.dump(screen(number), handle, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
