#!/usr/bin/env bash
# Regenerates the seed's puff images in api/media (run once; the files are committed).
# Needs ImageMagick 6 with WebP (Debian: apt-get install -y imagemagick). Not part of any build.
# The files are served as immutable: an image that changes must get a new name.
set -euo pipefail
CONVERT=${CONVERT:-/usr/bin/convert}
OUT=$(cd "$(dirname "$0")/../media" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

specs=(
  "#0B5D3B #7BD389 circle" "#1B2A4A #E63946 rect" "#F4A261 #E76F51 circle"
  "#264653 #2A9D8F triangle" "#6A4C93 #F72585 rect" "#FFB703 #FB8500 triangle"
  "#023047 #8ECAE6 circle" "#3A5A40 #DAD7CD rect" "#9D0208 #FFBA08 triangle"
  "#5E548E #BE95C4 circle" "#005F73 #94D2BD rect" "#343A40 #ADB5BD triangle"
)
i=0
for spec in "${specs[@]}"; do
  i=$((i + 1)); n=$(printf '%02d' "$i"); read -r from to shape <<<"$spec"
  ox=$(((i * 97) % 500 + 150)); oy=$(((i * 53) % 250 + 140)); r=$((80 + (i * 23) % 90))
  case $shape in
    circle) d1="circle $ox,$oy $((ox + r)),$oy"; d2="circle $((ox + r + 60)),$((oy + 70)) $((ox + r + 60 + r / 2)),$((oy + 70))" ;;
    rect) d1="roundrectangle $((ox - r)),$((oy - r)) $((ox + r)),$((oy + r)) 30,30"; d2="roundrectangle $((ox + r)),$((oy - 20)) $((ox + 2 * r)),$((oy + r + 40)) 20,20" ;;
    triangle) d1="polygon $ox,$((oy - r)) $((ox + r)),$((oy + r)) $((ox - r)),$((oy + r))"; d2="polygon $((ox + r)),$((oy - r / 2)) $((ox + 2 * r)),$((oy + r)) $((ox + r / 2)),$((oy + r))" ;;
  esac
  "$CONVERT" -size 800x533 "gradient:$from-$to" \
    -fill 'rgba(255,255,255,0.35)' -draw "$d1" \
    -fill 'rgba(0,0,0,0.18)' -draw "$d2" \
    -fill 'rgba(255,255,255,0.15)' -draw 'circle 80,460 80,540' \
    -strip "$TMP/base.png"
  for w in 400 800; do
    "$CONVERT" "$TMP/base.png" -resize "${w}x" -strip -quality 72 -sampling-factor 4:2:0 -interlace Plane "$OUT/puff-$n-$w.jpg"
    "$CONVERT" "$TMP/base.png" -resize "${w}x" -strip -quality 70 "$OUT/puff-$n-$w.webp"
  done
done
