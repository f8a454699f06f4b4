#!/usr/bin/env bash
# Builds README's "Use Places as a library" as the package it describes and checks what it prints, so the README
# cannot drift from the code. The section's first Swift block (the `dependencies:` and `targets:` arguments)
# becomes a throwaway package's manifest, pointing at this checkout instead of "../places"; the second becomes its
# main.swift, run beside Fixtures/locations.json as locations.json; its output must be the `// ` lines that follow
# the comment ending in "prints:". A real build of Places' libraries takes most of a minute, so CI runs it
# (.ci/run) beside the example consumer package rather than inside `swift test`.
# Usage: Scripts/check-library-example.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

fail() {
  echo "check-library-example: $*" >&2
  exit 1
}

# The section, from its heading to the next one.
section=$(awk '/^## Use Places as a library$/ { inside = 1; next } inside && /^## / { exit } inside { print }' README.md)
[ -n "$section" ] || fail "README has no “Use Places as a library” section"
# Swift block number N (1-based) of the section.
block() {
  awk -v wanted="$1" '/^```swift$/ { count++; inside = (count == wanted); next } /^```/ { inside = 0; next } inside { print }' <<<"$section"
}
blocks=$(grep -c '^```swift$' <<<"$section" || true)
[ "$blocks" -eq 2 ] || fail "the section should have two Swift blocks, the manifest fragment and the example; it has $blocks"
fragment=$(block 1)
code=$(block 2)

target=$(sed -n 's/.*\.executableTarget(name: "\([^"]*\)".*/\1/p' <<<"$fragment" | head -n 1)
[ -n "$target" ] || fail "the manifest fragment declares no executable target"
grep -qF 'path: "../places"' <<<"$fragment" || fail 'the fragment no longer depends on path: "../places"'
grep -qE '^//.*prints:$' <<<"$code" || fail "the example does not say what it prints (a comment ending in “prints:”)"
expected=$(awk 'found && /^\/\/ / { print substr($0, 4) } /^\/\/.*prints:$/ { found = 1 }' <<<"$code")

package=$(mktemp -d)
trap 'rm -rf "$package"' EXIT
mkdir -p "$package/Sources/$target"
{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo
  echo 'let package = Package('
  echo "    name: \"$target\","
  sed "s|path: \"../places\"|path: \"$root\"|" <<<"$fragment"
  echo ')'
} >"$package/Package.swift"
printf '%s\n' "$code" >"$package/Sources/$target/main.swift"
cp Fixtures/locations.json "$package/locations.json"

echo "== README's library example: building $target against $root"
swift build --package-path "$package" -Xswiftc -warnings-as-errors
binary="$(swift build --package-path "$package" --show-bin-path)/$target"
actual=$(cd "$package" && "$binary")
if [ "$actual" != "$expected" ]; then
  echo "README says it prints:" >&2
  echo "$expected" >&2
  echo "it printed:" >&2
  echo "$actual" >&2
  fail "README's library example does not print what README says"
fi
echo "$actual"
echo "== README's library example prints what README says"
