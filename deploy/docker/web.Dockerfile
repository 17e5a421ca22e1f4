# The web image (deploy/k8s/web.yaml): the built host and remotes, and the nginx configuration
# generated from deploy/src/serve-rules.mjs. Built from the repository root after the apps were
# built for production names, e.g.
#   KLUBB_API_URL=https://api.klubb.example KLUBB_REMOTE_MF_FEEDS_URL=https://feeds.mf.klubb.example …
#   node scripts/build.mjs && node deploy/src/write-remotes.mjs
#   docker build -f deploy/docker/web.Dockerfile -t registry.example/klubb/web:RELEASE .
FROM node:20-bookworm-slim AS config
WORKDIR /app
# The repository with the built dist folders (a .dockerignore leaving out node_modules helps);
# the generator needs no dependency.
COPY . .
ARG KLUBB_API_URL=https://api.klubb.example
# The platform's remote origins (the API's KLUBB_REMOTE_ORIGINS, deploy/k8s/api-config.yaml): the
# host's CSP allows exactly the origins the registry lets a version be published on.
ARG KLUBB_REMOTE_ORIGINS="https://auth.mf.klubb.example https://feeds.mf.klubb.example https://offer.mf.klubb.example https://commerce.mf.klubb.example https://more.mf.klubb.example"
# --render: the host's pages come from the render service beside nginx in the pod (the `render`
# container, deploy/docker/render.Dockerfile), the static index.html while it is down; the host's
# origin also fronts /api, /media and /remotes/<name>/ (ADR 014 decision 3).
RUN node deploy/src/nginx-app.mjs --print --listen 0.0.0.0 --workers auto \
    --prefix /var/lib/klubb-nginx --upstream klubb-api:4000 --render 127.0.0.1:3100 > /nginx.conf

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light \
 && rm -rf /var/lib/apt/lists/*
COPY --from=config /app/host/dist /app/host/dist
COPY --from=config /app/mf-auth/dist /app/mf-auth/dist
COPY --from=config /app/mf-feeds/dist /app/mf-feeds/dist
COPY --from=config /app/mf-offer/dist /app/mf-offer/dist
COPY --from=config /app/mf-commerce/dist /app/mf-commerce/dist
COPY --from=config /app/mf-more/dist /app/mf-more/dist
# The operator console (issue 15): nginx-app.mjs serves it on :3006 like the others.
COPY --from=config /app/console/dist /app/console/dist
COPY --from=config /nginx.conf /etc/klubb/nginx.conf
USER 101:101
EXPOSE 3000 3001 3002 3003 3004 3005 3006 4000
STOPSIGNAL SIGQUIT
CMD ["/usr/sbin/nginx", "-p", "/var/lib/klubb-nginx", "-c", "/etc/klubb/nginx.conf", "-e", "/var/lib/klubb-nginx/error.log"]
