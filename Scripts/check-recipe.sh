#!/usr/bin/env bash
# Follows ARCHITECTURE.md's recipe for a new command ("Adding a command") in a copy of this checkout, so that the
# recipe cannot drift from the code: adds Scripts/recipe/NearestCommand.swift as `nearest` (the three locations
# nearest a place), with its line in CommandSet, its README row and its golden file, lets PLACES_UPDATE_GOLDEN=1 write
# the golden files the new command changes, then builds and runs the tests that hold a command to the recipe. It
# prints the files the recipe touched and their edits, and fails when the recipe no longer builds or passes, when
# nearest's output differs from Scripts/recipe/nearest.txt, or when the recipe touches more than seven files.
#
# SwiftPM rebuilds everything for sources at another path, even with the checkout's .build copied beside them. So
# where the system allows it (unshare, an unprivileged mount namespace), the copy is mounted over this checkout's own
# folder for the build, with a copy of its .build: only what the recipe changed is compiled, and the checkout itself
# is never written. Elsewhere (or with --from-scratch) the copy is built where it is, from scratch: about 4 minutes
# on 2 cores.
# Usage: Scripts/check-recipe.sh [--keep] [--from-scratch]   (--keep leaves the copy and says where)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
started=$SECONDS
keep=false
mount_allowed=true
for argument in "$@"; do
  case $argument in
    --keep) keep=true ;;
    --from-scratch) mount_allowed=false ;;
    *) echo "usage: Scripts/check-recipe.sh [--keep] [--from-scratch]" >&2; exit 2 ;;
  esac
done

fail() {
  echo "check-recipe: FAILED: $*" >&2
  exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/places-recipe.XXXXXX")
if $keep; then
  echo "check-recipe: the copy stays in $scratch/Places"
else
  trap 'rm -rf "$scratch"' EXIT
fi
copy=$scratch/Places
mkdir -p "$copy"

# The checkout as it is now: tracked files and new ones git does not ignore, without .git and builds.
git ls-files -z --cached --others --exclude-standard \
  | tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$copy"
in_place=false
if $mount_allowed && unshare --user --map-root-user --mount true 2>/dev/null; then
  in_place=true
  if [ -d .build ]; then cp -a --reflink=auto .build "$copy/.build"; fi
fi
# A repository in the copy, so that what the recipe touched is what git says changed.
git -C "$copy" -c init.defaultBranch=recipe init -q
git -C "$copy" add -A
git -C "$copy" -c user.name=recipe -c user.email=recipe@localhost -c commit.gpgsign=false -c core.hooksPath=/dev/null \
  commit -qm "before the recipe"

# Runs a command in the copy: at this checkout's path when the copy can be mounted there, else where it is.
in_copy() {
  if $in_place; then
    unshare --user --map-root-user --mount bash -c 'mount --bind "$1" "$2" && cd "$2" && shift 2 && exec "$@"' \
      _ "$copy" "$root" "$@"
  else
    (cd "$copy" && "$@")
  fi
}

# Adds LINE after the one line of FILE that contains ANCHOR, indented as it is.
insert_after() {
  local file=$1 anchor=$2 line=$3 count
  count=$(grep -cF -- "$anchor" "$copy/$file" || true)
  [ "$count" = 1 ] || fail "$file has $count lines with “$anchor”, not one: the recipe's edit of it no longer fits"
  awk -v anchor="$anchor" -v line="$line" \
    '{ print } index($0, anchor) { match($0, /^ */); print substr($0, 1, RLENGTH) line }' \
    "$copy/$file" >"$copy/$file.new"
  mv "$copy/$file.new" "$copy/$file"
}

echo "== the recipe: nearest, in a copy of the checkout"
# 1. The unit, in its feature's folder, and its line in the list of commands, after nearby's.
cp Scripts/recipe/NearestCommand.swift "$copy/Modules/PlacesApp/Locations/NearestCommand.swift"
insert_after Modules/PlacesApp/Commands/CommandSet.swift "CommandSpec(NearbyCommand.self)," "CommandSpec(NearestCommand.self),"
# 2. Its sentences: none; it shows the list's table.
# 3. Its row in README's command table, after nearby's.
insert_after README.md '| `nearby ' \
  '| `nearest PLACE` | the three locations of the list nearest a place, as `list` shows them | `places nearest copenhagen` |'
# 4. Its golden file: the command line; the update writes what places answers, and the golden files it changes.
echo '$ places --source <repo>/Fixtures/locations.json nearest 48.8566 2.3522' >"$copy/Fixtures/golden/runs/nearest.txt"

echo "== build ($($in_place && echo "at $root, with a copy of its .build" || echo "in $copy, from scratch"))"
in_copy swift build --build-tests || fail "the copy does not build with the recipe's command (above)"

echo "== PLACES_UPDATE_GOLDEN=1 swift test (a test that writes a golden file fails: expected here)"
in_copy env PLACES_UPDATE_GOLDEN=1 swift test --skip-build --filter 'GoldenRunTests|CommandTranscriptTests|ManPageTests' >"$scratch/update.log" 2>&1 || true
if ! diff -u Scripts/recipe/nearest.txt "$copy/Fixtures/golden/runs/nearest.txt"; then
  tail -n 40 "$scratch/update.log" >&2
  fail "nearest's output is not Scripts/recipe/nearest.txt (above: its changes); if the change is meant, copy it there"
fi

echo "== the tests that hold a command to the recipe"
in_copy swift test --skip-build \
  --filter 'PlacesAppTests\.(CommandSetTests|CommandTranscriptTests|GoldenRunTests|ExampleTests|ReadmeExampleTests|ManPageTests)/' \
  || fail "the tests fail after the recipe (above)"

echo "== the files the recipe touched, and its edits"
git -C "$copy" add -A
git -C "$copy" diff --cached --stat
git -C "$copy" diff --cached --diff-filter=M
touched=$(git -C "$copy" diff --cached --name-only | wc -l)
[ "$touched" -le 7 ] || fail "the recipe touched $touched files; the goal is 7 at most"
echo "check-recipe: the recipe holds: $touched files touched, $((SECONDS - started)) s"
