# The API image (deploy/k8s/api-deployment.yaml and migrate-job.yaml). Built from the repository
# root: docker build -f deploy/docker/api.Dockerfile -t registry.example/klubb/api:RELEASE .
# Not built by the tests here (no container engine on this machine); the manifests that use it are.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter @klubb/api... \
 && chown -R 1000:1000 /app/api/data 2>/dev/null || true
USER 1000:1000
WORKDIR /app/api
ENV NODE_ENV=production MIGRATE_ON_START=false
EXPOSE 4000
# npm start's command: one process, so SIGTERM reaches the server and it drains.
CMD ["node", "--import", "tsx", "src/main.ts"]
