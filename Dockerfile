# Single-binary image: compiles the service with `bun build --compile`; the catalog is built into /app/data at
# image build time from a steam-data folder passed as a build context (`--build-context steamdata=../shared/steam-data`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json bunfig.toml ./
COPY src ./src
COPY tools ./tools
COPY --from=steamdata / /steam-data
RUN STEAM_DATA_DIR=/steam-data npx bun run catalog:build \
 && npx bun build --compile --minify src/main.ts --outfile /app/similarplay

FROM debian:bookworm-slim
WORKDIR /app
COPY --from=build /app/similarplay /app/similarplay
COPY --from=build /app/data/catalog.db /app/data/catalog.db
ENV PORT=8080 CATALOG_PATH=/app/data/catalog.db
EXPOSE 8080
USER nobody
CMD ["/app/similarplay"]
