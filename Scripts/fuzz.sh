#!/usr/bin/env bash
# A longer fuzz campaign than swift test's: the feed decoder, the coordinate-text and deep-link parsers, the REPL
# dispatcher and the import readers and export writers, with as many iterations as asked (default 200,000 each)
# and a fresh seed.
# Usage: Scripts/fuzz.sh [ITERATIONS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
export PLACES_FUZZ_ITERATIONS="${1:-200000}"
export PLACES_FUZZ_SEED="${2:-$(date +%s)}"
echo "fuzzing with $PLACES_FUZZ_ITERATIONS iterations, seed $PLACES_FUZZ_SEED (rerun with: Scripts/fuzz.sh $PLACES_FUZZ_ITERATIONS $PLACES_FUZZ_SEED)"
swift test -c release -Xswiftc -enable-testing --scratch-path .build-fuzz --filter 'ParserFuzzTests|SessionFuzzTests|FeedDecoderPropertyTests|TransferFuzzTests|TransferRoundTripTests'
