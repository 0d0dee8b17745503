#!/bin/bash
# Run once by the primary's image on an empty data folder (docker-entrypoint-initdb.d): the replication user
# and its line in pg_hba.conf, for the replica's pg_basebackup and streaming.
set -e
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -c "create role replicator with replication login password '${REPLICATION_PASSWORD}'"
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
