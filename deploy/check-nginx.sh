#!/bin/sh
# Checks deploy/nginx.conf with this machine's nginx (Debian's: apt-get install nginx), inside a
# minimal main configuration of its own (no root, nothing outside a temporary directory).
#   deploy/check-nginx.sh                          nginx -t only
#   deploy/check-nginx.sh --run 8080 3135 3136     also runs it on port 8080 in front of instances
#                                                  on 3135 and 3136 until Ctrl-C
set -eu
here=$(cd "$(dirname "$0")" && pwd)
nginx=${NGINX:-/usr/sbin/nginx}
work=$(mktemp -d "${TMPDIR:-/tmp}/royalty-desk-nginx-XXXXXX")
trap 'rm -rf "$work"' EXIT

listen=80
site="$here/nginx.conf"
if [ "${1:-}" = "--run" ]; then
  listen=$2
  shift 2
  # The same file with this listen port and these instances as the upstream.
  servers=$(for port in "$@"; do printf '    server 127.0.0.1:%s max_fails=1 fail_timeout=10s;\\n' "$port"; done)
  sed -e "s/^    listen 80;/    listen 127.0.0.1:$listen;/" \
      -e '/^    server 127\.0\.0\.1:300[0-9]/d' \
      -e "s/^    keepalive 64;/${servers}    keepalive 64;/" "$here/nginx.conf" > "$work/site.conf"
  site="$work/site.conf"
fi

cat > "$work/main.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    include $site;
}
CONF

"$nginx" -t -c "$work/main.conf" -e "$work/error.log"
if [ "$listen" != 80 ]; then
  echo "nginx on http://127.0.0.1:$listen in front of: $*"
  "$nginx" -c "$work/main.conf" -e "$work/error.log" -g 'daemon off;' &
  running=$!
  # Stopping this script stops nginx (and the streams it holds).
  trap 'kill -TERM "$running" 2>/dev/null; wait "$running"; rm -rf "$work"' INT TERM EXIT
  wait "$running"
fi
