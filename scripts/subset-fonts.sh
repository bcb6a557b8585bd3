#!/usr/bin/env bash
# Writes public/fonts' Devanagari web fonts from the Noto Sans Devanagari the invoice PDF embeds
# (@expo-google-fonts/noto-sans-devanagari), subset to the Devanagari blocks, as WOFF2. Needs fontTools with brotli
# (Debian: apt-get install -y python3-fonttools python3-brotli). The fonts are under the SIL Open Font License 1.1.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@expo-google-fonts/noto-sans-devanagari
unicodes="U+0900-097F,U+1CD0-1CFF,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF"
for weight in 400Regular 600SemiBold; do
  python3 -m fontTools.subset "$source/$weight/NotoSansDevanagari_$weight.ttf" --unicodes="$unicodes" --layout-features='*' \
    --flavor=woff2 --output-file="public/fonts/noto-sans-devanagari-${weight:0:3}.woff2"
done
