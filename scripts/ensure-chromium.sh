#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (needs root and apt).
set -euo pipefail
if [ -x /usr/lib/chromium/chromium ] || [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null || echo unknown)"
