#!/usr/bin/env bash
# What the end-to-end tests need from Debian, installed when missing (as root
# with apt-get; otherwise the command to run is printed and the exit status
# is 1): Chromium (a distribution build, not a snap), nginx with the
# brotli_static module to serve the build as production does (deploy/nginx),
# and the Noto CJK fonts, without which Chinese text renders as boxes and
# layout checks measure the wrong glyphs; rsync, the ssh client and sshd for
# the deploy test. npm test and CI both run this.
# APT_ARCHIVES: keep the downloaded packages there (CI caches the folder; the
# Debian image's apt hook deletes them from apt's own folder).
set -uo pipefail

missing=()
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] || missing+=(chromium)
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$NGINX" ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  missing+=(libnginx-mod-http-brotli-static)
compgen -G '/usr/share/fonts/opentype/noto/NotoSansCJK-*' >/dev/null || missing+=(fonts-noto-cjk)
# The deploy test: rsync and ssh as npm run deploy uses them, sshd as the server.
[ -x /usr/bin/rsync ] || missing+=(rsync)
[ -x /usr/bin/ssh ] || missing+=(openssh-client)
[ -x /usr/sbin/sshd ] || missing+=(openssh-server)

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› installing Debian ${missing[*]} for the end-to-end tests"
  export DEBIAN_FRONTEND=noninteractive
  apt=(apt-get -qq)
  [ -n "${APT_ARCHIVES:-}" ] && mkdir -p "$APT_ARCHIVES/partial" &&
    apt+=(-o "Dir::Cache::Archives=$APT_ARCHIVES")
  # Lists fetched in the last hour (CI's first step) are current enough.
  find /var/lib/apt/lists -name '*Packages*' -mmin -60 | grep -q . || "${apt[@]}" update || exit 1
  "${apt[@]}" install -y "${missing[@]}" >/dev/null || exit 1
  # Only what can still be downloaded stays in the cache.
  [ -z "${APT_ARCHIVES:-}" ] || "${apt[@]}" autoclean
else
  echo "The end-to-end tests need: sudo apt-get install ${missing[*]} (or set CHROMIUM_PATH / NGINX_PATH)." >&2
  exit 1
fi
