#!/usr/bin/env bash
# Starts the misbehaving loopback HTTP server the tests use, for trying faults by hand.
# Usage: Scripts/fault-server.sh [--port PORT] [FOLDER-TO-SERVE]   (default: a free port, Fixtures/)
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift run --quiet places-fault-server "$@"
