# One image per frontend (the shell or a remote), from the repository root:
#   docker build -f deploy/static.Dockerfile --build-arg APP=mf-customer -t boatcare/mf-customer .
# Builds the app with Nx, then serves its dist with nginx and the gateway's caching rules
# (services/gateway/nginx/static.conf, generated from the same code as the embedded gateway).
# The shell: --build-arg PUBLIC_ORIGIN=https://... (the site's address, built into the public
# pages' canonical and hreflang links; default http://localhost:8080).
FROM node:24-slim AS build
ARG APP
ARG PUBLIC_ORIGIN
WORKDIR /repo
COPY . .
RUN test -n "$APP" && (npm ci --no-audit --no-fund || npm install --no-audit --no-fund) \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build -p "@boatcare/${APP}" \
 && mkdir -p "${APP}/dist-render"

FROM nginx:1.29-alpine
ARG APP
COPY services/gateway/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
# The shell's renderer (a remote has none), outside what nginx serves: the back office's image
# takes it from here with the pages, so that both hold one build (services/Dockerfile).
COPY --from=build /repo/${APP}/dist-render /usr/share/boatcare/dist-render
EXPOSE 8080
