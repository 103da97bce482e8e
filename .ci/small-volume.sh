#!/usr/bin/env bash
# A small filesystem for the storage-full test (tests/e2e/storage-full.spec.ts): Chromium sizes an
# origin's quota from the volume its profile lives on (about 60% of it), so a browser whose profile is
# here gets a real QuotaExceededError once some 24 MB are stored.
#
#   .ci/small-volume.sh start DIR   mount a 40 MB tmpfs on DIR (made if missing), print DIR
#   .ci/small-volume.sh stop DIR    unmount DIR and remove it
#
# tmpfs rather than a loop-mounted ext4 image: both give the same real quota (measured: the writes fail
# at 60% of the volume either way), but tmpfs needs no loop device (often missing in containers) and no
# image file. Mounting needs root, or sudo without a password.
set -euo pipefail

SIZE=40m

as_root() {
  if [[ $(id -u) -eq 0 ]]; then
    "$@"
  else
    sudo -n "$@"
  fi
}

start() {
  local dir=$1
  mkdir -p "$dir"
  as_root mount -t tmpfs -o "size=$SIZE,mode=1777" canguro-small-volume "$dir"
  echo "$dir"
}

stop() {
  local dir=$1
  if mountpoint -q "$dir"; then
    as_root umount "$dir"
  fi
  rmdir "$dir" 2>/dev/null || true
}

case "${1:-}" in
  start) start "${2:?DIR}" ;;
  stop) stop "${2:?DIR}" ;;
  *)
    echo "usage: $0 start DIR | stop DIR" >&2
    exit 2
    ;;
esac
