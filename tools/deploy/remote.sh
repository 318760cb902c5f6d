#!/usr/bin/env bash
# The server's half of `npm run deploy` (tools/deploy/): every command the
# deploy runs on the server, sent by ssh on stdin (`bash -s -- <command>
# <root> <args>`), so the server needs nothing installed but bash, coreutils,
# rsync and nginx, and always runs the script of the deploying checkout.
#
#   <root>/releases/<id>/docs/   one build each (the site's /docs/)
#   <root>/releases/<id>.partial  an upload in progress (never served)
#   <root>/current -> releases/<id>
#
# nginx reads current/docs/_nginx/*.conf when it loads its configuration:
# the release's CSP (from the build) and root.conf, written here, which pins
# root to releases/<id>. Moving `current` therefore changes nothing served
# until the reload, and each nginx worker serves one release with its own CSP.
#
# The only privileged commands are `nginx -t` and `nginx -s reload`, run as
# $DEPLOY_NGINX (default: sudo -n /usr/sbin/nginx; see README, 部署).
set -euo pipefail

command="$1"
root="$2"
shift 2
nginx=(${DEPLOY_NGINX:-sudo -n /usr/sbin/nginx})
releases="$root/releases"

fail() {
  echo "$*" >&2
  exit 1
}

valid_id() {
  [[ "$1" =~ ^[0-9]{8}T[0-9]{6}Z-[0-9a-z]+$ ]] || fail "不是发布名：$1"
}

current_release() {
  if [ -L "$root/current" ]; then basename "$(readlink "$root/current")"; fi
}

# Points `current` at a release in one rename (a reader never sees it missing).
point_current() {
  ln -sfn "releases/$1" "$root/current.tmp"
  mv -T "$root/current.tmp" "$root/current"
}

# Hard links of the other releases' own hashed assets (own-assets.txt, written
# by the deploy) into a release, beside its own files, which stay as they are.
inherit() {
  local into="$1" from own
  shift
  for from in "$@"; do
    valid_id "$from"
    own="$releases/$from/own-assets.txt"
    [ -f "$own" ] || continue
    rsync -r --ignore-existing --files-from="$own" --link-dest="$releases/$from/docs/" \
      "$releases/$from/docs/" "$into/docs/"
  done
}

case "$command" in
  # What is there: `current <id>`, then `release <id>` for each complete
  # release, oldest first.
  list)
    mkdir -p "$releases"
    echo "current $(current_release)"
    for dir in "$releases"/*/; do
      id="$(basename "$dir")"
      [[ "$id" == *.partial ]] || [ ! -d "$dir/docs" ] || echo "release $id"
    done | sort
    ;;

  # Before an upload: uploads that never finished (a killed deploy) go; the
  # new release's name must be new.
  begin)
    id="$1"
    valid_id "$id"
    mkdir -p "$releases"
    rm -rf "$releases"/*.partial
    [ ! -e "$releases/$id" ] || fail "发布 $id 已经存在"
    ;;

  # After the upload: the hashed assets of the releases still kept join the
  # new release's own (hard links: pages opened before the switch keep
  # loading their chunks), root.conf pins nginx to the release, and the
  # upload becomes a release under its final name.
  stage)
    id="$1"
    valid_id "$id"
    shift
    partial="$releases/$id.partial"
    [ -f "$partial/docs/_nginx/csp.conf" ] || fail "上传不完整：缺少 $partial/docs/_nginx/csp.conf"
    # A compressed copy carries its original's time, as the build made them
    # (nginx's Last-Modified and ETag do not depend on the encoding); only
    # files new in this upload (one link) are touched, never a previous
    # release's (perl-base, on every Debian system, does them in one process).
    find "$partial/docs" -type f -links 1 \( -name '*.br' -o -name '*.gz' \) -print0 |
      perl -0ne 'chomp; (my $o = $_) =~ s/\.(?:br|gz)$//; utime((stat $o)[8, 9], $_) if -f $o'
    inherit "$partial" "$@"
    printf '# Written by npm run deploy: nginx serves this release (tools/deploy/remote.sh).\nroot %s;\n' \
      "$(cd "$releases" && pwd -P)/$id" >"$partial/docs/_nginx/root.conf"
    mv -T "$partial" "$releases/$id"
    ;;

  # Before a rollback: the release to go back to gets the hashed assets of
  # the others, so pages opened from a newer release keep loading theirs.
  inherit)
    id="$1"
    valid_id "$id"
    shift
    [ -d "$releases/$id/docs" ] || fail "没有发布 $id"
    inherit "$releases/$id" "$@"
    ;;

  # Serves a release: `current` moves, nginx checks its configuration with
  # the release's includes and reloads. A failed check or reload moves
  # `current` back; nothing was served from the release.
  activate)
    id="$1"
    valid_id "$id"
    [ -f "$releases/$id/docs/_nginx/root.conf" ] || fail "没有发布 $id"
    before="$(current_release)"
    point_current "$id"
    restore() {
      if [ -n "$before" ]; then point_current "$before"; else rm -f "$root/current"; fi
    }
    if ! output="$("${nginx[@]}" -t 2>&1)"; then
      restore
      fail "nginx -t 不接受发布 $id 的配置，current 仍指向 ${before:-（无）}：
$output"
    fi
    if ! output="$("${nginx[@]}" -s reload 2>&1)"; then
      restore
      fail "nginx 重新加载失败，current 仍指向 ${before:-（无）}：
$output"
    fi
    echo "previous $before"
    ;;

  # The release's record of itself (release.json): what to check after a switch.
  manifest)
    id="$1"
    valid_id "$id"
    cat "$releases/$id/release.json"
    ;;

  # Deletes releases, never the one being served.
  remove)
    active="$(current_release)"
    for id in "$@"; do
      valid_id "$id"
      [ "$id" != "$active" ] || fail "不能删除正在提供的发布 $id"
      rm -rf "${releases:?}/$id"
    done
    ;;

  *)
    fail "未知命令：$command"
    ;;
esac
