#!/usr/bin/env bash
# Odin as several processes on this machine: HAProxy on :3300 in front of three app instances
# (:3301-3303), one job worker, the machine's PostgreSQL as the primary (:5432) with a streaming
# read replica (:5433), a Redis of the cluster's own (:6380), and one more process (:3309) that
# hosts the payment gateways' stand-ins for all the others, as one real gateway serves every
# instance. docs/deployment.md explains the topology.
#
#   bash deploy/cluster.sh [up] [--setup-replication] [--build]   start what is not running yet
#   bash deploy/cluster.sh status                                 what runs, where, and its logs
#   bash deploy/cluster.sh restart-rolling                        restart the instances one by one
#   bash deploy/cluster.sh down [--purge]                         stop everything (--purge: and forget it)
#   bash deploy/cluster.sh crash-replica                          stop the replica at once (pg_ctl -m immediate),
#                                                                 as the fault sequences do; up starts it again
#   bash deploy/cluster.sh crash-redis                            stop Redis at once (SIGKILL); up starts it again
#
# Environment: ODIN_CLUSTER_DIR (/tmp/odin-cluster), ODIN_CLUSTER_DB (odin_cluster),
# ODIN_CLUSTER_STYLES (5000, the demo catalog seeded into a new database). Other ODIN_* variables of
# the calling shell reach the processes too (e.g. ODIN_FEATURE_FLAGS).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLUSTER_DIR="${ODIN_CLUSTER_DIR:-/tmp/odin-cluster}"
DB_NAME="${ODIN_CLUSTER_DB:-odin_cluster}"
SEED_STYLES="${ODIN_CLUSTER_STYLES:-5000}"

PG_HOST=127.0.0.1
PG_PORT=5432
PG_USER=postgres
PG_OS_USER=postgres
REPLICA_PORT=5433
REDIS_HOST=127.0.0.1
REDIS_PORT=6380
REDIS_PREFIX="odin:"
FRONT_PORT=3300
STATS_PORT=3399
APP_PORTS=(3301 3302 3303)
STANDINS_PORT=3309
STANDINS_ORIGIN="http://127.0.0.1:${STANDINS_PORT}"
SITE_ORIGIN="http://localhost:${FRONT_PORT}"
HBA_LINE="host replication all 127.0.0.1/32 trust"

REPLICA_DIR="$CLUSTER_DIR/replica"
REPLICA_LOG="$CLUSTER_DIR/replica.log"
SECRETS_FILE="$CLUSTER_DIR/secrets.env"
ENV_FILE="$CLUSTER_DIR/cluster.env"
MARKER_FILE="$CLUSTER_DIR/.odin-cluster"
HAPROXY_TEMPLATE="$ROOT/deploy/haproxy.cfg"
HAPROXY_CFG="$CLUSTER_DIR/haproxy.cfg"
HAPROXY_PID="$CLUSTER_DIR/haproxy.pid"
HAPROXY_SOCK="$CLUSTER_DIR/haproxy.sock"
HAPROXY_LOG="$CLUSTER_DIR/haproxy.log"
WORKER_PID="$CLUSTER_DIR/worker.pid"
WORKER_LOG="$CLUSTER_DIR/worker.log"
STANDINS_PID="$CLUSTER_DIR/stand-ins.pid"
STANDINS_LOG="$CLUSTER_DIR/stand-ins.log"
REDIS_DIR="$CLUSTER_DIR/redis"
REDIS_PID="$CLUSTER_DIR/redis.pid"
REDIS_LOG="$CLUSTER_DIR/redis.log"
DB_COMMENT="created by deploy/cluster.sh"

# SHUTDOWN_GRACE_MS is 10 s by default: a process still there 20 s after SIGTERM gets SIGKILL.
STOP_TIMEOUT=20
READY_TIMEOUT=180
DRAIN_TIMEOUT=10

PG_BIN=""
SERVE_CMD=()
WORKER_CMD=()
SETUP_REPLICATION=false
BUILD=false
PURGE=false

# ---------------------------------------------------------------------------------------------------
# Messages

