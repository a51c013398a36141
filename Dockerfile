# Single-binary image: compiles the service with `bun build --compile`; the catalog is built into /app/data at image
# build time from a steam-data folder passed as a build context (`--build-context steamdata=../shared/steam-data`).
# The runtime image is distroless (glibc, CA certificates, a nonroot user; no shell): the binary needs nothing else
# (`ldd` lists only libc, libpthread, libdl and libm). Its HEALTHCHECK runs the binary's own `--healthcheck` probe.
FROM node:20.18-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json bunfig.toml ./
COPY src ./src
COPY tools ./tools
COPY --from=steamdata / /steam-data
RUN STEAM_DATA_DIR=/steam-data npx bun run catalog:build \
 && npx bun build --compile --compile-exec-argv=--max-http-header-size=65536 --minify src/main.ts --outfile /app/similarplay

FROM gcr.io/distroless/base-nossl-debian12:nonroot
WORKDIR /app
COPY --from=build /app/similarplay /app/similarplay
COPY --from=build /app/data/catalog.db /app/data/catalog.db.sections /app/data/
ENV PORT=8080 CATALOG_PATH=/app/data/catalog.db LOG_LEVEL=info SHUTDOWN_DELAY_MS=5000 SHUTDOWN_TIMEOUT_MS=10000
EXPOSE 8080
USER nonroot:nonroot
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 CMD ["/app/similarplay", "--healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/app/similarplay"]
