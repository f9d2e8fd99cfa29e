# One image recipe for every Node part; WORKSPACE picks what the container runs.
FROM node:20-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg espeak-ng && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci

FROM deps AS web
RUN npx tsx libs/local-stack/src/build-web.ts

FROM deps AS service
ARG WORKSPACE
ENV WORKSPACE=${WORKSPACE} NODE_ENV=production
# The tracing preload patches http, mongodb, ioredis and kafkajs before they load (spans exported only when
# OTEL_EXPORTER_OTLP_ENDPOINT is set).
CMD ["sh", "-c", "OTEL_SERVICE_NAME=${OTEL_SERVICE_NAME:-$WORKSPACE} exec npx tsx --import ./libs/service-kit/src/tracing-preload.ts ${WORKSPACE}/src/main.ts"]

FROM web AS remote
ARG WORKSPACE
ENV WORKSPACE=${WORKSPACE}
CMD ["sh", "-c", "exec npx tsx libs/local-stack/src/serve-static.ts ${WORKSPACE}/dist 80"]

FROM web AS gateway
ENV NODE_ENV=production
CMD ["sh", "-c", "OTEL_SERVICE_NAME=${OTEL_SERVICE_NAME:-gateway} exec npx tsx --import ./libs/service-kit/src/tracing-preload.ts gateway/src/main.ts"]