say() { printf '==> %s\n' "$*"; }
ok() { printf '    %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

usage() {
  sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

# ---------------------------------------------------------------------------------------------------
# Small helpers

is_root() { [[ $EUID -eq 0 ]]; }

# Runs a command as the user that owns the replica's files: postgres when we are root, else ourselves.
as_pg() {
  if is_root; then runuser -u "$PG_OS_USER" -- "$@"; else "$@"; fi
}

# psql on the primary; the first argument is the database.
psql_primary() {
  local db="$1"
  shift
  psql -X -q -v ON_ERROR_STOP=1 -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -d "$db" "$@"
}

psql_replica() {
  local db="$1"
  shift
  psql -X -q -v ON_ERROR_STOP=1 -h "$PG_HOST" -p "$REPLICA_PORT" -U "$PG_USER" -d "$db" "$@"
}

# True while the process exists and is not a zombie.
pid_alive() {
  local pid="$1" state
  [[ -n $pid && -d /proc/$pid ]] || return 1
  state="$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null || true)"
  [[ -n $state && $state != Z ]]
}

# True if the process is alive and its command line contains the given text (a reused pid is not ours).
pid_is() {
  local pid="$1" text="$2" cmdline
  pid_alive "$pid" || return 1
  cmdline="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
  [[ $cmdline == *"$text"* ]]
}

# The pid in a pid file if that process runs the given command, else nothing.
running_pid() {
  local file="$1" text="$2" pid
  [[ -f $file ]] || return 0
  pid="$(head -n 1 "$file" 2>/dev/null || true)"
  if [[ $pid =~ ^[0-9]+$ ]] && pid_is "$pid" "$text"; then echo "$pid"; fi
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

http_code() {
  curl -s -o /dev/null -w '%{http_code}' --max-time 3 "$1" 2>/dev/null || true
}

# Sends SIGTERM and waits for the process to end; SIGKILL after STOP_TIMEOUT seconds.
stop_pid() {
  local pid="$1" name="$2" waited=0
  pid_alive "$pid" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  while pid_alive "$pid"; do
    if ((waited >= STOP_TIMEOUT * 10)); then
      warn "$name (pid $pid) did not stop within ${STOP_TIMEOUT}s of SIGTERM; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
      return 0
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}

# Stops the process a pid file names, if it still runs `text`, and removes the file.
stop_from_pidfile() {
  local file="$1" text="$2" name="$3" pid
  pid="$(running_pid "$file" "$text")"
  if [[ -n $pid ]]; then
    stop_pid "$pid" "$name"
    ok "$name stopped (pid $pid)"
  fi
  rm -f "$file"
}

log_tail() {
  local file="$1"
  [[ -f $file ]] || return 0
  printf -- '--- last lines of %s ---\n' "$file" >&2
  tail -n 25 "$file" >&2
  printf -- '---\n' >&2
}

app_pidfile() { echo "$CLUSTER_DIR/app-$1.pid"; }
app_logfile() { echo "$CLUSTER_DIR/app-$1.log"; }
app_name() { echo "app$(($1 - APP_PORTS[0] + 1))"; }

# ---------------------------------------------------------------------------------------------------
# Prerequisites

node_version_ok() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'
}

# The primary's major version, to use its own pg_basebackup and pg_ctl.
find_pg_bin() {
  local major
  major="$(psql_primary postgres -Atc 'show server_version_num' 2>/dev/null || true)"
  major="${major:0:2}"
  if [[ -n $major && -x /usr/lib/postgresql/$major/bin/pg_ctl ]]; then
    PG_BIN="/usr/lib/postgresql/$major/bin"
  elif command -v pg_ctl >/dev/null 2>&1; then
    PG_BIN="$(dirname "$(command -v pg_ctl)")"
  else
    PG_BIN="/usr/lib/postgresql/${major:-15}/bin"
  fi
}

check_prerequisites() {
  local missing=()
  say "Checking prerequisites"
  if ! command -v node >/dev/null 2>&1; then
    missing+=("node (20.19 or newer): https://nodejs.org/ or NodeSource's Debian packages (Debian 12's own nodejs is 18)")
  elif ! node_version_ok; then
    missing+=("node 20.19 or newer (this is $(node -v)): https://nodejs.org/ or NodeSource's Debian packages")
  fi
  command -v npm >/dev/null 2>&1 || missing+=("npm: it comes with node")
  command -v curl >/dev/null 2>&1 || missing+=("curl: apt-get install -y curl")
  command -v psql >/dev/null 2>&1 || missing+=("psql: apt-get install -y postgresql-client-15")
  command -v redis-cli >/dev/null 2>&1 || missing+=("redis-cli: apt-get install -y redis-tools")
  command -v redis-server >/dev/null 2>&1 || missing+=("redis-server: apt-get install -y redis-server   (the cluster runs one of its own; the package's service is not needed)")
  command -v haproxy >/dev/null 2>&1 || missing+=("haproxy: apt-get install -y haproxy   (the package's own service is not needed: systemctl disable --now haproxy)")
  command -v setsid >/dev/null 2>&1 || missing+=("setsid: apt-get install -y util-linux")
  if is_root; then
    id "$PG_OS_USER" >/dev/null 2>&1 || missing+=("the operating-system user $PG_OS_USER: it comes with apt-get install -y postgresql-15")
    command -v runuser >/dev/null 2>&1 || missing+=("runuser: apt-get install -y util-linux")
  fi
  if ((${#missing[@]} > 0)); then
    printf 'error: missing:\n' >&2
    printf '  - %s\n' "${missing[@]}" >&2
    exit 1
  fi

  if ! psql_primary postgres -Atc 'select 1' >/dev/null 2>&1; then
    die "PostgreSQL does not answer at $PG_HOST:$PG_PORT as user $PG_USER (trust authentication).
  Install and start it: apt-get install -y postgresql-15 && service postgresql start
  and allow local connections in pg_hba.conf: host all all 127.0.0.1/32 trust"
  fi
  find_pg_bin
  for tool in pg_basebackup pg_ctl initdb; do
    [[ -x $PG_BIN/$tool ]] || missing+=("$PG_BIN/$tool: apt-get install -y postgresql-${PG_BIN//[^0-9]/}")
  done
  [[ -d $ROOT/node_modules/tsx ]] || missing+=("the project's packages: cd $ROOT && npm ci")
  if ((${#missing[@]} > 0)); then
    printf 'error: missing:\n' >&2
    printf '  - %s\n' "${missing[@]}" >&2
    exit 1
  fi
  ok "node $(node -v), $(haproxy -v 2>/dev/null | head -n 1 | awk '{print $1, $3}'), PostgreSQL tools in $PG_BIN, $(redis-server --version | awk '{print $1, $2, $3}')"
}

# `npm run serve` needs the production build of the storefront and the back office.
check_build() {
  local storefront="$ROOT/apps/storefront/build/server/index.js"
  local admin="$ROOT/apps/admin/build/client/index.html"
  if [[ -f $storefront && -f $admin ]]; then
    if $BUILD; then
      say "Building the storefront and the back office (--build)"
      (cd "$ROOT" && npm run build --silent)
    fi
    return 0
  fi
  if $BUILD; then
    say "Building the storefront and the back office (npm run build)"
    (cd "$ROOT" && npm run build --silent)
    return 0
  fi
  die "the production build is missing ($([[ -f $storefront ]] || echo "$storefront ")$([[ -f $admin ]] || echo "$admin")).
  npm run serve needs it: run 'npm run build' once, or pass --build."
}

# The command of an npm script of the root package.json, which must read
# `NODE_ENV=production node <flags> <file>`: the processes are started with the same node and flags,
# without npm and its shell in between, so that their pid is node's own.
read_npm_script() {
  local name="$1" text shape='^NODE_ENV=production node [^;&|<>$`"'"'"'\\]+$'
  text="$(cd "$ROOT" && node -e 'process.stdout.write(require("./package.json").scripts[process.argv[1]] ?? "")' "$name")"
  if [[ ! $text =~ $shape ]]; then
    die "package.json's \"$name\" script is no longer 'NODE_ENV=production node <flags> <file>' ($text);
  update read_npm_script in deploy/cluster.sh to start it"
  fi
  echo "${text#NODE_ENV=production }"
}

read_commands() {
  local serve worker
  serve="$(read_npm_script serve)"
  worker="$(read_npm_script worker)"
  read -r -a SERVE_CMD <<<"$serve"
  read -r -a WORKER_CMD <<<"$worker"
}

# ---------------------------------------------------------------------------------------------------
# Replication on the primary

replication_works() {
  psql -X -q "host=$PG_HOST port=$PG_PORT user=$PG_USER dbname=replication replication=true connect_timeout=5" \
    -Atc IDENTIFY_SYSTEM >/dev/null 2>&1
}

check_replication() {
  say "Checking that the primary accepts replication connections"
  if replication_works; then
    ok "it does"
    return 0
  fi
  local hba
  hba="$(psql_primary postgres -Atc 'show hba_file')"
  if ! $SETUP_REPLICATION; then
    die "the primary refuses replication connections from $PG_HOST.
  Add this line to $hba:
    $HBA_LINE
  then reload the configuration:
    psql -h $PG_HOST -U $PG_USER -c 'select pg_reload_conf()'
  or run this script with --setup-replication to do both."
  fi
  local wal_level senders
  wal_level="$(psql_primary postgres -Atc 'show wal_level')"
  senders="$(psql_primary postgres -Atc 'show max_wal_senders')"
  if [[ $wal_level == minimal || $senders == 0 ]]; then
    die "the primary has wal_level=$wal_level and max_wal_senders=$senders; streaming replication needs
  wal_level=replica (or logical) and max_wal_senders of 2 or more, set in postgresql.conf, and a restart"
  fi
  if grep -qxF "$HBA_LINE" "$hba" 2>/dev/null; then
    ok "$hba already has '$HBA_LINE'"
  elif [[ -w $hba ]]; then
    printf '\n# Added by deploy/cluster.sh --setup-replication: a local streaming replica.\n%s\n' "$HBA_LINE" >>"$hba"
    ok "added '$HBA_LINE' to $hba"
  else
    die "cannot write $hba. As root (or the postgres user) add:
    $HBA_LINE
  then: psql -h $PG_HOST -U $PG_USER -c 'select pg_reload_conf()'"
  fi
  psql_primary postgres -Atc 'select pg_reload_conf()' >/dev/null
  ok "reloaded the primary's configuration (select pg_reload_conf())"
  sleep 1
  replication_works || die "replication connections still fail after the reload; see the primary's log and $hba
  (an earlier line that rejects or asks a password for 'replication' wins over the one added)"
  ok "replication connections work now"
}

# ---------------------------------------------------------------------------------------------------
# The cluster's directory, secrets and environment

prepare_dir() {
  if [[ -e $CLUSTER_DIR && ! -f $MARKER_FILE ]] && [[ -n "$(ls -A "$CLUSTER_DIR" 2>/dev/null)" ]]; then
    die "$CLUSTER_DIR exists and is not an Odin cluster directory; choose another with ODIN_CLUSTER_DIR"
  fi
  mkdir -p "$CLUSTER_DIR"
  chmod 755 "$CLUSTER_DIR"
  touch "$MARKER_FILE"
}

ensure_secrets() {
  if [[ -s $SECRETS_FILE ]]; then
    chmod 600 "$SECRETS_FILE"
    return 0
  fi
  say "Generating the shared secrets into $SECRETS_FILE"
  (
    umask 077
    # shellcheck disable=SC2016 # JavaScript, not shell
    node -e '
const { randomBytes } = require("node:crypto");
const secret = () => randomBytes(32).toString("hex");
process.stdout.write(`# Generated by deploy/cluster.sh; every process of the cluster uses the same ones.
ODIN_SESSION_SECRET=${secret()}
ODIN_JWT_SECRET=${secret()}
`);' >"$SECRETS_FILE"
  )
  chmod 600 "$SECRETS_FILE"
}

db_url() { echo "postgres://$PG_USER@$PG_HOST:$1/$DB_NAME"; }

# Everything the app instances and the worker share (each instance adds PORT and HOST).
write_env_file() {
  (
    umask 077
    {
      echo "# Written by deploy/cluster.sh on every 'up'; edits are overwritten. Secrets come from secrets.env."
      echo "NODE_ENV=production"
      echo "DATABASE_URL=$(db_url "$PG_PORT")"
      echo "DATABASE_REPLICA_URL=$(db_url "$REPLICA_PORT")"
      echo "REDIS_URL=redis://$REDIS_HOST:$REDIS_PORT"
      echo "REDIS_KEY_PREFIX=$REDIS_PREFIX"
      echo "ODIN_JOBS_IN_PROCESS=false"
      echo "ODIN_SEED_ON_START=false"
      echo "ODIN_TRUSTED_PROXIES=127.0.0.1"
      echo "ODIN_SITE_ORIGIN=$SITE_ORIGIN"
      echo "LOG_LEVEL=warn"
      grep -E '^[A-Z_]+=' "$SECRETS_FILE"
    } >"$ENV_FILE"
  )
  chmod 600 "$ENV_FILE"
}

# ---------------------------------------------------------------------------------------------------
# The database

check_db_name() {
  [[ $DB_NAME =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || die "ODIN_CLUSTER_DB must be a plain lower-case name (letters, digits, _): '$DB_NAME'"
  case "$DB_NAME" in
  postgres | template0 | template1) die "ODIN_CLUSTER_DB may not be '$DB_NAME'" ;;
  esac
}

db_created_here() {
  [[ "$(psql_primary postgres -Atc "select shobj_description(oid, 'pg_database') from pg_database where datname = '$DB_NAME'")" == "$DB_COMMENT" ]]
}

# Runs an npm script with the cluster's environment, its output into a log.
run_with_env() {
  local log="$1"
  shift
  (
    cd "$ROOT"
    set -a
    # shellcheck source=/dev/null
    . "$ENV_FILE"
    set +a
    "$@"
  ) >>"$log" 2>&1
}

ensure_database() {
  check_db_name
  say "Database $DB_NAME on the primary ($PG_HOST:$PG_PORT)"
  local exists
  exists="$(psql_primary postgres -Atc "select 1 from pg_database where datname = '$DB_NAME'")"
  if [[ -z $exists ]]; then
    psql_primary postgres -c "create database \"$DB_NAME\"" >/dev/null
    psql_primary postgres -c "comment on database \"$DB_NAME\" is '$DB_COMMENT'" >/dev/null
    ok "created"
  elif ! db_created_here; then
    warn "$DB_NAME already existed and was not created by this script; it is used as it is, and 'down --purge' will not drop it"
  fi

  local has_table seeded=f log="$CLUSTER_DIR/seed.log"
  has_table="$(psql_primary "$DB_NAME" -Atc "select to_regclass('public.styles') is not null")"
  if [[ $has_table == t ]]; then
    seeded="$(psql_primary "$DB_NAME" -Atc 'select exists (select 1 from public.styles)')"
  fi
  if [[ $seeded == t ]]; then
    ok "already seeded ($(psql_primary "$DB_NAME" -Atc 'select count(*) from public.styles') styles); applying any new migrations (npm run db:migrate)"
    if ! run_with_env "$log" npm run --silent db:migrate; then
      log_tail "$log"
      die "the migrations failed"
    fi
  else
    ok "migrating and seeding $SEED_STYLES demo styles (npm run seed -- --styles $SEED_STYLES)"
    local started=$SECONDS
    if ! run_with_env "$log" npm run --silent seed -- --styles "$SEED_STYLES"; then
      log_tail "$log"
      die "seeding failed (log: $log)"
    fi
    ok "seeded in $((SECONDS - started))s (log: $log)"
  fi
}

# ---------------------------------------------------------------------------------------------------
# The read replica

replica_pid() {
  [[ -f $REPLICA_DIR/postmaster.pid ]] || return 0
  local pid
  pid="$(head -n 1 "$REPLICA_DIR/postmaster.pid" 2>/dev/null || true)"
  if [[ $pid =~ ^[0-9]+$ ]] && pid_is "$pid" "$REPLICA_DIR"; then echo "$pid"; fi
}

replica_answers() {
  [[ "$(psql_replica postgres -Atc 'select pg_is_in_recovery()' 2>/dev/null || true)" == t ]]
}

# The replica's settings. The primary's data directory may hold no postgresql.conf (Debian keeps it in
# /etc/postgresql), so the copy gets one; a standby also needs these limits at least as high as its primary's.
write_replica_config() {
  local settings name value
  settings="$(psql_primary postgres -Atc "select name || '=' || setting from pg_settings where name in
    ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')")"
  {
    echo "# Written by deploy/cluster.sh: the read replica of the Odin cluster."
    echo "listen_addresses = '127.0.0.1'"
    echo "port = $REPLICA_PORT"
    echo "hot_standby = on"
    echo "# Tell the primary which rows the replica's queries still read, so they are not cancelled."
    echo "hot_standby_feedback = on"
    while IFS='=' read -r name value; do
      [[ -n $name ]] && echo "$name = $value"
    done <<<"$settings"
  } >"$REPLICA_DIR/odin-replica.conf"
  if [[ ! -f $REPLICA_DIR/postgresql.conf ]]; then
    echo "include 'odin-replica.conf'" >"$REPLICA_DIR/postgresql.conf"
  elif ! grep -qF "include 'odin-replica.conf'" "$REPLICA_DIR/postgresql.conf"; then
    echo "include 'odin-replica.conf'" >>"$REPLICA_DIR/postgresql.conf"
  fi
  if [[ ! -f $REPLICA_DIR/pg_hba.conf ]]; then
    printf '%s\n' "local all all trust" "host all all 127.0.0.1/32 trust" "$HBA_LINE" >"$REPLICA_DIR/pg_hba.conf"
  fi
  [[ -f $REPLICA_DIR/pg_ident.conf ]] || : >"$REPLICA_DIR/pg_ident.conf"
  if is_root; then
    chown "$PG_OS_USER:" "$REPLICA_DIR/odin-replica.conf" "$REPLICA_DIR/postgresql.conf" \
      "$REPLICA_DIR/pg_hba.conf" "$REPLICA_DIR/pg_ident.conf"
  fi
  chmod 600 "$REPLICA_DIR/odin-replica.conf" "$REPLICA_DIR/postgresql.conf" "$REPLICA_DIR/pg_hba.conf" "$REPLICA_DIR/pg_ident.conf"
}

create_replica() {
  if port_in_use "$REPLICA_PORT"; then
    die "port $REPLICA_PORT is taken by another process (ss -ltnp 'sport = :$REPLICA_PORT' names it)"
  fi
  ok "copying the primary with pg_basebackup into $REPLICA_DIR"
  rm -rf "${REPLICA_DIR:?}"
  mkdir -p "$REPLICA_DIR"
  chmod 700 "$REPLICA_DIR"
  is_root && chown "$PG_OS_USER:" "$REPLICA_DIR"
  if ! as_pg "$PG_BIN/pg_basebackup" -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -D "$REPLICA_DIR" \
    -R -X stream --checkpoint=fast 2>"$CLUSTER_DIR/basebackup.log"; then
    cat "$CLUSTER_DIR/basebackup.log" >&2
    rm -rf "${REPLICA_DIR:?}"
    die "pg_basebackup failed"
  fi
  rm -f "$CLUSTER_DIR/basebackup.log"
  write_replica_config
}

start_replica() {
  : >>"$REPLICA_LOG"
  is_root && chown "$PG_OS_USER:" "$REPLICA_LOG"
  if ! as_pg "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" -o "-p $REPLICA_PORT -c hot_standby=on" -l "$REPLICA_LOG" -w -t 60 start >/dev/null; then
    log_tail "$REPLICA_LOG"
    die "the replica did not start"
  fi
}

# Stops the replica: `fast` (the default) or `immediate` (as a crash would, recovering at its next start).
stop_replica() {
  [[ -n "$(replica_pid)" ]] || return 0
  as_pg "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" -m "${1:-fast}" -w -t 60 stop >/dev/null
}

# Waits until the replica answers as a standby and streams from the primary.
wait_streaming() {
  local seconds="$1" i status
  for ((i = 0; i < seconds * 2; i++)); do
    if replica_answers; then
      status="$(psql_replica postgres -Atc 'select status from pg_stat_wal_receiver' 2>/dev/null || true)"
      [[ $status == streaming ]] && return 0
    fi
    sleep 0.5
  done
  return 1
}

# Waits until the replica has replayed everything the primary had written when it was called.
wait_caught_up() {
  local lsn i
  lsn="$(psql_primary postgres -Atc 'select pg_current_wal_lsn()')"
  for ((i = 0; i < 240; i++)); do
    [[ "$(psql_replica postgres -Atc "select pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn" 2>/dev/null || true)" == t ]] && return 0
    sleep 0.5
  done
  return 1
}

ensure_replica() {
  say "Read replica on $PG_HOST:$REPLICA_PORT ($REPLICA_DIR)"
  local reused=false
  if [[ -n "$(replica_pid)" ]]; then
    ok "already running (pid $(replica_pid))"
    reused=true
  elif [[ -f $REPLICA_DIR/PG_VERSION && -f $REPLICA_DIR/standby.signal ]]; then
    ok "starting the existing copy"
    write_replica_config
    start_replica
    reused=true
  else
    create_replica
    start_replica
  fi
  if ! wait_streaming 30; then
    if $reused; then
      warn "the existing replica does not stream from the primary (it may need WAL the primary has already recycled); copying it afresh"
      log_tail "$REPLICA_LOG"
      stop_replica || true
      create_replica
      start_replica
      wait_streaming 60 || {
        log_tail "$REPLICA_LOG"
        die "the new replica does not stream from the primary"
      }
    else
      log_tail "$REPLICA_LOG"
      die "the replica does not stream from the primary"
    fi
  fi
  ok "pg_is_in_recovery() is true; streaming from the primary"
  wait_caught_up || die "the replica did not catch up with the primary within 2 minutes"
  ok "caught up with the primary: $DB_NAME holds $(psql_replica "$DB_NAME" -Atc 'select count(*) from styles') styles there"
}

# ---------------------------------------------------------------------------------------------------
# Redis

redis_answers() {
  [[ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping 2>/dev/null || true)" == PONG ]]
}

# The cluster's own Redis, so that the fault sequences can stop it. It keeps an append-only file in
# the cluster's directory (written every second), as a Redis that must come back with its keys does.
ensure_redis() {
  say "Redis on $REDIS_HOST:$REDIS_PORT ($REDIS_DIR)"
  local pid i
  pid="$(running_pid "$REDIS_PID" redis-server)"
  if [[ -n $pid ]]; then
    ok "already running (pid $pid)"
    return 0
  fi
  port_in_use "$REDIS_PORT" && die "port $REDIS_PORT is taken by another process (ss -ltnp 'sport = :$REDIS_PORT' names it)"
  mkdir -p "$REDIS_DIR"
  printf -- '---- %s: starting redis-server\n' "$(date -Is)" >>"$REDIS_LOG"
  (exec setsid redis-server --bind "$REDIS_HOST" --port "$REDIS_PORT" --dir "$REDIS_DIR" \
    --appendonly yes --appendfsync everysec --save "" --daemonize no --protected-mode yes) >>"$REDIS_LOG" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$REDIS_PID"
  for ((i = 0; i < 50; i++)); do
    redis_answers && break
    if ! pid_alive "$pid"; then
      log_tail "$REDIS_LOG"
      die "redis-server exited while starting"
    fi
    sleep 0.2
  done
  redis_answers || die "redis-server does not answer PING on :$REDIS_PORT after 10s (log: $REDIS_LOG)"
  ok "started (pid $pid, log $REDIS_LOG)"
}

stop_redis() {
  stop_from_pidfile "$REDIS_PID" redis-server redis
}

# ---------------------------------------------------------------------------------------------------
# App instances and the worker

# Starts a node process in its own session (so Ctrl-C in this terminal does not reach it) with the
# cluster's environment and the extra assignments given; prints its pid.
spawn() {
  local log="$1" extra="$2"
  shift 2
  local pid
  (
    cd "$ROOT"
    set -a
    # shellcheck source=/dev/null
    . "$ENV_FILE"
    [[ -n $extra ]] && eval "$extra"
    set +a
    exec setsid "$@"
  ) >>"$log" 2>&1 </dev/null &
  pid=$!
  echo "$pid"
}

start_app() {
  local port="$1" name pidfile log pid
  name="$(app_name "$port")"
  pidfile="$(app_pidfile "$port")"
  log="$(app_logfile "$port")"
  pid="$(running_pid "$pidfile" apps/server/src/main.ts)"
  if [[ -n $pid ]]; then
    ok "$name on :$port already running (pid $pid)"
    return 0
  fi
  if port_in_use "$port"; then
    die "port $port is taken by another process (ss -ltnp 'sport = :$port' names it)"
  fi
  printf -- '---- %s: starting %s on :%s\n' "$(date -Is)" "$name" "$port" >>"$log"
  pid="$(spawn "$log" "PORT=$port HOST=127.0.0.1 ODIN_PAYMENT_SANDBOX_ORIGIN=$STANDINS_ORIGIN" "${SERVE_CMD[@]}")"
  echo "$pid" >"$pidfile"
  ok "$name on :$port started (pid $pid, log $log)"
}

# Waits until an Odin process on a port answers /readyz with 200: its name, port, pid and log.
wait_ready() {
  local name="$1" port="$2" pid="$3" log="$4" i
  for ((i = 0; i < READY_TIMEOUT * 2; i++)); do
    [[ "$(http_code "http://127.0.0.1:$port/readyz")" == 200 ]] && return 0
    if ! pid_alive "$pid"; then
      log_tail "$log"
      die "$name on :$port exited while starting"
    fi
    sleep 0.5
  done
  log_tail "$log"
  die "$name on :$port did not answer /readyz with 200 within ${READY_TIMEOUT}s"
}

wait_app_ready() {
  wait_ready "$(app_name "$1")" "$1" "$(head -n 1 "$(app_pidfile "$1")")" "$(app_logfile "$1")"
}

stop_app() {
  stop_from_pidfile "$(app_pidfile "$1")" apps/server/src/main.ts "$(app_name "$1") on :$1"
}

start_worker() {
  local pid
  pid="$(running_pid "$WORKER_PID" apps/server/src/worker.ts)"
  if [[ -n $pid ]]; then
    ok "worker already running (pid $pid)"
    return 0
  fi
  printf -- '---- %s: starting the worker\n' "$(date -Is)" >>"$WORKER_LOG"
  pid="$(spawn "$WORKER_LOG" "ODIN_PAYMENT_SANDBOX_ORIGIN=$STANDINS_ORIGIN" "${WORKER_CMD[@]}")"
  echo "$pid" >"$WORKER_PID"
  # The worker does not listen; at LOG_LEVEL=warn it says nothing when all is well. Give it time to
  # open the database and build the app, then check it is still there.
  sleep 5
  if ! pid_alive "$pid"; then
    log_tail "$WORKER_LOG"
    die "the worker exited while starting"
  fi
  ok "worker started (pid $pid, log $WORKER_LOG)"
}

stop_worker() {
  stop_from_pidfile "$WORKER_PID" apps/server/src/worker.ts worker
}

# The process that stands in for the payment gateways (demo mode): an Odin process of its own, outside
# the proxy's rotation, whose /_sandbox/pg/... the instances' adapters and the shoppers' browsers
# reach (ODIN_PAYMENT_SANDBOX_ORIGIN). A real gateway is one service for every instance, and so is it:
# an attempt made through one instance is paid and asked about through any other. Its webhooks go to
# its own address, where it answers them as any instance would (the same database).
start_standins() {
  say "The payment gateways' stand-ins on :$STANDINS_PORT"
  local pid
  pid="$(running_pid "$STANDINS_PID" apps/server/src/main.ts)"
  if [[ -n $pid ]]; then
    ok "already running (pid $pid)"
    return 0
  fi
  port_in_use "$STANDINS_PORT" && die "port $STANDINS_PORT is taken by another process (ss -ltnp 'sport = :$STANDINS_PORT' names it)"
  printf -- '---- %s: starting the stand-ins\n' "$(date -Is)" >>"$STANDINS_LOG"
  pid="$(spawn "$STANDINS_LOG" "PORT=$STANDINS_PORT HOST=127.0.0.1" "${SERVE_CMD[@]}")"
  echo "$pid" >"$STANDINS_PID"
  wait_ready "the stand-ins' process" "$STANDINS_PORT" "$pid" "$STANDINS_LOG"
  ok "started (pid $pid, log $STANDINS_LOG)"
}

stop_standins() {
  stop_from_pidfile "$STANDINS_PID" apps/server/src/main.ts "the stand-ins' process"
}

# ---------------------------------------------------------------------------------------------------
# HAProxy

# One command on HAProxy's admin socket; prints the answer. Node, so nothing else is needed.
haproxy_cmd() {
  # shellcheck disable=SC2016 # JavaScript, not shell
  node -e '
const net = require("node:net");
const [socketPath, command] = process.argv.slice(1);
const socket = net.connect(socketPath);
let answer = "";
socket.setEncoding("utf8");
socket.setTimeout(5000, () => { console.error(`no answer from ${socketPath}`); process.exit(1); });
socket.on("data", (chunk) => { answer += chunk; });
socket.on("end", () => process.stdout.write(answer));
socket.on("error", (error) => { console.error(`${socketPath}: ${error.message}`); process.exit(1); });
socket.write(`${command}\n`);' "$HAPROXY_SOCK" "$1"
}

# "<current sessions> <status>" of one server of the odin backend, from `show stat`.
server_stat() {
  haproxy_cmd "show stat" | awk -F, -v server="$1" '$1 == "odin" && $2 == server { print $5, $18 }'
}

render_haproxy_config() {
  [[ $CLUSTER_DIR != *'|'* ]] || die "ODIN_CLUSTER_DIR may not contain '|'"
  sed "s|@CLUSTER_DIR@|$CLUSTER_DIR|g" "$HAPROXY_TEMPLATE" >"$1"
}

ensure_haproxy() {
  say "HAProxy on :$FRONT_PORT (stats on :$STATS_PORT)"
  local pid port rendered="$CLUSTER_DIR/haproxy.cfg.new"
  render_haproxy_config "$rendered"
  if ! haproxy -c -q -f "$rendered" 2>"$CLUSTER_DIR/haproxy-check.log"; then
    cat "$CLUSTER_DIR/haproxy-check.log" >&2
    die "HAProxy refuses the configuration rendered from $HAPROXY_TEMPLATE"
  fi
  rm -f "$CLUSTER_DIR/haproxy-check.log"
  pid="$(running_pid "$HAPROXY_PID" haproxy)"
  if [[ -n $pid ]]; then
    if cmp -s "$rendered" "$HAPROXY_CFG"; then
      rm -f "$rendered"
      ok "already running (pid $pid)"
    else
      mv "$rendered" "$HAPROXY_CFG"
      kill -USR2 "$pid"
      ok "already running (pid $pid); reloaded the changed configuration"
    fi
    return 0
  fi
  mv "$rendered" "$HAPROXY_CFG"
  for port in "$FRONT_PORT" "$STATS_PORT"; do
    port_in_use "$port" && die "port $port is taken by another process (ss -ltnp 'sport = :$port' names it)"
  done
  rm -f "$HAPROXY_SOCK" "$HAPROXY_PID"
  printf -- '---- %s: starting haproxy\n' "$(date -Is)" >>"$HAPROXY_LOG"
  (exec setsid haproxy -W -db -f "$HAPROXY_CFG" -p "$HAPROXY_PID") >>"$HAPROXY_LOG" 2>&1 </dev/null &
  local i
  for ((i = 0; i < 50; i++)); do
    [[ -s $HAPROXY_PID && -S $HAPROXY_SOCK ]] && break
    sleep 0.2
  done
  pid="$(running_pid "$HAPROXY_PID" haproxy)"
  if [[ -z $pid ]]; then
    log_tail "$HAPROXY_LOG"
    die "HAProxy did not start"
  fi
  ok "started (pid $pid, log $HAPROXY_LOG)"
}

wait_haproxy_ready() {
  local i port server all_up
  for ((i = 0; i < 60; i++)); do
    all_up=true
    for port in "${APP_PORTS[@]}"; do
      server="$(app_name "$port")"
      [[ "$(server_stat "$server" | awk '{print $2}')" == UP ]] || all_up=false
    done
    if $all_up && [[ "$(http_code "http://localhost:$FRONT_PORT/healthz")" == 200 ]]; then
      ok "GET http://localhost:$FRONT_PORT/healthz answers 200; every instance is UP in HAProxy"
      return 0
    fi
    sleep 0.5
  done
  log_tail "$HAPROXY_LOG"
  die "HAProxy does not answer /healthz with 200 with every instance UP within 30s"
}

stop_haproxy() {
  stop_from_pidfile "$HAPROXY_PID" haproxy haproxy
  rm -f "$HAPROXY_SOCK"
}

# ---------------------------------------------------------------------------------------------------
# The table of processes

print_table() {
  local pid state port name
  printf '\n%-8s %-5s %-8s %-16s %s\n' PROCESS PORT PID STATE LOG
  pid="$(running_pid "$HAPROXY_PID" haproxy)"
  state=stopped
  [[ -n $pid ]] && state="$( [[ "$(http_code "http://localhost:$FRONT_PORT/healthz")" == 200 ]] && echo serving || echo "no answer")"
  printf '%-8s %-5s %-8s %-16s %s\n' haproxy "$FRONT_PORT" "${pid:--}" "$state" "$HAPROXY_LOG"
  for port in "${APP_PORTS[@]}"; do
    name="$(app_name "$port")"
    pid="$(running_pid "$(app_pidfile "$port")" apps/server/src/main.ts)"
    state=stopped
    if [[ -n $pid ]]; then
      state="readyz $(http_code "http://127.0.0.1:$port/readyz")"
      if [[ -S $HAPROXY_SOCK && -n "$(running_pid "$HAPROXY_PID" haproxy)" ]]; then
        state="$state, $(server_stat "$name" | awk '{print $2}')"
      fi
    fi
    printf '%-8s %-5s %-8s %-16s %s\n' "$name" "$port" "${pid:--}" "$state" "$(app_logfile "$port")"
  done
  pid="$(running_pid "$WORKER_PID" apps/server/src/worker.ts)"
  printf '%-8s %-5s %-8s %-16s %s\n' worker - "${pid:--}" "$([[ -n $pid ]] && echo running || echo stopped)" "$WORKER_LOG"
  pid="$(replica_pid)"
  state=stopped
  if [[ -n $pid ]]; then
    state="$(psql_replica postgres -Atc 'select status from pg_stat_wal_receiver' 2>/dev/null || true)"
    state="${state:-not streaming}"
  fi
  printf '%-8s %-5s %-8s %-16s %s\n' replica "$REPLICA_PORT" "${pid:--}" "$state" "$REPLICA_LOG"
  printf '%-8s %-5s %-8s %-16s %s\n' primary "$PG_PORT" - "$(psql_primary postgres -Atc 'select 1' >/dev/null 2>&1 && echo up || echo down)" "(the machine's PostgreSQL; database $DB_NAME)"
  pid="$(running_pid "$REDIS_PID" redis-server)"
  printf '%-8s %-5s %-8s %-16s %s\n' redis "$REDIS_PORT" "${pid:--}" "$([[ -n $pid ]] && redis_answers && echo up || echo down)" "$REDIS_LOG"
  pid="$(running_pid "$STANDINS_PID" apps/server/src/main.ts)"
  printf '%-8s %-5s %-8s %-16s %s\n' stand-in "$STANDINS_PORT" "${pid:--}" "$([[ -n $pid ]] && echo "readyz $(http_code "$STANDINS_ORIGIN/readyz")" || echo stopped)" "$STANDINS_LOG"
  printf '\nShop: http://localhost:%s/   HAProxy stats: http://127.0.0.1:%s/   Files: %s\n' "$FRONT_PORT" "$STATS_PORT" "$CLUSTER_DIR"
}

# ---------------------------------------------------------------------------------------------------
# Commands

cmd_up() {
  check_prerequisites
  check_build
  read_commands
  check_replication
  prepare_dir
  ensure_secrets
  write_env_file
  ensure_database
  ensure_replica
  ensure_redis
  start_standins
  say "App instances"
  for port in "${APP_PORTS[@]}"; do start_app "$port"; done
  say "Waiting for each instance's /readyz to answer 200"
  local started=$SECONDS
  for port in "${APP_PORTS[@]}"; do
    wait_app_ready "$port"
    ok "$(app_name "$port") on :$port is ready"
  done
  ok "(${SECONDS}s in all, $((SECONDS - started))s waiting for the instances)"
  say "Job worker"
  start_worker
  ensure_haproxy
  wait_haproxy_ready
  print_table
}

cmd_status() {
  find_pg_bin
  if [[ ! -f $MARKER_FILE ]]; then
    echo "No cluster in $CLUSTER_DIR (start one with: npm run cluster)"
    return 0
  fi
  print_table
}

cmd_down() {
  $PURGE && check_db_name
  find_pg_bin
  say "Stopping the cluster in $CLUSTER_DIR"
  stop_haproxy
  local port pid
  local -A app_pids=()
  # SIGTERM to every instance and the worker at once, then wait for each to exit.
  for port in "${APP_PORTS[@]}"; do
    pid="$(running_pid "$(app_pidfile "$port")" apps/server/src/main.ts)"
    [[ -n $pid ]] || continue
    app_pids[$port]="$pid"
    kill -TERM "$pid" 2>/dev/null || true
  done
  for port in "${APP_PORTS[@]}"; do
    pid="${app_pids[$port]:-}"
    if [[ -n $pid ]]; then
      stop_pid "$pid" "$(app_name "$port")"
      ok "$(app_name "$port") on :$port stopped (pid $pid)"
    fi
    rm -f "$(app_pidfile "$port")"
  done
  stop_worker
  stop_standins
  stop_redis
  if [[ -n "$(replica_pid)" ]]; then
    stop_replica
    ok "replica stopped (pg_ctl stop -m fast)"
  fi
  if ! $PURGE; then
    ok "kept: the database $DB_NAME, the replica's files, Redis's file and the secrets (down --purge removes them)"
    return 0
  fi
  say "Purging"
  if [[ -d $REPLICA_DIR ]]; then
    rm -rf "${REPLICA_DIR:?}"
    ok "removed $REPLICA_DIR"
  fi
  if [[ -n "$(psql_primary postgres -Atc "select 1 from pg_database where datname = '$DB_NAME'")" ]]; then
    if db_created_here; then
      psql_primary postgres -c "drop database \"$DB_NAME\"" >/dev/null
      ok "dropped the database $DB_NAME"
    else
      warn "left the database $DB_NAME alone: this script did not create it"
    fi
  fi
  if [[ -f $MARKER_FILE ]]; then
    rm -rf "${CLUSTER_DIR:?}"
    ok "removed $CLUSTER_DIR (logs, secrets and Redis's file included)"
  fi
  ok "the primary's pg_hba.conf keeps its replication line"
}

cmd_restart_rolling() {
  [[ -f $MARKER_FILE ]] || die "no cluster in $CLUSTER_DIR; start one with: npm run cluster"
  [[ -n "$(running_pid "$HAPROXY_PID" haproxy)" && -S $HAPROXY_SOCK ]] || die "HAProxy is not running; start the cluster with: npm run cluster"
  read_commands
  write_env_file
  say "Rolling restart of ${#APP_PORTS[@]} instances behind HAProxy"
  local port name old new stat sessions status started i
  for port in "${APP_PORTS[@]}"; do
    name="$(app_name "$port")"
    started=$SECONDS
    old="$(running_pid "$(app_pidfile "$port")" apps/server/src/main.ts)"
    say "$name (:$port, pid ${old:-none})"

    local answer
    answer="$(haproxy_cmd "set server odin/$name state drain")"
    [[ -z ${answer//[[:space:]]/} ]] || die "HAProxy refused to drain $name: $answer"
    ok "set server odin/$name state drain"
    sessions=""
    for ((i = 0; i < DRAIN_TIMEOUT * 5; i++)); do
      stat="$(server_stat "$name")"
      sessions="${stat%% *}"
      [[ $sessions == 0 ]] && break
      sleep 0.2
    done
    ok "current sessions: ${sessions:-?} after $((i / 5)).$((i % 5 * 2))s"

    if [[ -n $old ]]; then
      stop_pid "$old" "$name"
      ok "SIGTERM sent; pid $old has exited"
    fi
    rm -f "$(app_pidfile "$port")"
    start_app "$port" >/dev/null
    new="$(head -n 1 "$(app_pidfile "$port")")"
    wait_app_ready "$port"
    ok "started again as pid $new; /readyz answers 200"

    answer="$(haproxy_cmd "set server odin/$name state ready")"
    [[ -z ${answer//[[:space:]]/} ]] || die "HAProxy refused to make $name ready: $answer"
    for ((i = 0; i < 75; i++)); do
      status="$(server_stat "$name" | awk '{print $2}')"
      [[ $status == UP ]] && break
      sleep 0.2
    done
    [[ $status == UP ]] || die "$name is $status in HAProxy after 15s, not UP; stopping the rolling restart here"
    ok "set server odin/$name state ready; HAProxy has it UP again ($((SECONDS - started))s for $name)"
  done
  say "Job worker"
  stop_worker
  start_worker
  print_table
}

cmd_crash_replica() {
  find_pg_bin
  [[ -n "$(replica_pid)" ]] || die "the replica is not running"
  stop_replica immediate
  ok "replica stopped (pg_ctl stop -m immediate); npm run cluster starts it again"
}

cmd_crash_redis() {
  local pid
  pid="$(running_pid "$REDIS_PID" redis-server)"
  [[ -n $pid ]] || die "Redis is not running"
  kill -KILL "$pid"
  ok "redis-server killed (pid $pid); npm run cluster starts it again"
}

main() {
  local command=""
  while (($# > 0)); do
    case "$1" in
    up | down | status | restart-rolling | crash-replica | crash-redis)
      [[ -z $command ]] || die "one command at a time ('$command' and '$1')"
      command="$1"
      ;;
    --setup-replication) SETUP_REPLICATION=true ;;
    --build) BUILD=true ;;
    --purge) PURGE=true ;;
    -h | --help | help)
      usage
      exit 0
      ;;
    *)
      usage >&2
      die "unknown argument '$1'"
      ;;
    esac
    shift
  done
  command="${command:-up}"
  if $PURGE && [[ $command != down ]]; then die "--purge goes with down"; fi
  case "$command" in
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status ;;
  restart-rolling) cmd_restart_rolling ;;
  crash-replica) cmd_crash_replica ;;
  crash-redis) cmd_crash_redis ;;
  esac
}

main "$@"
