#!/bin/sh
# Runs once, on the first start of an empty data volume (docker-entrypoint-initdb.d): one database per service, so
# no service can read another's tables. POSTGRES_DATABASES is a space-separated list.
set -eu
for database in ${POSTGRES_DATABASES:-}; do
  echo "creating database ${database}"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -c "CREATE DATABASE \"${database}\" OWNER \"${POSTGRES_USER}\""
done
