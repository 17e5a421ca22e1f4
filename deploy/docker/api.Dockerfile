# The API image (deploy/k8s/api-deployment.yaml and migrate-job.yaml). Built from the repository
# root: docker build -f deploy/docker/api.Dockerfile -t registry.example/klubb/api:RELEASE .
# Not built by the tests here (no container engine on this machine); the manifests that use it are.
# Two stages: the build stage compiles the TypeScript (api/build.mjs: esbuild, dist/*.js); the image
# holds the built JavaScript and the production dependencies only (no tsx, no esbuild).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter @klubb/api... \
 && cd api && node build.mjs

FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile --prod --filter @klubb/api... \
 && chown -R 1000:1000 /app/api/data 2>/dev/null || true
COPY --from=build /app/api/dist /app/api/dist
USER 1000:1000
WORKDIR /app/api
ENV NODE_ENV=production MIGRATE_ON_START=false
EXPOSE 4000
# npm start's command: one process, so SIGTERM reaches the server and it drains. The migration Job
# runs dist/migrate-cli.js from the same image.
CMD ["node", "--enable-source-maps", "dist/main.js"]
