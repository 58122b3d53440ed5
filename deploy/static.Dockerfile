# One image per frontend (the shell or a remote), from the repository root:
#   docker build -f deploy/static.Dockerfile --build-arg APP=mf-customer -t boatcare/mf-customer .
# Builds the app with Nx, then serves its dist with nginx and the gateway's caching rules
# (services/gateway/nginx/static.conf, generated from the same code as the embedded gateway).
FROM node:24-slim AS build
ARG APP
WORKDIR /repo
COPY . .
RUN test -n "$APP" && (npm ci --no-audit --no-fund || npm install --no-audit --no-fund) \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build -p "@boatcare/${APP}"

FROM nginx:1.29-alpine
ARG APP
COPY services/gateway/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
