# The render service's image (deploy/k8s/web.yaml, the `render` container beside nginx): the built
# host and the static server in its first-view mode (deploy/src/serve.mjs --first-view
# --one-origin, ADR 014), which makes each page per brand. nginx asks it for every page of the
# host's origin and serves the static index.html while it is down. Built from the repository root
# after the apps were built for production names (web.Dockerfile's comment):
#   docker build -f deploy/docker/render.Dockerfile -t registry.example/klubb/render:RELEASE .
# Not built by the tests here (no container engine on this machine); the manifests that use it are.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile --prod --filter @klubb/deploy...
USER 1000:1000
ENV NODE_ENV=production
EXPOSE 3100
# The remotes' public base URLs (KLUBB_REMOTE_<NAME>_URL, as at build) are what the page's
# document is mapped from onto /remotes/<name>/; KLUBB_API_UPSTREAM is the API inside the cluster,
# KLUBB_API_URL its public URL (the CSP's, as at build).
CMD ["node", "deploy/src/serve.mjs", "--dir", "host/dist", "--port", "3100", "--host", "127.0.0.1", \
     "--spa", "--first-view", "--one-origin", "--scheme", "https"]
