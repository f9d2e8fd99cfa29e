/**
 * Writes the Kubernetes manifests to deploy/generated (`npm run deploy:manifests`), one YAML file per app plus the
 * shared ConfigMap, each object validated by its kubernetes-models schema first. IMAGE_REGISTRY and IMAGE_TAG pick
 * the images (the generated files are committed with the defaults; CI or the release job writes its own).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SECRET_KEYS } from './apps';
import { imageFrom, manifests } from './manifests';
import { toYaml } from './yaml';

const dir = fileURLToPath(new URL('../generated/', import.meta.url));
const image = imageFrom(process.env.IMAGE_REGISTRY ?? 'registry.example.pk/rbt', process.env.IMAGE_TAG ?? 'latest');

fs.mkdirSync(dir, { recursive: true });
for (const [name, objects] of manifests(image)) {
  for (const o of objects) o.validate();
  fs.writeFileSync(`${dir}${name}.yaml`, toYaml(objects));
}
console.log(`wrote ${dir}; the Secret rbt-secrets must hold ${SECRET_KEYS.join(', ')}`);
