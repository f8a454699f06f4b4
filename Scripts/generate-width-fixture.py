#!/usr/bin/env python3
"""Regenerates Fixtures/terminal-widths.json: how many columns a terminal draws for tricky names, as the wcwidth
package (pip install wcwidth) measures them. The tests check Places' own measure against it.
Run: Scripts/generate-width-fixture.py
"""
import json
import wcwidth

samples = [
    "Amsterdam", "Zürich", "São Paulo", "Reykjavík", "Ko\u0308ln", "e\u0301te\u0301",
    "東京", "서울", "北京市", "ｆｕｌｌｗｉｄｔｈ", "〜波〜", "\u1100\u1161",
    "a\u00adb", "Soft\u00adhyphen\u00adated",
    "\u2600\ufe0f Sunny", "\u2600 plain", "\u2764\ufe0f", "\u2708\ufe0f Airport", "\u00a9\ufe0f", "\u231a",
    "\U0001F44D\U0001F3FD", "\U0001F1F3\U0001F1F1", "\U0001F468\u200d\U0001F469\u200d\U0001F467", "Emoji \U0001F30D",
    "Привет", "Αθήνα", "القاهرة", "תל אביב", "½ ⅓ …", "zero\u200bwidth",
]
fixture = [{"text": text, "columns": wcwidth.wcswidth(text)} for text in samples]
with open("Fixtures/terminal-widths.json", "w") as out:
    json.dump({"source": f"wcwidth {wcwidth.__version__}", "samples": fixture}, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(f"wrote Fixtures/terminal-widths.json ({len(fixture)} samples, wcwidth {wcwidth.__version__})")
