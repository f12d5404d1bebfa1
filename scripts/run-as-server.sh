#!/usr/bin/env bash
# Runs a TypeScript entry point the way the server runs, so `npm start` and the queue bench measure the same
# process (decision 042): two malloc arenas with a fixed mmap threshold, so freed page images and model
# buffers go back to the system, and a small V8 young generation.
set -euo pipefail
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec tsx --max-semi-space-size=8 "$@"
