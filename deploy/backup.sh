#!/bin/sh
# A backup of the site, then only the newest $KEEP backup files kept. deploy/skyline-backup.service
# runs it daily (deploy/skyline-backup.timer) in the release folder with the site's settings
# (DATABASE_URL) in its environment; docs/deploy.md, "Backups that run".
set -eu
DIR=${BACKUP_DIR:-/var/backups/skyline}
KEEP=${KEEP:-14}
EXT=db
case "${DATABASE_URL:-}" in postgres*) EXT=dump ;; esac
node scripts/site-data.js backup --to "$DIR/site-$(date +%Y-%m-%d-%H%M).$EXT"
# Names sort by date; everything but the newest $KEEP goes.
ls -1 "$DIR"/site-*."$EXT" | sort -r | tail -n +"$((KEEP + 1))" | while read -r old; do rm -f -- "$old"; done
