#!/bin/sh
# The Docker image's entrypoint: apply the migrations to DATABASE_URL (creating the database when it is missing), then
# replace this shell with the command, the server by default (the Dockerfile's CMD). With `exec` the server becomes the
# container's PID 1, so `docker stop`'s SIGTERM reaches it and it shuts down gracefully; a shell or npm in between
# could leave the signal undelivered until Docker kills the container.
set -e
npm run --silent db:deploy
exec "$@"
