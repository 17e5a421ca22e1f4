import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from 'yaml';

import { checkManifests, checkObject, K8S_DIR, loadManifests } from './k8s-manifests.mjs';
import { APPS, RENDER, REMOTES } from './topology.mjs';

const objects = loadManifests().map((m) => m.object);
const find = (kind, name) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found;
};
const api = find('Deployment', 'klubb-api');
const apiContainer = api.spec.template.spec.containers[0];
const config = find('ConfigMap', 'klubb-api').data;

describe('the Kubernetes manifests (deploy/k8s)', () => {
  it('are valid objects of Kubernetes 1.27, strictly (no unknown field)', () => {
    const results = checkManifests();
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(results.filter((r) => r.errors.length)).toEqual([]);
  });

  it('the checker finds a wrong type, a missing field and a misspelt one', () => {
    const broken = structuredClone(api);
    broken.spec.replicas = 'three';
    delete broken.spec.selector;
    broken.spec.template.spec.containers[0].readinessProbe.httpGet.paht = '/readyz';
    const errors = checkObject(broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('replicas must be integer'),
        expect.stringContaining("required property 'selector'"),
        'unknown field .spec.template.spec.containers[0].readinessProbe.httpGet.paht',
      ]),
    );
    expect(
      checkObject({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }),
    ).toEqual(['apps/v1 Deploymnet is not a kind of Kubernetes 1.27']);
  });

  it('the API: readiness and liveness on distinct endpoints, requests and limits, no migration at start', () => {
    expect(apiContainer.readinessProbe.httpGet.path).toBe('/readyz');
    expect(apiContainer.livenessProbe.httpGet.path).toBe('/livez');
    for (const kind of ['requests', 'limits'])
      expect(Object.keys(apiContainer.resources[kind]).sort()).toEqual(['cpu', 'memory']);
    expect(config.MIGRATE_ON_START).toBe('false');
    expect(apiContainer.envFrom).toEqual(
      expect.arrayContaining([
        { configMapRef: { name: 'klubb-api' } },
        { secretRef: { name: 'klubb-api' } },
      ]),
    );
    // One process: SIGTERM reaches the server (not a tsx CLI that SIGKILLs a slow one).
    const start = JSON.parse(readFileSync(resolve(K8S_DIR, '../../api/package.json'), 'utf8'))
      .scripts.start;
    expect(apiContainer.command.join(' ')).toBe(start);
    // Built JavaScript in production (api/build.mjs), not TypeScript through tsx.
    expect(start).toMatch(/^node .*dist\/main\.js$/);
  });

  it('gives the drain time to finish before Kubernetes kills the pod', () => {
    const drainS = (Number(config.SHUTDOWN_DRAIN_MS) + Number(config.SHUTDOWN_TIMEOUT_MS)) / 1000;
    expect(api.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(drainS);
  });

  it('scales the API (HPA) and bounds disruptions (PDB) on the pods it runs', () => {
    const labels = api.spec.template.metadata.labels;
    const hpa = find('HorizontalPodAutoscaler', 'klubb-api');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'klubb-api',
    });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    for (const name of ['klubb-api', 'klubb-web']) {
      const pdb = find('PodDisruptionBudget', name);
      const pods = find('Deployment', name).spec.template.metadata.labels;
      expect(pods).toMatchObject(pdb.spec.selector.matchLabels);
    }
    expect(labels).toMatchObject(find('Service', 'klubb-api').spec.selector);
  });

  it('runs the migrations once per release in a Job, with the API image and its settings', () => {
    const job = find('Job', 'klubb-migrate');
    const container = job.spec.template.spec.containers[0];
    expect(container.image).toBe(apiContainer.image);
    // The built CLI (api/build.mjs), not TypeScript through tsx.
    expect(container.command.at(-1)).toBe('dist/migrate-cli.js');
    expect(container.command).not.toContain('tsx');
    expect(container.envFrom).toEqual(apiContainer.envFrom);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('keeps keys out of the ConfigMap and the applied set: the Secret is an example only', () => {
    const secret = find('Secret', 'klubb-api');
    for (const value of Object.values(secret.stringData)) expect(value).toContain('CHANGE-ME');
    for (const key of Object.keys(config))
      expect(key).not.toMatch(/SECRET|PASSWORD|KEY|DATABASE_URL|REDIS_URL/);
    const kustomization = parse(readFileSync(resolve(K8S_DIR, 'kustomization.yaml'), 'utf8'));
    expect(kustomization.resources).not.toContain('api-secret.example.yaml');
    expect(kustomization.resources).not.toContain('migrate-job.yaml');
    for (const file of kustomization.resources)
      expect(loadManifests().some((m) => m.file === file)).toBe(true);
  });

  it('serves every app of the topology, the operator console too, on its port and its name', () => {
    const web = find('Deployment', 'klubb-web');
    const ports = web.spec.template.spec.containers[0].ports;
    const service = find('Service', 'klubb-web').spec.ports;
    const rules = find('Ingress', 'klubb').spec.rules;
    const hostOf = (portName) =>
      rules.find((rule) => rule.http.paths[0].backend.service.port.name === portName)?.host;
    for (const app of APPS) {
      const portName = app.name === 'host' ? 'host' : app.name;
      expect(ports).toContainEqual({ name: portName, containerPort: app.port });
      expect(service).toContainEqual({ name: portName, port: app.port, targetPort: portName });
      expect(hostOf(portName)).toBeDefined();
    }
    // The API lets the console's origin call the operators' routes, and the registry allows
    // (and the CSP names) exactly the remotes' public origins.
    expect(config.KLUBB_CONSOLE_ORIGIN).toBe(`https://${hostOf('console')}`);
    expect(config.KLUBB_REMOTE_ORIGINS.split(' ').sort()).toEqual(
      REMOTES.map((remote) => `https://${hostOf(remote.name)}`).sort(),
    );
    const dockerfile = readFileSync(resolve(K8S_DIR, '../docker/web.Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`ARG KLUBB_REMOTE_ORIGINS="${config.KLUBB_REMOTE_ORIGINS}"`);
  });

  it("makes the host's pages in the render container beside nginx, on the port nginx asks", () => {
    const web = find('Deployment', 'klubb-web');
    const render = web.spec.template.spec.containers.find((c) => c.name === 'render');
    expect(render.ports).toEqual([{ name: 'render', containerPort: RENDER.port }]);
    const webDockerfile = readFileSync(resolve(K8S_DIR, '../docker/web.Dockerfile'), 'utf8');
    expect(webDockerfile).toContain(`--render 127.0.0.1:${RENDER.port}`);
    const renderDockerfile = readFileSync(resolve(K8S_DIR, '../docker/render.Dockerfile'), 'utf8');
    expect(renderDockerfile).toMatch(new RegExp(`"--port", "${RENDER.port}"`));
    expect(renderDockerfile).toContain('"node", "render/src/main.mjs"');
    expect(renderDockerfile).toContain('"--spa", "--one-origin"');
    // Its remote base URLs are the public ones the registry's documents name (mapped onto
    // /remotes/<name>/), and its CSP the platform's remote origins.
    const env = Object.fromEntries(render.env.map((e) => [e.name, e.value ?? e.valueFrom]));
    const origins = config.KLUBB_REMOTE_ORIGINS.split(' ');
    for (const remote of REMOTES) {
      expect(origins).toContain(env[`KLUBB_REMOTE_${remote.federationName.toUpperCase()}_URL`]);
    }
    expect(env.KLUBB_REMOTE_ORIGINS).toEqual({
      configMapKeyRef: { name: 'klubb-api', key: 'KLUBB_REMOTE_ORIGINS' },
    });
  });
});
