#!/bin/sh
# Write PgBouncer's configuration from the environment, then run it in the foreground.
#   DB_HOST, DB_PORT, DB_NAME, DB_USER, DB_PASSWORD   the PostgreSQL it pools
#   POOL_SIZE (20), MAX_CLIENT_CONN (1000)            server sessions per database, clients
set -eu
conf=/tmp/pgbouncer
mkdir -p "$conf"
umask 077
quoted() { printf '"%s"' "$(printf '%s' "$1" | sed 's/"/""/g')"; }  # the auth file doubles quotes
printf '%s %s\n' "$(quoted "$DB_USER")" "$(quoted "$DB_PASSWORD")" > "$conf/users.txt"
cat > "$conf/pgbouncer.ini" <<INI
[databases]
${DB_NAME} = host=${DB_HOST} port=${DB_PORT:-5432} dbname=${DB_NAME}

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $conf/users.txt
pool_mode = transaction
default_pool_size = ${POOL_SIZE:-20}
max_client_conn = ${MAX_CLIENT_CONN:-1000}
server_reset_query =
ignore_startup_parameters = extra_float_digits
INI
exec pgbouncer "$conf/pgbouncer.ini"
