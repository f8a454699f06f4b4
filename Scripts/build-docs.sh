#!/usr/bin/env bash
# Builds the DocC documentation of the three library products with the toolchain's own `docc` (the project takes
# no packages, so no docc plugin): symbol graphs of the public API from SwiftPM, then one archive per product.
# Warnings are errors, so a broken link or an undocumented page fails the build.
# Usage: Scripts/build-docs.sh [OUTPUT-FOLDER]   (default: .build/docs; open an archive with any DocC host)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
mkdir -p "$output"
# dump-symbol-graph also tries the test targets' modules and fails on a fresh clone where they were never built;
# only the three products' graphs are needed, so its status is judged by whether they were written this time.
rm -rf .build/*/symbolgraph
log=$(mktemp)
swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true
graphs=$(ls -d .build/*/symbolgraph 2>/dev/null | head -n 1)
for module in PlacesDomain PlacesData PlacesPresentation; do
  if [ -z "$graphs" ] || [ ! -s "$graphs/$module.symbols.json" ]; then
    cat "$log" >&2
    echo "build-docs: no symbol graph for $module" >&2
    exit 1
  fi
done
rm -f "$log"
for module in PlacesDomain PlacesData PlacesPresentation; do
  # docc reads every graph in the folder: give it this module's, with its extensions of other modules' types.
  module_graphs=$(mktemp -d)
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  cp "$graphs/$module@"*.symbols.json "$module_graphs/" 2>/dev/null || true
  rm -rf "$output/$module.doccarchive"
  docc convert "Modules/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --output-path "$output/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "places.$module" \
    --warnings-as-errors
  rm -rf "$module_graphs"
done
echo "documentation written to $output"
