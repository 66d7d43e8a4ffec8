# syntax=docker/dockerfile:1.7
# One image recipe for every Homeward component: `--build-arg COMPONENT=<name>`, a component of components.yaml (the
# BFF also passes `--build-arg WITH_SPA=true` to carry the built frontend). The final stage holds the bundled
# component, its production dependencies and nothing else, and runs as the unprivileged `node` user. The analyzer's OCR language data and pdfmake's fonts are npm packages, so they arrive with those.

# Debian (glibc) rather than Alpine: esbuild, SWC and Vite's rolldown ship native binaries per libc, and the
# lockfile was resolved on glibc. Exact version pinned; bump deliberately.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
# Manifests first so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
# <workspaces: generated from package.json by `npm run topology:gen`>
COPY protos/package.json protos/
COPY packages/document-definitions/package.json packages/document-definitions/
COPY packages/inspection-reports/package.json packages/inspection-reports/
COPY packages/kit/package.json packages/kit/
COPY packages/local-stack/package.json packages/local-stack/
COPY packages/pdf/package.json packages/pdf/
COPY packages/rules/package.json packages/rules/
COPY packages/testing/package.json packages/testing/
COPY packages/topology/package.json packages/topology/
COPY services/documents/package.json services/documents/
COPY services/identity/package.json services/identity/
COPY services/inspection-analyzer/package.json services/inspection-analyzer/
COPY services/notifications/package.json services/notifications/
COPY services/payment/package.json services/payment/
COPY services/property/package.json services/property/
COPY services/tour/package.json services/tour/
COPY bff/package.json bff/
COPY frontend/package.json frontend/
COPY scripts/package.json scripts/
# </workspaces>
# `npm install` rather than `npm ci`: the lockfile carries only this platform's optional native packages, which
# `npm ci` refuses; versions still come from the lockfile. Install scripts are off (none is needed to build).
RUN npm install --ignore-scripts
COPY . .
ARG COMPONENT
ARG WITH_SPA=false
RUN test -n "$COMPONENT" && node deploy/docker/build-component.mjs "$COMPONENT" /out
RUN if [ "$WITH_SPA" = "true" ]; then npm run build -w frontend && cp -r frontend/dist /out/app/public; fi

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
COPY --from=build /out/manifests/ ./
# Only the component's workspace (and the workspaces it links) get their production dependencies. Everything must
# hoist to /app/node_modules, the only place the bundle at /app/main.js resolves from; the check fails the build
# otherwise instead of shipping an image that cannot start.
RUN npm install --omit=dev --ignore-scripts -w "$(cat .workspace)" \
  && npm cache clean --force \
  && test -z "$(find . -mindepth 2 -name node_modules -not -path './node_modules/*')"

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /out/app ./
USER node
# BFF: PORT; backends: OPS_PORT. Same /healthz on both (liveness only; readiness belongs to the orchestrator).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.OPS_PORT || process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 on purpose: every component handles SIGTERM itself (kit Lifecycle) and drains before exiting.
CMD ["node", "--enable-source-maps", "main.js"]
