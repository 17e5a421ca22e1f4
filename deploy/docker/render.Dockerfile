# The render service's image (deploy/k8s/web.yaml, the `render` container beside nginx): the built
# host and the render service (render/, @klubb/render-service, ADR 028: render/src/main.mjs
# --one-origin), which makes each page per brand, streamed, with a public page cache. nginx asks it for every page of the
# host's origin and serves the static index.html while it is down. Built from the repository root
# after the apps were built for production names (web.Dockerfile's comment):
#   docker build -f deploy/docker/render.Dockerfile -t registry.example/klubb/render:RELEASE .
# Not built by the tests here (no container engine on this machine); the manifests that use it are.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile --prod --filter @klubb/render-service...
USER 1000:1000
ENV NODE_ENV=production
EXPOSE 3100
# The remotes' public base URLs (KLUBB_REMOTE_<NAME>_URL, as at build) are what the page's
# document is mapped from onto /remotes/<name>/; KLUBB_API_UPSTREAM is the API inside the cluster,
# KLUBB_API_URL its public URL (the CSP's, as at build).
CMD ["node", "render/src/main.mjs", "--dir", "host/dist", "--port", "3100", "--host", "127.0.0.1", \
     "--spa", "--one-origin", "--scheme", "https"]
