// The Kubernetes manifests of deploy/k8s/ checked offline against the API's schemas: each object
// by the JSON Schema of its kind from `kubernetes-models` (generated from Kubernetes 1.27's
// OpenAPI, bundled in the npm package: nothing is downloaded), and strictly — a field the schema
// does not know is an error, as `kubeconform -strict` has it, so a misspelt probe or limit
// cannot pass as "valid". CLI: `node deploy/src/k8s-manifests.mjs [dir]`, exit 1 on any error.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseAllDocuments } from 'yaml';

import { ROOT } from './topology.mjs';

export const K8S_DIR = resolve(ROOT, 'deploy/k8s');
/** Files in K8S_DIR that are not API objects (kustomize's own). */
const NOT_OBJECTS = new Set(['kustomization.yaml']);

const require = createRequire(import.meta.url);
// The validator module the models themselves load (resolved from their package).
const modelsRequire = createRequire(require.resolve('kubernetes-models/package.json'));

// Every schema the models register, by id, for the strict walk (the validator keeps its own).
const schemas = new Map();
const validateModule = modelsRequire('@kubernetes-models/validate');
const register = validateModule.register;
validateModule.register = (id, schema) => {
  schemas.set(id, schema);
  register(id, schema);
};

/** `apps/v1` + `Deployment` → the model class, or null for a kind the package does not have. */
function modelOf(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const path = group
    ? `kubernetes-models/${group}/${version}/${kind}`
    : `kubernetes-models/${version}/${kind}`;
  try {
    return require(path)[kind] ?? null;
  } catch {
    return null;
  }
}

const refId = (ref) => ref.replace(/#$/, '');

/** The schema id a model validates against (kept under a private symbol by the base model). */
function schemaIdOf(Model) {
  const symbol = Object.getOwnPropertySymbols(Model.prototype).find(
    (s) => s.description === 'SCHEMA_ID',
  );
  return symbol ? Model.prototype[symbol] : undefined;
}

/** Fields of `data` that `schema` has no place for, as JSON paths. */
export function unknownFields(data, schema, path = '') {
  if (!schema || data === null || typeof data !== 'object') return [];
  if (schema.$ref) return unknownFields(data, schemas.get(refId(schema.$ref)), path);
  if (Array.isArray(data)) {
    return schema.items
      ? data.flatMap((item, i) => unknownFields(item, schema.items, `${path}[${i}]`))
      : [];
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    // A union: the field is known when some branch knows it (int-or-string and the like).
    if (schema[key]) {
      // `{ type: 'null' }` is how the schemas say "may be null": it knows no field.
      const branches = schema[key].filter((branch) => branch.type !== 'null');
      const results = branches.map((branch) => unknownFields(data, branch, path));
      return results.find((r) => r.length === 0) ?? results[0];
    }
  }
  const known = schema.properties ?? {};
  return Object.entries(data).flatMap(([key, value]) => {
    const child = `${path}.${key}`;
    if (known[key]) return unknownFields(value, known[key], child);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      return unknownFields(value, schema.additionalProperties, child);
    // An object schema with neither properties nor additionalProperties is free-form.
    if (!schema.properties) return [];
    return [child];
  });
}

/** Errors of one object: unknown kind, schema violations, unknown fields. Empty when valid. */
export function checkObject(object) {
  const { apiVersion, kind } = object ?? {};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['no apiVersion and kind'];
  const Model = modelOf(apiVersion, kind);
  if (!Model) return [`${apiVersion} ${kind} is not a kind of Kubernetes 1.27`];
  const errors = [];
  if (!schemaIdOf(Model)) return [`no schema for ${apiVersion} ${kind}`];
  const model = new Model(object);
  try {
    model.validate();
  } catch (error) {
    errors.push(...String(error.message).split(', '));
  }
  const schema = schemas.get(schemaIdOf(Model));
  if (!schema) errors.push(`no schema found for ${apiVersion} ${kind}`);
  else errors.push(...unknownFields(object, schema).map((p) => `unknown field ${p}`));
  return errors;
}

/** Every object of every YAML file in `dir`: [{ file, index, object }]. */
export function loadManifests(dir = K8S_DIR) {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && !NOT_OBJECTS.has(name))
    .sort()
    .flatMap((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return parseAllDocuments(text).map((doc, index) => {
        if (doc.errors.length) throw new Error(`${name} #${index}: ${doc.errors[0].message}`);
        return { file: name, index, object: doc.toJS() };
      });
    })
    .filter(({ object }) => object !== null);
}

/** Checks every manifest in `dir`; resolves to [{ file, index, kind, name, errors }]. */
export function checkManifests(dir = K8S_DIR) {
  return loadManifests(dir).map(({ file, index, object }) => ({
    file,
    index,
    kind: object.kind,
    name: object.metadata?.name,
    errors: checkObject(object),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = checkManifests(process.argv[2] ? resolve(process.argv[2]) : K8S_DIR);
  for (const r of results) {
    console.log(`${r.errors.length ? 'FAIL' : 'ok  '} ${r.file} ${r.kind} ${r.name}`);
    for (const e of r.errors) console.log(`       ${e}`);
  }
  process.exit(results.some((r) => r.errors.length) ? 1 : 0);
}
